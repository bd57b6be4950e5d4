import CucumberMessages
import Foundation

/// `specrun gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] PATH...`:
/// prints the Cucumber Messages of each file as NDJSON, like the official `gherkin` tools.
///
/// Kept in the library so it can be tested without running a process:
///
/// ```swift
/// let result = GherkinCommand.run(arguments: ["--predictable-ids", "shop.feature"])
/// result.exitCode   // 0 when every file parsed, 1 when one had errors, 2 for a usage error
/// ```
///
/// `specrun` itself hands the output on in pieces as it is made (``run(arguments:readFile:writeOut:)``).
public enum GherkinCommand {
  /// What a run of the command wrote and how it ended.
  public struct Output: Sendable, Hashable {
    /// What it wrote on standard output: the NDJSON messages, or the usage.
    public var stdout: String
    /// What it wrote on standard error: usage problems and files that could not be read.
    public var stderr: String
    /// 0 when every file parsed, 1 when one had a parse error, 2 on a usage problem or a file that
    /// could not be read as UTF-8 text.
    public var exitCode: Int32
  }

  /// How a run that handed its standard output on in pieces ended.
  public struct Outcome: Sendable, Hashable {
    /// What it wrote on standard error: usage problems and files that could not be read.
    public var stderr: String
    /// As ``Output/exitCode``.
    public var exitCode: Int32
  }

  /// About this much NDJSON is gathered before it is handed on: a piece stays in the processor's
  /// cache, and a large run never holds all of its output.
  static let pieceSize = 1 << 20

  /// The help text `--help` prints.
  public static let usage = """
    usage: specrun gherkin [--no-source] [--no-ast] [--no-pickles] [--predictable-ids] PATH...

    Prints the Cucumber Messages (source, gherkinDocument, pickle, parseError) of each .feature
    or .feature.md file, one JSON object per line.
      --no-source         leave out the source messages
      --no-ast            leave out the gherkinDocument messages
      --no-pickles        leave out the pickle messages
      --predictable-ids   number ids "0", "1", ... instead of random UUIDs
    Exit status: 0 when every file parsed, 1 when any had parse errors, 2 for a usage error.

    """

  /// Runs the command and returns all it wrote. `readFile` reads a path's bytes (replaced in
  /// tests if needed).
  public static func run(
    arguments: [String], readFile: (String) throws -> Data = { try Data(contentsOf: URL(fileURLWithPath: $0)) }
  ) -> Output {
    var stdout = ""
    let outcome = run(arguments: arguments, readFile: readFile) { stdout += $0 }
    return Output(stdout: stdout, stderr: outcome.stderr, exitCode: outcome.exitCode)
  }

  /// Runs the command, handing its standard output to `writeOut` in pieces of about a megabyte
  /// (whole lines) as it is made.
  ///
  /// ```swift
  /// let outcome = GherkinCommand.run(arguments: ["shop.feature"]) { print($0, terminator: "") }
  /// ```
  public static func run(
    arguments: [String], readFile: (String) throws -> Data = { try Data(contentsOf: URL(fileURLWithPath: $0)) },
    writeOut: (String) -> Void
  ) -> Outcome {
    var options = Gherkin.MessageOptions()
    var predictableIds = false
    var paths: [String] = []
    var acceptsOptions = true
    for argument in arguments {
      if acceptsOptions && argument.hasPrefix("-") {
        switch argument {
        case "--no-source": options.source = false
        case "--no-ast": options.gherkinDocument = false
        case "--no-pickles": options.pickles = false
        case "--predictable-ids": predictableIds = true
        case "--": acceptsOptions = false
        case "-h", "--help":
          writeOut(usage)
          return Outcome(stderr: "", exitCode: 0)
        default:
          return Outcome(
            stderr: "specrun gherkin: unknown option '\(argument)'. Run 'specrun gherkin --help' for its options.\n",
            exitCode: 2)
        }
      } else {
        paths.append(argument)
      }
    }
    guard !paths.isEmpty else {
      return Outcome(
        stderr:
          "specrun gherkin: no PATH given. Give the scenario files to read, e.g. specrun gherkin Specs/Macho/Counter.feature.\n",
        exitCode: 2)
    }
    let ids = IdGenerator(predictableIds ? .incrementing : .uuid)
    var json = JSONWriter()
    var stderr = ""
    var exitCode: Int32 = 0
    for path in paths {
      let data: Data
      do {
        data = try readFile(path)
      } catch {
        stderr += "specrun gherkin: cannot read '\(path)': \(Self.whyUnreadable(path))\n"
        exitCode = 2
        continue
      }
      guard let text = String(data: data, encoding: .utf8) else {
        let (line, column) = InvalidUTF8.location(in: data) ?? (1, 1)
        stderr +=
          "specrun gherkin: '\(path)' is not UTF-8 text: the bytes at line \(line), column \(column) are not UTF-8. Save it as UTF-8.\n"
        exitCode = 2
        continue
      }
      let source = Messages.Source(uri: path, data: text, mediaType: MediaType(path: path))
      Gherkin.forEachMessage(for: source, options: options, ids: ids) { envelope in
        if envelope.parseError != nil, exitCode == 0 { exitCode = 1 }
        json.write(envelope)
        json.newline()
        if json.byteCount >= pieceSize { writeOut(json.takeText()) }
      }
    }
    if json.byteCount > 0 { writeOut(json.takeText()) }
    return Outcome(stderr: stderr, exitCode: exitCode)
  }

  /// Why `path` could not be read, in words, with what to do (never the platform's error text).
  static func whyUnreadable(_ path: String) -> String {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      return "there is no such file. Check the path (it is relative to \(FileManager.default.currentDirectoryPath))."
    }
    if isFolder.boolValue { return "it is a folder. Give the scenario files in it, e.g. '\(path)'/*.feature." }
    return "it could not be read. Check its permissions (you need read access)."
  }
}
