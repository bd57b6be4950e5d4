/// A JSON value read strictly (RFC 8259: no trailing commas, no comments, no repeated keys), with
/// the line and column where it starts, so that a configuration file's mistakes can be pointed at.
///
/// ```swift
/// let value = try PositionedJSON.parse("{\"profiles\": {}}")
/// value.members?.first?.key        // "profiles"
/// ```
struct PositionedJSON: Equatable {
  /// A place in the text: lines and columns count from 1, columns in characters.
  struct Position: Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var description: String { "\(line):\(column)" }
  }

  /// One `"key": value` of an object, in file order.
  struct Member: Equatable {
    var key: String
    var keyPosition: Position
    var value: PositionedJSON
  }

  enum Value: Equatable {
    case object([Member])
    case array([PositionedJSON])
    case string(String)
    /// The number as written (`4`, `2.5`, `-1e3`).
    case number(String)
    case bool(Bool)
    case null
  }

  /// Text that is not JSON: where, and what was expected there.
  struct SyntaxError: Error, Equatable {
    var position: Position
    var message: String
  }

  var value: Value
  var position: Position

  /// The members when the value is an object.
  var members: [Member]? {
    if case .object(let members) = value { return members }
    return nil
  }

  /// What the value is, for messages: `a string ("yes")`, `an object`, `true`.
  var kindDescription: String {
    switch value {
    case .object: "an object"
    case .array: "a list"
    case .string(let text): "a string (\"\(text)\")"
    case .number(let text): "a number (\(text))"
    case .bool(let flag): "\(flag)"
    case .null: "null"
    }
  }

  static func parse(_ text: String) throws(SyntaxError) -> PositionedJSON {
    var reader = JSONReader(text)
    let value = try reader.value()
    reader.skipWhitespace()
    if !reader.atEnd {
      throw reader.error("unexpected \(reader.currentDescription) after the end of the JSON value")
    }
    return value
  }
}

/// The reader behind ``PositionedJSON/parse(_:)``: one pass over the characters, tracking line
/// and column.
private struct JSONReader {
  private let characters: [Character]
  private var index = 0
  private var line = 1
  private var column = 1

  init(_ text: String) { characters = Array(text) }

  var atEnd: Bool { index >= characters.count }

  private var current: Character? { atEnd ? nil : characters[index] }

  var currentDescription: String {
    guard let current else { return "end of file" }
    return current == "\n" ? "line break" : "'\(current)'"
  }

  private var position: PositionedJSON.Position { .init(line: line, column: column) }

  func error(_ message: String) -> PositionedJSON.SyntaxError { .init(position: position, message: message) }

  private mutating func advance() {
    if characters[index] == "\n" || characters[index] == "\r\n" {
      line += 1
      column = 1
    } else {
      column += 1
    }
    index += 1
  }

  mutating func skipWhitespace() {
    while let current, current == " " || current == "\t" || current == "\n" || current == "\r" || current == "\r\n" {
      advance()
    }
  }

  private mutating func expect(_ character: Character, _ what: String) throws(PositionedJSON.SyntaxError) {
    skipWhitespace()
    guard current == character else { throw error("expected \(what), found \(currentDescription)") }
    advance()
  }

  mutating func value() throws(PositionedJSON.SyntaxError) -> PositionedJSON {
    skipWhitespace()
    let start = position
    switch current {
    case "{": return PositionedJSON(value: .object(try object()), position: start)
    case "[": return PositionedJSON(value: .array(try array()), position: start)
    case "\"": return PositionedJSON(value: .string(try string()), position: start)
    case "t":
      try word("true")
      return PositionedJSON(value: .bool(true), position: start)
    case "f":
      try word("false")
      return PositionedJSON(value: .bool(false), position: start)
    case "n":
      try word("null")
      return PositionedJSON(value: .null, position: start)
    case let character? where character == "-" || character.isASCII && character.isNumber:
      return PositionedJSON(value: .number(try number()), position: start)
    default:
      throw error(
        "expected a value (an object, a list, a string, a number, true, false or null), found \(currentDescription)")
    }
  }

  private mutating func object() throws(PositionedJSON.SyntaxError) -> [PositionedJSON.Member] {
    advance()
    var members: [PositionedJSON.Member] = []
    skipWhitespace()
    if current == "}" {
      advance()
      return members
    }
    while true {
      skipWhitespace()
      let keyPosition = position
      guard current == "\"" else { throw error("expected a key in double quotes, found \(currentDescription)") }
      let key = try string()
      if members.contains(where: { $0.key == key }) {
        throw PositionedJSON.SyntaxError(
          position: keyPosition, message: "the key \"\(key)\" appears twice in this object")
      }
      try expect(":", "':' after the key \"\(key)\"")
      members.append(.init(key: key, keyPosition: keyPosition, value: try value()))
      skipWhitespace()
      if current == "}" {
        advance()
        return members
      }
      try expect(",", "',' or '}'")
    }
  }

  private mutating func array() throws(PositionedJSON.SyntaxError) -> [PositionedJSON] {
    advance()
    var elements: [PositionedJSON] = []
    skipWhitespace()
    if current == "]" {
      advance()
      return elements
    }
    while true {
      elements.append(try value())
      skipWhitespace()
      if current == "]" {
        advance()
        return elements
      }
      try expect(",", "',' or ']'")
    }
  }

  private mutating func string() throws(PositionedJSON.SyntaxError) -> String {
    advance()
    var text = ""
    while true {
      guard let character = current else {
        throw error("the string is not closed: expected '\"' before the end of file")
      }
      switch character {
      case "\"":
        advance()
        return text
      case "\\":
        advance()
        text.unicodeScalars.append(contentsOf: try escape().unicodeScalars)
      case _ where character.unicodeScalars.allSatisfy({ $0.value < 0x20 }):
        throw error("a line break or control character inside a string; write it as an escape such as \\n")
      default:
        text.append(character)
        advance()
      }
    }
  }

  private mutating func escape() throws(PositionedJSON.SyntaxError) -> String {
    guard let character = current else { throw error("the string is not closed: expected '\"' before the end of file") }
    let simple: [Character: String] = [
      "\"": "\"", "\\": "\\", "/": "/", "b": "\u{08}", "f": "\u{0C}", "n": "\n", "r": "\r", "t": "\t",
    ]
    if let replacement = simple[character] {
      advance()
      return replacement
    }
    guard character == "u" else {
      throw error("unknown escape '\\\(character)'; JSON knows \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX")
    }
    advance()
    let first = try hexQuad()
    if (0xD800..<0xDC00).contains(first), current == "\\" {
      advance()
      guard current == "u" else { throw error("expected the second half of a surrogate pair (\\uDC00 to \\uDFFF)") }
      advance()
      let second = try hexQuad()
      if (0xDC00..<0xE000).contains(second),
        let scalar = Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
      {
        return String(scalar)
      }
      throw error("expected the second half of a surrogate pair (\\uDC00 to \\uDFFF)")
    }
    guard let scalar = Unicode.Scalar(first) else { throw error("\\u escape of half a surrogate pair") }
    return String(scalar)
  }

  private mutating func hexQuad() throws(PositionedJSON.SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let character = current, let digit = character.hexDigitValue else {
        throw error("expected four hexadecimal digits after \\u")
      }
      value = value * 16 + UInt32(digit)
      advance()
    }
    return value
  }

  private mutating func number() throws(PositionedJSON.SyntaxError) -> String {
    var text = ""
    if current == "-" { take(into: &text) }
    if current == "0" {
      take(into: &text)
      if isDigit(current) { throw error("a number cannot start with 0 followed by more digits") }
    } else {
      try digits(into: &text)
    }
    if current == "." {
      take(into: &text)
      try digits(into: &text)
    }
    if current == "e" || current == "E" {
      take(into: &text)
      if current == "+" || current == "-" { take(into: &text) }
      try digits(into: &text)
    }
    return text
  }

  private func isDigit(_ character: Character?) -> Bool { character.map { $0.isASCII && $0.isNumber } ?? false }

  private mutating func take(into text: inout String) {
    text.append(characters[index])
    advance()
  }

  private mutating func digits(into text: inout String) throws(PositionedJSON.SyntaxError) {
    guard isDigit(current) else { throw error("expected a digit in the number, found \(currentDescription)") }
    while isDigit(current) { take(into: &text) }
  }

  private mutating func word(_ word: String) throws(PositionedJSON.SyntaxError) {
    let start = position
    for expected in word {
      guard current == expected else {
        throw PositionedJSON.SyntaxError(position: start, message: "expected \(word)")
      }
      advance()
    }
  }
}
