/// What `ImportScanner` reads a line of Swift as: its `Character`s, or its UTF-8 bytes when the
/// line is all ASCII (then each byte is one `Character`, and the scan gives the same words at the
/// same columns without breaking the text into grapheme clusters).
///
/// ```swift
/// let code = blankingCommentsAndStrings(Array(line.utf8), blockDepth: &depth, inMultilineString: &inString)
/// ```
protocol SourceUnit: Equatable {
  static var space: Self { get }
  static var quote: Self { get }
  static var slash: Self { get }
  static var star: Self { get }
  static var backslash: Self { get }
  static var semicolon: Self { get }
  static var openParenthesis: Self { get }
  static var closeParenthesis: Self { get }
  var isWhitespace: Bool { get }
  /// The text of a run of units.
  static func text(of units: ArraySlice<Self>) -> String
}

extension Character: SourceUnit {
  static var space: Character { " " }
  static var quote: Character { "\"" }
  static var slash: Character { "/" }
  static var star: Character { "*" }
  static var backslash: Character { "\\" }
  static var semicolon: Character { ";" }
  static var openParenthesis: Character { "(" }
  static var closeParenthesis: Character { ")" }
  static func text(of units: ArraySlice<Character>) -> String { String(units) }
}

extension UInt8: SourceUnit {
  static var space: UInt8 { UInt8(ascii: " ") }
  static var quote: UInt8 { UInt8(ascii: "\"") }
  static var slash: UInt8 { UInt8(ascii: "/") }
  static var star: UInt8 { UInt8(ascii: "*") }
  static var backslash: UInt8 { UInt8(ascii: "\\") }
  static var semicolon: UInt8 { UInt8(ascii: ";") }
  static var openParenthesis: UInt8 { UInt8(ascii: "(") }
  static var closeParenthesis: UInt8 { UInt8(ascii: ")") }
  /// As `Character.isWhitespace` for an ASCII byte: tab, line feed, vertical tab, form feed,
  /// carriage return and space.
  var isWhitespace: Bool { self == UInt8(ascii: " ") || (9...13).contains(self) }
  static func text(of units: ArraySlice<UInt8>) -> String { String(decoding: units, as: UTF8.self) }
}
