import CucumberMessages

/// Colours for terminal reports; plain text when colours are off (not a terminal, or `NO_COLOR`).
struct TerminalStyle: Sendable {
  var colors: Bool

  func paint(_ text: String, _ status: Messages.TestStepResultStatus) -> String {
    guard colors else { return text }
    let code: String
    switch status {
    case .passed: code = "32"
    case .failed, .ambiguous: code = "31"
    case .undefined, .pending: code = "33"
    case .skipped: code = "36"
    case .unknown: code = "90"
    }
    return "\u{1B}[\(code)m\(text)\u{1B}[0m"
  }

  func dim(_ text: String) -> String { colors ? "\u{1B}[90m\(text)\u{1B}[0m" : text }
  func bold(_ text: String) -> String { colors ? "\u{1B}[1m\(text)\u{1B}[0m" : text }

  static func symbol(_ status: Messages.TestStepResultStatus) -> String {
    switch status {
    case .passed: "✔"
    case .failed: "✘"
    case .ambiguous: "✘"
    case .undefined: "?"
    case .pending: "P"
    case .skipped: "↷"
    case .unknown: "·"
    }
  }

  /// Every line of `text` indented by `prefix`.
  static func indent(_ text: String, _ prefix: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { prefix + $0 }.joined(separator: "\n")
  }
}
