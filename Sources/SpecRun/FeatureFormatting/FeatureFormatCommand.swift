import Foundation
import Gherkin

/// `specrun format-feature [--check] [PATH...]`: formats `.feature` files in place with
/// ``FeatureFileFormatter`` (folders are searched; the default is `Specs/`). A file is written
/// only when it changes, through the same path as the reports (whole or not at all). With
/// `--check` nothing is written: the files that would change are listed and the exit code is 1.
/// A file that does not parse is left as it is, its errors printed with file, line and column,
/// and the exit code is 2. Paths are found and read as the runner finds and reads scenario files
/// (``FeatureLoader/discover(_:)``, `Gherkin.NamedFile`): a FIFO or `<(…)` named on the command
/// line is read to its end and checked, never written back; one inside a folder is skipped with
/// a warning; a path that cannot be read is named with why, in the runner's words.
///
/// ```
/// $ specrun format-feature --check Specs
/// Specs/Macho/Counter.feature would be formatted
/// ```
enum FeatureFormatCommand {
  static let usage = "USAGE: specrun format-feature [--check] [PATH...]   (default PATH: Specs/)"

  static func run(arguments: [String], io: CommandIO, terminal: Terminal) -> Int32 {
    var check = false
    var paths: [String] = []
    var onlyPaths = false
    for argument in arguments {
      if !onlyPaths, argument == "--" {
        onlyPaths = true
        continue
      }
      if !onlyPaths, argument == "--check" {
        check = true
        continue
      }
      if !onlyPaths, argument == "-h" || argument == "--help" {
        terminal.out(usage + "\n")
        return 0
      }
      if !onlyPaths, argument.hasPrefix("-") {
        terminal.error("specrun format-feature: unknown option \(argument). \(usage)\n")
        return 2
      }
      paths.append(argument)
    }
    // Found as the runner finds scenario files, with its words for a path it cannot use.
    let searched = paths.isEmpty ? ["Specs"] : paths
    let found = FeatureLoader().discover(searched)
    var code: Int32 = found.problems.isEmpty ? 0 : 2
    for problem in found.problems + found.skipped { terminal.error("specrun format-feature: \(problem)\n") }
    for file in found.files {
      let stream = NamedFile.stream(at: file)
      if stream != nil || file.hasSuffix(".feature") {
        code = max(code, format(file, check: check, stream: stream, io: io, terminal: terminal))
      } else if searched.contains(file) {
        terminal.error("specrun format-feature: \(file) is not a .feature file; only .feature files are formatted.\n")
        code = 2
      }
    }
    return code
  }

  /// Formats `file`; `stream` says what it is (“a FIFO (a named pipe)”) when it is read as a
  /// stream, which is checked but never written back.
  private static func format(_ file: String, check: Bool, stream: String?, io: CommandIO, terminal: Terminal)
    -> Int32
  {
    let data: Data
    do {
      data = try NamedFile.read(file)
    } catch {
      terminal.error("specrun format-feature: \(file): \(error)\n")
      return 2
    }
    guard let text = String(data: data, encoding: .utf8) else {
      terminal.error("specrun format-feature: \(file) is not UTF-8 text, so it was left as it is. Save it as UTF-8.\n")
      return 2
    }
    switch FeatureFileFormatter.format(text, uri: file) {
    case .failure(let failure):
      for error in failure.errors {
        terminal.error(
          "\(file):\(error.location.line):\(error.location.column ?? 0): \(ParseErrorText.withoutPlace(error.message)). "
            + "It does not parse, so it was not formatted; fix it and format again.\n")
      }
      return 2
    case .success(let formatted):
      guard formatted != text else { return 0 }
      if check {
        terminal.out("\(file) would be formatted\n")
        return 1
      }
      if let stream {
        terminal.error(
          "specrun format-feature: \(file) is \(stream), so its formatted text cannot be written back. Format the file its writer reads from, or check it with --check.\n"
        )
        return 2
      }
      do {
        try io.writeFile(file, formatted)
        terminal.out("formatted \(file)\n")
        return 0
      } catch {
        terminal.error(
          "specrun format-feature: could not write \(file): \(error). Check its permissions and the free space.\n")
        return 2
      }
    }
  }
}
