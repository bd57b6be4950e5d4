import Foundation
import Gherkin

/// The commands `specrun` understands.
public enum RunCommand: Sendable, Equatable {
  /// Replay scenarios (the default).
  case run(RunRequest)
  /// Print the usage.
  case help
  /// Print the version.
  case version
  /// Read a message stream on standard input and write it as `format`.
  case format(ReportFormat)
  /// Join the message streams of shards or runs into one run and report it (`specrun merge`).
  case merge(MergeCommand)
  /// List every Gherkin dialect: code, English name, native name.
  case i18nLanguages
  /// List the keywords of one dialect (`--i18n-keywords ja`).
  case i18nKeywords(GherkinDialect)

  /// The version `specrun --version` prints.
  public static let versionNumber = "0.1.0"

  /// Parses `specrun`'s arguments (without the program name), each option as
  /// `CommandLineOption.all` declares it.
  ///
  /// ```swift
  /// try RunCommand.parse(["--tags", "@smoke and not @slow", "Specs/Macho"])
  /// ```
  public static func parse(_ arguments: [String]) throws(UsageError) -> RunCommand {
    if arguments.first == "format" { return .format(try formatArgument(Array(arguments.dropFirst()))) }
    if arguments.first == "merge" { return .merge(try MergeCommand.parse(Array(arguments.dropFirst()))) }
    var request = RunRequest()
    let command = try readOptions(arguments, of: .run, into: &request) { argument, request throws(UsageError) in
      request.options.selections.append(try selection(argument))
    }
    if let command { return command }
    try checkDestinations(request.outputs)
    return .run(request)
  }

  /// Reads `arguments` into `request` by `command`'s options in `CommandLineOption.all`, giving
  /// every other argument (a path) to `positional`; returns the command an option stands for
  /// (`--help`), which ends the reading. A run also reads `@rerun.txt` files, and `--` makes the
  /// rest paths.
  ///
  /// ```swift
  /// var request = RunRequest()
  /// _ = try RunCommand.readOptions(["a.ndjson", "--keep-last"], of: .merge, into: &request) { path, _ in paths.append(path) }
  /// ```
  static func readOptions(
    _ arguments: [String], of command: CommandLineOption.Command, into request: inout RunRequest,
    positional: (String, inout RunRequest) throws(UsageError) -> Void
  ) throws(UsageError) -> RunCommand? {
    let prefix = command.messagePrefix
    var remaining = arguments[...]
    var onlyPaths = false
    while let argument = remaining.popFirst() {
      if !onlyPaths, command == .run, argument.hasPrefix("@") {
        try RerunFile.read(argument, into: &request)
        continue
      }
      if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
        try positional(argument, &request)
        continue
      }
      let (flag, inlineValue) = split(argument)
      if flag == "--" {
        onlyPaths = true
        continue
      }
      guard let option = CommandLineOption.named(flag, in: command) else {
        throw UsageError(
          "\(prefix): unknown option '\(flag)'.\(Usage.suggestion(for: flag, in: command))\(offer(command))")
      }
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else {
          throw UsageError("\(prefix): \(flag) needs a value. \(Usage.hint(for: flag, in: command))")
        }
        return next
      }
      if option.placeholder == nil, let inlineValue {
        throw UsageError(
          "\(prefix): \(flag) takes no value, so '=\(inlineValue)' means nothing. Write \(flag) alone, or leave it out."
        )
      }
      switch option.action {
      case .toggle(let apply): apply(&request)
      case .value(_, _, let apply): try apply(try value(), &request)
      case .command(let placeholder, let command): return try command(placeholder == nil ? "" : try value())
      }
    }
    return nil
  }

  /// What an unknown option is answered with after the did-you-mean: where a run's options are,
  /// or the few a command takes.
  private static func offer(_ command: CommandLineOption.Command) -> String {
    guard command != .run else { return " Run 'specrun --help' for the options." }
    let options = CommandLineOption.options(of: command).map { $0.flag + ($0.placeholder.map { " " + $0 } ?? "") }
    return " It takes \(options.joined(separator: " and ")) (see 'specrun --help')."
  }

  /// Two reports on standard output would mix (XML and NDJSON in one stream); two reports to one
  /// file would overwrite each other.
  static func checkDestinations(_ outputs: [RunRequest.Output]) throws(UsageError) {
    let toStandardOutput = outputs.filter { $0.path == nil }.map(\.format.rawValue)
    if toStandardOutput.count > 1 {
      throw UsageError(
        "specrun: --format \(toStandardOutput.joined(separator: " and --format ")) would all write to standard output and mix. Give all but one a file: --format NAME:PATH."
      )
    }
    var seen: [String: String] = [:]
    for output in outputs {
      guard let path = output.path else { continue }
      let file = URL(fileURLWithPath: path).standardizedFileURL.path
      if let first = seen[file] {
        throw UsageError(
          "specrun: --format \(first) and --format \(output.format.rawValue):\(path) write to the same file and would overwrite each other. Give each report its own path."
        )
      }
      seen[file] = "\(output.format.rawValue):\(path)"
    }
  }

  private static func split(_ argument: String) -> (String, String?) {
    guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
    return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
  }

  /// `Specs/A.feature:12:30` as a path and the lines it selects.
  public static func selection(_ argument: String) throws(UsageError) -> RunOptions.Selection {
    var parts = argument.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    var lines: [Int] = []
    while parts.count > 1, let last = parts.last, let line = Int(last) {
      guard line > 0 else {
        throw UsageError(
          "specrun: '\(argument)': line numbers start at 1. Write PATH:LINE, e.g. Specs/Counter.feature:12.")
      }
      lines.insert(line, at: 0)
      parts.removeLast()
    }
    if parts.count > 1, FeatureLoader.isScenarioFile(parts.dropLast().joined(separator: ":")) {
      let file = parts.dropLast().joined(separator: ":")
      throw UsageError(
        "specrun: '\(argument)': the line after ':' must be a number, not '\(parts.last ?? "")'. Write PATH:LINE, e.g. \(file):12."
      )
    }
    return RunOptions.Selection(path: parts.joined(separator: ":"), lines: lines)
  }

  private static func formatArgument(_ arguments: [String]) throws(UsageError) -> ReportFormat {
    if arguments.count == 1, let format = ReportFormat.named(arguments[0]), format.isMadeDuringTheRun {
      throw UsageError(
        "specrun format: the behaviour map is recorded while scenarios run and is not in a saved message stream. Write it during the run: specrun --format \(format.rawValue):PATH."
      )
    }
    guard arguments.count == 1, let format = ReportFormat.named(arguments[0]) else {
      throw UsageError(
        "specrun format: give one format name (\(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))) and the message stream on standard input, e.g. specrun format junit < run.ndjson."
      )
    }
    return format
  }
}
