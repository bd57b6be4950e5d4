import Foundation
import Gherkin

/// The readers of option values: each turns the text given after an option into its value, or
/// refuses it with a ``UsageError`` that says what to write instead.
///
/// ```swift
/// try OptionValue.shard("2/4")     // Shard(index: 2, count: 4)
/// try OptionValue.shard("5/4")     // UsageError: "specrun: --shard takes I/N with 1 ≤ I ≤ N (…), not '5/4'."
/// ```
enum OptionValue {
  static func order(_ text: String) throws(UsageError) -> RunOptions.Order {
    if text == "defined" { return .defined }
    if text == "random" { return .random(seed: nil) }
    if text.hasPrefix("random:"), let seed = UInt64(text.dropFirst("random:".count)) { return .random(seed: seed) }
    throw UsageError("specrun: --order takes 'defined', 'random' or 'random:SEED' (a whole number), not '\(text)'.")
  }

  /// `90%` or `90` (a percentage from 0 to 100) as a fraction, 0.9.
  static func percentage(_ text: String, flag: String) throws(UsageError) -> Double {
    let number = text.hasSuffix("%") ? String(text.dropLast()) : text
    guard let value = Double(number), value.isFinite, (0...100).contains(value) else {
      throw UsageError("specrun: \(flag) takes a percentage from 0 to 100 (e.g. \(flag) 90%), not '\(text)'.")
    }
    return value / 100
  }

  static func positive(_ text: String, flag: String) throws(UsageError) -> Int {
    guard let number = Int(text), number > 0 else {
      throw UsageError("specrun: \(flag) takes a whole number of at least 1, not '\(text)'.")
    }
    return number
  }

  /// A whole number of at least 0 (`--retry 2`).
  static func count(_ text: String, flag: String) throws(UsageError) -> Int {
    guard let number = Int(text), number >= 0 else {
      throw UsageError("specrun: \(flag) takes a whole number of at least 0, not '\(text)'. \(Usage.hint(for: flag))")
    }
    return number
  }

  /// Seconds, whole or decimal (`120`, `0.5`), from a millisecond to a day: a smaller value
  /// would round to nothing and be reported as "within 0 seconds".
  static func stepTimeout(_ text: String) throws(UsageError) -> Duration {
    guard let seconds = Double(text), seconds.isFinite, seconds >= 0.001, seconds <= 86_400 else {
      throw UsageError(
        "specrun: --step-timeout takes a number of seconds from 0.001 (a millisecond) to 86400 (e.g. --step-timeout 120, or 0.5), not '\(text)'."
      )
    }
    return .seconds(seconds)
  }

  static func shard(_ text: String) throws(UsageError) -> RunOptions.Shard {
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count > 0, (1...count).contains(index)
    else {
      throw UsageError(
        "specrun: --shard takes I/N with 1 ≤ I ≤ N (e.g. --shard 2/4 for the second of four parts), not '\(text)'.")
    }
    return RunOptions.Shard(index: index, count: count)
  }

  /// `junit:out/report.xml`: a format and the file it goes to (standard output without one).
  static func output(_ text: String) throws(UsageError) -> RunRequest.Output {
    let name = text.prefix { $0 != ":" }
    let path = text.count > name.count ? String(text.dropFirst(name.count + 1)) : nil
    guard let format = ReportFormat.named(String(name)) else {
      throw UsageError(
        "specrun: unknown format '\(name)'. Formats: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    }
    if path?.isEmpty == true {
      throw UsageError(
        "specrun: --format \(name): the path after ':' is empty. Write --format \(name):PATH, or --format \(name) for standard output."
      )
    }
    return RunRequest.Output(format: format, path: path)
  }

  /// A `# language:` code of the official dialect table, or a usage error naming the nearest ones.
  static func language(_ code: String) throws(UsageError) -> GherkinDialect {
    if let dialect = GherkinDialect.named(code) { return dialect }
    let near = DialectListing.nearMatches(for: code)
    let hint = near.isEmpty ? "" : " Did you mean \(near.map { "'\($0)'" }.joined(separator: " or "))?"
    throw UsageError(
      "specrun: --i18n-keywords: there is no Gherkin dialect '\(code)'.\(hint) Run 'specrun --i18n-languages' for every code."
    )
  }
}
