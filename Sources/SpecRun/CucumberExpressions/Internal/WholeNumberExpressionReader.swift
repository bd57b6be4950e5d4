/// Matches a Cucumber Expression made of plain text and whole-number parameters (`{int}`, or any
/// type whose regexps are `-?\d+` and `\d+`) by reading the step's bytes, finding the groups its
/// regular expression would find: most steps of a large run are new texts (`a number 1041`), and
/// the regular expression cost more than everything else done to plan such a step.
///
/// ```swift
/// let reader = WholeNumberExpressionReader(expression.ast, parameterTypes: expression.parameterTypes)
/// switch reader?.read("a number 42") {
/// case .matched(let groups): groups[0].value       // "42", from UTF-16 offset 9 to 11
/// case .mismatched: …                              // the regular expression would not match either
/// case .undecided, nil: …                          // ask the regular expression
/// }
/// ```
///
/// It answers only where the answer is certain: each parameter is followed by the end of the
/// step or by text that cannot start with a digit, so the digits a parameter takes are exactly
/// the run the regular expression's greedy `-?\d+` takes, with no other way to match. A digit
/// the regular expression knows and this reader does not (`\d` is any Unicode decimal digit,
/// `４` or `٤`) makes it undecided, as does any character past ASCII after a number's digits,
/// but for kana, kanji and CJK punctuation (U+3000 to U+9FFF, where Unicode has no digit), so a
/// Japanese step (`カウンターに4が表示される`) is read too.
struct WholeNumberExpressionReader: Sendable {
  /// What reading a step found.
  enum Reading: Equatable {
    /// The step matches; one group per parameter, as the regular expression's capture groups.
    case matched([ArgumentGroup])
    /// The step does not match.
    case mismatched
    /// The regular expression must decide.
    case undecided
  }

  /// The text around the parameters, as UTF-8: one more than there are parameters (the first
  /// before the first parameter, the last after the last one; either may be empty).
  private let texts: [[UInt8]]

  /// The regexps a whole-number parameter type has, as ``BuiltInParameterTypes`` gives them to
  /// `{int}`, `{long}` and the like.
  private static let wholeNumberRegexps = BuiltInParameterTypes.integerRegexps

  /// A reader for the expression whose syntax tree is `ast`, or `nil` when it has anything but
  /// text and whole-number parameters (optional text, alternatives, other parameter types), or
  /// a parameter followed by a digit or by another parameter.
  init?(_ ast: CucumberExpressionNode, parameterTypes: [ParameterType]) {
    guard parameterTypes.allSatisfy({ $0.regexps == Self.wholeNumberRegexps }) else { return nil }
    var texts: [[UInt8]] = [[]]
    for node in ast.nodes {
      switch node.kind {
      case .text: texts[texts.count - 1] += Array(node.text.utf8)
      case .parameter: texts.append([])
      default: return nil
      }
    }
    // Every text after a parameter but the last must be there, and none may start with a digit.
    for index in texts.indices.dropFirst() {
      if let first = texts[index].first {
        if Self.isDigit(first) { return nil }
      } else if index < texts.count - 1 {
        return nil
      }
    }
    self.texts = texts
  }

  /// How `step` matches: its groups, a mismatch, or undecided (see the type's comment).
  func read(_ step: String) -> Reading {
    var step = step
    return step.withUTF8 { bytes in read(bytes) }
  }

  private func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Reading {
    var position = 0
    var offset = 0  // in UTF-16 code units, as messages count
    var groups: [ArgumentGroup] = []
    for index in texts.indices {
      guard Self.reads(texts[index], in: bytes, at: position) else { return .mismatched }
      // Room for the groups once the step starts as the expression does: most expressions a
      // step is read against are refused by their first text, and make no list.
      if index == 0 { groups.reserveCapacity(texts.count - 1) }
      for byte in texts[index] where byte & 0xC0 != 0x80 { offset += byte >= 0xF0 ? 2 : 1 }
      position += texts[index].count
      guard index < texts.count - 1 else { break }
      // -?\d+, as many digits as there are: the text that follows cannot start with one.
      let start = position
      if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
      let digitsStart = position
      while position < bytes.count, Self.isDigit(bytes[position]) { position += 1 }
      if position < bytes.count, bytes[position] >= 0x80, !Self.startsKanaOrKanji(bytes[position]) { return .undecided }
      guard position > digitsStart else { return .mismatched }
      let length = position - start
      groups.append(
        ArgumentGroup(
          value: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self),
          start: offset, end: offset + length))
      offset += length
    }
    return position == bytes.count ? .matched(groups) : .mismatched
  }

  private static func reads(_ text: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
    guard bytes.count - position >= text.count else { return false }
    for index in text.indices where bytes[position + index] != text[index] { return false }
    return true
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  /// Whether `byte` starts a character from U+3000 to U+9FFF (CJK punctuation such as 「, kana,
  /// kanji), none of which is a digit: a Japanese step's number ends there for certain.
  private static func startsKanaOrKanji(_ byte: UInt8) -> Bool { (0xE3...0xE9).contains(byte) }
}
