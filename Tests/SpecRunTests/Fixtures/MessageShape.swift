import Foundation

/// The shape every message a user can read on standard error must have: it starts with
/// `specrun:` (or `specrun gherkin:`, `specrun format:`, `specrun merge:`) or with `path:line:column:`; it is in the
/// project's words (no Foundation error domains or decoding dumps); it has no doubled full stop
/// and does not say its place twice (`x.feature:1:1: (1:1): …`); and it ends with a full stop,
/// after the hint that says what to do.
///
/// ```swift
/// #expect(MessageShape.problems(in: captured.error).isEmpty)
/// ```
enum MessageShape {
  /// What is wrong with each untidy line of `text` (empty lines are skipped), or `[]`.
  static func problems(in text: String) -> [String] {
    text.split(separator: "\n").map(String.init).flatMap { line in problems(ofLine: line).map { "\($0): \(line)" } }
  }

  static func problems(ofLine line: String) -> [String] {
    var problems: [String] = []
    let bytes = Array(line.utf8)
    let named = ["specrun: ", "specrun gherkin: ", "specrun format: ", "specrun merge: "].contains {
      line.hasPrefix($0)
    }
    if !named && !startsWithPlace(bytes) { problems.append("does not start with specrun: or path:line:column:") }
    for platform in [
      "NSCocoaErrorDomain", "Error Domain", "The operation could not be completed", "DecodingError", "Swift.",
      "Debug description",
    ]
    where line.contains(platform) {
      problems.append("speaks the platform's words (\(platform))")
    }
    if hasDoubledFullStop(bytes) { problems.append("has a doubled full stop") }
    if saysPlaceTwice(bytes) { problems.append("says its place twice") }
    if !line.hasSuffix(".") { problems.append("does not end with a hint and a full stop") }
    return problems
  }

  private static let colon = UInt8(ascii: ":")
  private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

  /// The length of `NUMBER:NUMBER` ending just before `end` (scanning backwards), or nil.
  private static func placeBefore(_ bytes: [UInt8], end: Int) -> Int? {
    var index = end - 1
    var digits = 0
    while index >= 0, isDigit(bytes[index]) {
      index -= 1
      digits += 1
    }
    guard digits > 0, index >= 0, bytes[index] == colon else { return nil }
    index -= 1
    digits = 0
    while index >= 0, isDigit(bytes[index]) {
      index -= 1
      digits += 1
    }
    guard digits > 0, index >= 0, bytes[index] == colon else { return nil }
    return end - index
  }

  /// `path:line:column: ` at the start, the path not starting with a space.
  private static func startsWithPlace(_ bytes: [UInt8]) -> Bool {
    guard let first = bytes.first, first != UInt8(ascii: " "), first != colon else { return false }
    for index in bytes.indices.dropLast() where bytes[index] == colon && bytes[index + 1] == UInt8(ascii: " ") {
      return placeBefore(bytes, end: index).map { $0 < index } ?? false
    }
    return false
  }

  /// `..` after something other than a full stop, followed by a space or the end.
  private static func hasDoubledFullStop(_ bytes: [UInt8]) -> Bool {
    let dot = UInt8(ascii: ".")
    for index in bytes.indices.dropFirst()
    where index + 1 < bytes.count && bytes[index] == dot && bytes[index + 1] == dot {
      guard bytes[index - 1] != dot else { continue }
      if index + 2 == bytes.count || bytes[index + 2] == UInt8(ascii: " ") { return true }
    }
    return false
  }

  /// `:3:7: (3:7)`: a place, then the official parsers' place again.
  private static func saysPlaceTwice(_ bytes: [UInt8]) -> Bool {
    for index in bytes.indices
    where index + 3 < bytes.count && bytes[index] == colon && bytes[index + 1] == UInt8(ascii: " ")
      && bytes[index + 2] == UInt8(ascii: "(")
    {
      guard placeBefore(bytes, end: index) != nil else { continue }
      var after = index + 3
      var digits = 0
      while after < bytes.count, isDigit(bytes[after]) {
        after += 1
        digits += 1
      }
      guard digits > 0, after < bytes.count, bytes[after] == colon else { continue }
      after += 1
      digits = 0
      while after < bytes.count, isDigit(bytes[after]) {
        after += 1
        digits += 1
      }
      if digits > 0, after < bytes.count, bytes[after] == UInt8(ascii: ")") { return true }
    }
    return false
  }
}
