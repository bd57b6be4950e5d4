import Foundation
import Gherkin

/// A rerun file, as `--format rerun:rerun.txt` writes it: one line per scenario file, its path
/// then the lines of the scenarios to replay (`Specs/Counter.feature:3:12`). `specrun @rerun.txt`
/// replays exactly those; a file that lists nothing (the run that wrote it had no failures) runs
/// nothing.
///
/// ```swift
/// try RerunFile.selections(in: "Specs/A.feature:3:12\n", file: "rerun.txt")
/// // [Selection(path: "Specs/A.feature", lines: [3, 12])]
/// ```
public enum RerunFile {
  /// What to write in a rerun file, for messages about a bad one.
  static let hint =
    "Each line of a rerun file names a scenario file and the lines of its scenarios, e.g. Specs/Counter.feature:3:12; --format rerun:rerun.txt writes one."

  /// The scenarios `text` (the contents of `file`) lists; a line that is not `PATH:LINE[:LINE…]`
  /// is an error naming the file and the line.
  public static func selections(in text: String, file: String) throws(UsageError) -> [RunOptions.Selection] {
    var selections: [RunOptions.Selection] = []
    for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
      let entry = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
      if entry.isEmpty { continue }
      var parts = entry.split(separator: ":", omittingEmptySubsequences: false)
      var lines: [Int] = []
      while parts.count > 1, let last = parts.last, let line = Int(last), line > 0 {
        lines.insert(line, at: 0)
        parts.removeLast()
      }
      let path = parts.joined(separator: ":")
      guard !lines.isEmpty, !path.isEmpty, parts.count == 1 || FeatureLoader.isScenarioFile(path) else {
        throw UsageError(
          "specrun: \(file):\(index + 1): '\(TerminalText.visible(entry))' is not PATH:LINE[:LINE…]. \(hint)")
      }
      selections.append(RunOptions.Selection(path: path, lines: lines))
    }
    return selections
  }

  /// Reads `@path` (an argument naming a rerun file) into `request`: its scenarios join the
  /// selections, and the file is remembered, so that an empty one runs nothing.
  static func read(_ argument: String, into request: inout RunRequest) throws(UsageError) {
    let file = String(argument.dropFirst())
    let data: Data
    do {
      data = try NamedFile.read(file)
    } catch {
      throw UsageError("specrun: \(argument): \(error) An argument starting with @ names a rerun file. \(hint)")
    }
    request.options.selections += try selections(in: String(decoding: data, as: UTF8.self), file: file)
    request.rerunFiles.append(file)
  }
}
