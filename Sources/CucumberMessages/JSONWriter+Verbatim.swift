// For a report that lays its JSON out itself (the legacy Cucumber JSON, indented as Foundation's
// `JSONEncoder` indents it): pieces written as they are, with no comma put in before or after
// them; the strings quoted and escaped as every message's are.

extension JSONWriter {
  /// `text` as it is: punctuation, a line break and its indent, a key with its quotes.
  ///
  /// ```swift
  /// json.appendVerbatim("{\n  \"name\" : ")
  /// json.appendQuoted("Tom \"the\" cat")   // "Tom \"the\" cat"
  /// json.appendVerbatim("\n}")
  /// ```
  package mutating func appendVerbatim(_ text: StaticString) {
    makeStorageItsOwn()
    append(text.utf8Start, count: text.utf8CodeUnitCount)
    needsComma = false
  }

  /// `count` spaces: an indent.
  package mutating func appendSpaces(_ count: Int) {
    makeStorageItsOwn()
    let free = room(for: count)
    for index in 0..<count { free[index] = UInt8(ascii: " ") }
    commit(count)
    needsComma = false
  }

  /// `value` in quotes, escaped.
  package mutating func appendQuoted(_ value: String) {
    makeStorageItsOwn()
    needsComma = false
    string(value)
    needsComma = false
  }

  /// `value` in decimal digits.
  package mutating func appendInteger(_ value: Int) {
    makeStorageItsOwn()
    needsComma = false
    integer(value)
    needsComma = false
  }
}
