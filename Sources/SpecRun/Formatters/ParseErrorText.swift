import CucumberMessages
import Foundation

/// A parse error as people read it, where editors can jump to it: the place once, what is wrong,
/// and what to do. The official Gherkin messages keep their words (the message stream carries
/// them as the official parsers write them, `(1:1): Language not supported: xx`); here the
/// repeated place is dropped and a hint is added to those that have none.
///
/// ```swift
/// ParseErrorText.describe(error)
/// // "L.feature:1:1: Language not supported: xx. Run 'specrun --i18n-languages' for the codes, …"
/// ```
enum ParseErrorText {
  static func describe(_ error: Messages.ParseError) -> String {
    let uri = error.source.uri ?? "<unknown file>"
    let line = error.source.location?.line ?? 0
    let column = error.source.location?.column ?? 0
    return TerminalText.visible("\(uri):\(line):\(column): \(withHint(withoutPlace(error.message)))")
  }

  /// `message` without the official parsers' `(3:7): ` at its start, which repeats the place.
  static func withoutPlace(_ message: String) -> String {
    guard message.hasPrefix("("), let close = message.firstIndex(of: ")") else { return message }
    let inside = message[message.index(after: message.startIndex)..<close].split(
      separator: ":", omittingEmptySubsequences: false)
    guard inside.count == 2, inside.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
    else { return message }
    return String(message[message.index(after: close)...].drop { $0 == ":" || $0 == " " })
  }

  /// The official messages end without a full stop or advice; ours already end in a hint.
  static func withHint(_ message: String) -> String {
    guard !message.hasSuffix("."), !message.hasSuffix(".)") else { return message }
    let hint =
      if message.hasPrefix("Language not supported") {
        "Run 'specrun --i18n-languages' for the codes, or remove the # language: line."
      } else if message.hasPrefix("unexpected end of file") {
        "Close what the file opened (a doc string's \"\"\" or ```), or finish its last step."
      } else if message.hasPrefix("expected:") {
        "Start that line with a keyword that may come there (specrun --i18n-keywords en lists them), or make it a comment with #."
      } else if message.hasPrefix("inconsistent cell count") {
        "Give every row of the table as many cells as its first row."
      } else if message.hasPrefix("A tag may not contain whitespace") {
        "Write each tag as one word, e.g. @slow_test."
      } else {
        "Check the Gherkin at that place."
      }
    return message + ". " + hint
  }
}
