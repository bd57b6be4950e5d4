import Foundation

/// Random but reproducible inputs for `specrun`: scenario files, `specrun.json` files, option
/// lists and message streams, the well-formed and the hostile mixed. Everything comes from one
/// seeded generator, so a seed replays the same cases in the same order.
///
/// ```swift
/// var input = FuzzInput(seed: 2026)
/// let feature = input.featureFile()        // bytes, sometimes not UTF-8
/// let arguments = input.options(folder: "/tmp/case")
/// ```
struct FuzzInput {
  /// SplitMix64: small, fast, and the same on every machine.
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func number(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
  }

  mutating func chance(_ percent: Int) -> Bool { number(1...100) <= percent }

  mutating func pick<T>(_ choices: [T]) -> T { choices[number(0...(choices.count - 1))] }

  // MARK: - Text

  static let words = [
    "an empty basket", "I add 3 apples", "I add 1 pears", "the basket holds 3 apples", "the basket holds 2 pears",
    "the receipt is printed", "a pear is checked", "I add <n> kiwis", "the basket holds <n> kiwis", "nothing known",
    "アップル", "über", "Ω≈ç√", "🍐", "x", "",
  ]
  static let oddCharacters: [String] = [
    "\u{1}", "\u{1B}[2J", "\u{7F}", "\u{9B}", "\t", "\r", "\u{FEFF}", "\u{202E}", "|", "\\", "\\|", "\"", "<", ">", "&",
    "#", "@", ":", "{", "}", "{int}", "(", ")", "/", "$",
  ]

  mutating func phrase() -> String {
    var text = pick(Self.words)
    for _ in 0..<number(0...2) where chance(40) {
      let odd = pick(Self.oddCharacters)
      let index = text.index(text.startIndex, offsetBy: number(0...text.count))
      text.insert(contentsOf: odd, at: index)
    }
    if chance(2) { text += String(repeating: pick(["a", "[", "(", "é"]), count: number(100...5000)) }
    return text
  }

  mutating func featureLine() -> String {
    let indent = String(repeating: pick([" ", "\t"]), count: number(0...6))
    let line: String =
      switch number(0...21) {
      case 0: "Feature: \(phrase())"
      case 1: "Scenario: \(phrase())"
      case 2: "Scenario Outline: \(phrase())"
      case 3: "Examples: \(phrase())"
      case 4: "Background:"
      case 5: "Rule: \(phrase())"
      case 6, 7: "Given \(phrase())"
      case 8, 9: "When \(phrase())"
      case 10, 11: "Then \(phrase())"
      case 12: "\(pick(["And", "But", "*"])) \(phrase())"
      case 13: "@\(pick(["slow", "wip", "a b", "", "日本"])) @x"
      case 14: "# \(pick(["language: ja", "language: fr", "language: xx", "language:", "comment"]))"
      case 15: pick(["\"\"\"", "```", "\"\"\"json", "```xml"])
      case 16: "| \(phrase()) | \(phrase()) |"
      case 17: "| n |"
      case 18: "| \(number(-5...99)) |"
      case 19: "機能: \(phrase())"
      case 20: "シナリオ: \(phrase())"
      default: phrase()
      }
    return indent + line
  }

  /// A scenario file: usually shaped like one (a feature, scenarios, steps), sometimes lines in
  /// any order, sometimes bytes that are not UTF-8.
  mutating func featureFile() -> Data {
    var lines: [String] = []
    if chance(85) {
      lines.append(pick(["Feature: Basket", "# language: ja\n機能: かご", "@tag\nFeature: \(phrase())"]))
      for _ in 0..<number(0...5) {
        lines.append(pick(["  Scenario: \(phrase())", "  Scenario Outline: \(phrase())", "  Rule: r\n  Scenario: s"]))
        for _ in 0..<number(0...5) {
          lines.append("    " + pick(["Given", "When", "Then", "And", "*", "前提", "もし"]) + " " + phrase())
        }
        if chance(30) { lines.append("    Examples:\n      | n |\n      | \(number(0...9)) |") }
        if chance(20) { lines.append(featureLine()) }
      }
    } else {
      for _ in 0..<number(0...30) { lines.append(featureLine()) }
    }
    let newline = pick(["\n", "\n", "\r\n", "\r"])
    var data = Data(lines.joined(separator: newline).utf8)
    if chance(5) { data.insert(contentsOf: [0xFF, 0xC3, 0x28], at: number(0...data.count)) }
    if chance(3) { data = Data(repeating: UInt8(ascii: pick(["[", "{", "\""])), count: number(1_000...100_000)) }
    return data
  }

  // MARK: - Options

  static let flags = [
    "--tags", "-t", "--name", "-n", "--dry-run", "--fail-fast", "--strict", "--no-strict", "--step-timeout", "--order",
    "--parallel",
    "--shard", "--format", "-f", "--profile", "-p", "--help", "--version", "--i18n-keywords", "--i18n-languages", "--",
    "-", "--bogus",
    "-x", "--tags=", "--format=junit",
  ]
  static let formats = [
    "pretty", "progress", "progress-bar", "summary", "usage", "rerun", "junit", "json", "html", "message", "nope", "",
  ]

  mutating func value(for flag: String, folder: String) -> String {
    switch flag {
    case "--tags", "-t":
      return pick([
        "@slow", "not @slow", "@a and", "@a,@b", "(@a or @b", "@a\\", "", "not not @x", "@日本 or @tag", phrase(),
      ])
    case "--name", "-n":
      return pick([
        "^Basket", "apples$", "(", "[a-", "\\", "", ".", "a|b", "a?b?c?", "[[:alpha:]]", "\\p{L}", "(?<n>a)\\k<n>",
        phrase(),
      ])
    case "--step-timeout":
      return pick([
        "0", "1e-300", "0.0009", "0.001", "0.5", "60", "86400", "86401", "-1", "inf", "nan", "soon", "1e308",
      ])
    case "--order":
      return pick(["defined", "random", "random:1", "random:-1", "random:x", "random:18446744073709551615", "reverse"])
    case "--parallel": return pick(["1", "2", "3", "100000", "0", "-1", "99999999999999999999", "x", "1.5"])
    case "--shard": return pick(["1/1", "1/2", "2/2", "3/2", "0/2", "1/0", "a/b", "1/", "/"])
    case "--format", "-f":
      let format = pick(Self.formats)
      return chance(50)
        ? format
        : format + ":"
          + pick(["\(folder)/r.out", "\(folder)/sub/dir/r.out", "\(folder)/Specs", "\(folder)", "", "\(folder)/r.out"])
    case "--profile", "-p": return pick(["ci", "default", "nope", "", "日本"])
    case "--i18n-keywords": return pick(["ja", "en", "zz", "", "en-pirate"])
    default:
      // Whatever follows a switch or `--` is read as a path: keep it inside the case's folder.
      return folder + "/" + phrase()
    }
  }

  /// An option list: flags with values (good and bad), paths into `folder` (with lines), rerun
  /// files. Never `--watch` alone (it runs until stopped).
  mutating func options(folder: String) -> [String] {
    var arguments: [String] = []
    for _ in 0..<number(0...6) {
      switch number(0...9) {
      case 0...5:
        let flag = pick(Self.flags)
        arguments.append(flag)
        if chance(90) { arguments.append(value(for: flag, folder: folder)) }
      case 6:
        arguments.append(
          folder + "/"
            + pick([
              "case.feature", "case.feature:\(number(0...12))", "case.feature:3:x", "nope.feature", "Specs", "r.out",
            ]))
      case 7: arguments.append("@" + folder + "/" + pick(["rerun.txt", "nope.txt"]))
      case 8: arguments += ["--watch", "--shard", "1/2"]
      default: arguments.append(folder + "/" + phrase())
      }
    }
    if chance(70) { arguments.append(folder + "/case.feature") }
    return arguments
  }

  // MARK: - Profiles

  static let profileKeys = [
    "paths", "tags", "name", "format", "dry-run", "fail-fast", "strict", "order", "parallel", "shard", "step-timeout",
    "watch", "tagz", "",
  ]

  mutating func jsonValue(depth: Int = 0) -> String {
    switch number(0...(depth > 3 ? 4 : 7)) {
    case 0:
      return "\"\(pick(["@slow", "progress", "junit:r.out", "random:3", "1/2", "", "\\u0000", "\\ud800", "\\q"]))\""
    case 1: return pick(["true", "false", "null"])
    case 2: return pick(["0", "1", "-1", "2.5", "1e999", "1e-300", "00", "-", "1."])
    case 3: return "[\((0..<number(0...3)).map { _ in jsonValue(depth: depth + 1) }.joined(separator: ", "))]"
    case 4: return "\"\(phrase().replacingOccurrences(of: "\\", with: "").replacingOccurrences(of: "\"", with: ""))\""
    default:
      return "{"
        + (0..<number(0...3)).map { _ in "\"\(pick(Self.profileKeys))\": \(jsonValue(depth: depth + 1))" }.joined(
          separator: ", ") + "}"
    }
  }

  /// A `specrun.json`: usually `{"profiles": {…}}` with keys good and bad, sometimes cut short,
  /// with a stray character, or nested far too deep.
  mutating func profileFile() -> String {
    let profiles = (0..<number(0...3)).map { _ in
      "\"\(pick(["ci", "default", "日本", ""]))\": {"
        + (0..<number(0...4)).map { _ in "\"\(pick(Self.profileKeys))\": \(jsonValue(depth: 1))" }
        .joined(separator: ", ") + "}"
    }
    var text = chance(90) ? "{\"profiles\": {\(profiles.joined(separator: ", "))}}" : jsonValue()
    if chance(20), !text.isEmpty { text = String(text.prefix(number(0...text.count))) }
    if chance(10) {
      text.insert(
        contentsOf: pick([",", "}", "\"", "\n", "\u{0}", "é"]),
        at: text.index(text.startIndex, offsetBy: number(0...text.count)))
    }
    if chance(3) { text = "{\"profiles\": " + String(repeating: "[", count: number(600...100_000)) }
    return text
  }

  // MARK: - Message streams

  /// A message stream: lines of a real run's stream, shuffled, cut, repeated or bent, with
  /// stray JSON among them.
  mutating func messageStream(from lines: [String]) -> Data {
    var chosen: [String] = []
    for line in lines where chance(85) {
      var line = line
      if chance(5) { line = String(line.prefix(number(0...line.count))) }
      if chance(3) {
        line = line.replacingOccurrences(
          of: pick(["\"", ":", "{", "[", "1", "PASSED"]), with: pick(["", "\"", "]", "FAILED", "-1"]))
      }
      chosen.append(line)
    }
    if chance(20) { chosen.shuffle(using: &self) }
    if chance(20) { chosen.insert(jsonValue(), at: number(0...chosen.count)) }
    if chance(3) { chosen.append(String(repeating: "[", count: number(600...100_000))) }
    return Data(chosen.joined(separator: pick(["\n", "\r\n"])).utf8)
  }
}

extension FuzzInput: RandomNumberGenerator {}
