import Foundation
import Gherkin

/// The commands `specrun` understands.
public enum RunCommand: Sendable, Equatable {
  /// Replay scenarios (the default).
  case run(RunOptions)
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

  /// Parses `specrun`'s arguments (without the program name).
  ///
  /// ```swift
  /// try RunCommand.parse(["--tags", "@smoke and not @slow", "Specs/Macho"])
  /// ```
  public static func parse(_ arguments: [String]) throws(UsageError) -> RunCommand {
    if arguments.first == "format" { return .format(try formatArgument(Array(arguments.dropFirst()))) }
    if arguments.first == "merge" { return .merge(try MergeCommand.parse(Array(arguments.dropFirst()))) }
    var options = RunOptions()
    var remaining = arguments[...]
    var onlyPaths = false
    while let argument = remaining.popFirst() {
      if !onlyPaths, argument.hasPrefix("@") { try RerunFile.read(argument, into: &options); continue }
      if onlyPaths || !argument.hasPrefix("-") || argument == "-" {
        options.selections.append(try selection(argument))
        continue
      }
      let (flag, inlineValue) = split(argument)
      func value() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = remaining.popFirst() else {
          throw UsageError("specrun: \(flag) needs a value. \(Usage.hint(for: flag))")
        }
        return next
      }
      switch flag {
      case "--": onlyPaths = true
      case "-h", "--help": return .help
      case "--version": return .version
      case "--i18n-languages": return .i18nLanguages
      case "--i18n-keywords": return .i18nKeywords(try language(try value()))
      case "-t", "--tags": options.tagExpressions.append(try value())
      case "-n", "--name": options.namePatterns.append(try value())
      case "--dry-run": options.dryRun = true
      case "--fail-fast": options.failFast = true
      case "--strict": options.strict = true
      case "--no-strict": options.strict = false
      case "--step-timeout": options.stepTimeout = try stepTimeout(try value())
      case "--order": options.order = try order(try value())
      case "--parallel": options.parallel = try positive(try value(), flag: flag)
      case "--shard": options.shard = try shard(try value())
      case "--retry": options.retry.retries = try count(try value(), flag: flag)
      case "--retry-tag-filter": options.retry.tagFilter = try value()
      case "--fail-on-flaky": options.retry.failsOnFlaky = true
      case "-f", "--format": options.outputs.append(try output(try value()))
      case "-p", "--profile": options.profiles.append(try value())
      case "--watch": options.watch = true
      default:
        throw UsageError("specrun: unknown option '\(flag)'.\(Usage.suggestion(for: flag)) Run 'specrun --help' for the options.")
      }
    }
    try checkDestinations(options.outputs)
    return .run(options)
  }

  /// Two reports on standard output would mix (XML and NDJSON in one stream); two reports to one
  /// file would overwrite each other.
  static func checkDestinations(_ outputs: [RunOptions.Output]) throws(UsageError) {
    let toStandardOutput = outputs.filter { $0.path == nil }.map(\.format.rawValue)
    if toStandardOutput.count > 1 {
      throw UsageError(
        "specrun: --format \(toStandardOutput.joined(separator: " and --format ")) would all write to standard output and mix. Give all but one a file: --format NAME:PATH.")
    }
    var seen: [String: String] = [:]
    for output in outputs {
      guard let path = output.path else { continue }
      let file = URL(fileURLWithPath: path).standardizedFileURL.path
      if let first = seen[file] {
        throw UsageError("specrun: --format \(first) and --format \(output.format.rawValue):\(path) write to the same file and would overwrite each other. Give each report its own path.")
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
        throw UsageError("specrun: '\(argument)': line numbers start at 1. Write PATH:LINE, e.g. Specs/Counter.feature:12.")
      }
      lines.insert(line, at: 0)
      parts.removeLast()
    }
    if parts.count > 1, FeatureLoader.isScenarioFile(parts.dropLast().joined(separator: ":")) {
      let file = parts.dropLast().joined(separator: ":")
      throw UsageError(
        "specrun: '\(argument)': the line after ':' must be a number, not '\(parts.last ?? "")'. Write PATH:LINE, e.g. \(file):12.")
    }
    return RunOptions.Selection(path: parts.joined(separator: ":"), lines: lines)
  }

  /// A `# language:` code of the official dialect table, or a usage error naming the nearest ones.
  private static func language(_ code: String) throws(UsageError) -> GherkinDialect {
    if let dialect = GherkinDialect.named(code) { return dialect }
    let near = DialectListing.nearMatches(for: code)
    let hint = near.isEmpty ? "" : " Did you mean \(near.map { "'\($0)'" }.joined(separator: " or "))?"
    throw UsageError("specrun: --i18n-keywords: there is no Gherkin dialect '\(code)'.\(hint) Run 'specrun --i18n-languages' for every code.")
  }

  private static func order(_ text: String) throws(UsageError) -> RunOptions.Order {
    if text == "defined" { return .defined }
    if text == "random" { return .random(seed: nil) }
    if text.hasPrefix("random:"), let seed = UInt64(text.dropFirst("random:".count)) { return .random(seed: seed) }
    throw UsageError("specrun: --order takes 'defined', 'random' or 'random:SEED' (a whole number), not '\(text)'.")
  }

  private static func positive(_ text: String, flag: String) throws(UsageError) -> Int {
    guard let number = Int(text), number > 0 else {
      throw UsageError("specrun: \(flag) takes a whole number of at least 1, not '\(text)'.")
    }
    return number
  }

  private static func count(_ text: String, flag: String) throws(UsageError) -> Int {
    guard let number = Int(text), number >= 0 else {
      throw UsageError("specrun: \(flag) takes a whole number of at least 0, not '\(text)'. \(Usage.hint(for: flag))")
    }
    return number
  }

  /// Seconds, whole or decimal (`120`, `0.5`), from a millisecond to a day: a smaller value
  /// would round to nothing and be reported as "within 0 seconds".
  private static func stepTimeout(_ text: String) throws(UsageError) -> Duration {
    guard let seconds = Double(text), seconds.isFinite, seconds >= 0.001, seconds <= 86_400 else {
      throw UsageError(
        "specrun: --step-timeout takes a number of seconds from 0.001 (a millisecond) to 86400 (e.g. --step-timeout 120, or 0.5), not '\(text)'.")
    }
    return .seconds(seconds)
  }

  private static func shard(_ text: String) throws(UsageError) -> RunOptions.Shard {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count > 0, (1...count).contains(index)
    else {
      throw UsageError("specrun: --shard takes I/N with 1 ≤ I ≤ N (e.g. --shard 2/4 for the second of four parts), not '\(text)'.")
    }
    return RunOptions.Shard(index: index, count: count)
  }

  static func output(_ text: String) throws(UsageError) -> RunOptions.Output {
    let name = text.prefix { $0 != ":" }
    let path = text.count > name.count ? String(text.dropFirst(name.count + 1)) : nil
    guard let format = ReportFormat(rawValue: String(name)) else {
      throw UsageError("specrun: unknown format '\(name)'. Formats: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    }
    if path?.isEmpty == true {
      throw UsageError("specrun: --format \(name): the path after ':' is empty. Write --format \(name):PATH, or --format \(name) for standard output.")
    }
    return RunOptions.Output(format: format, path: path)
  }

  private static func formatArgument(_ arguments: [String]) throws(UsageError) -> ReportFormat {
    guard arguments.count == 1, let format = ReportFormat(rawValue: arguments[0]) else {
      throw UsageError(
        "specrun format: give one format name (\(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))) and the message stream on standard input, e.g. specrun format junit < run.ndjson."
      )
    }
    return format
  }
}
