import Foundation

/// Finds where snippet parameter types match whole words of a step's text, for
/// ``CucumberExpressionGenerator``. Offsets are UTF-16 (NSString) offsets.
struct ParameterFinder {
  struct Found {
    var start: Int
    var length: Int
    /// Every type matching exactly there, preferential first, then by name.
    var types: [ParameterType]
  }

  private struct Matcher {
    let type: ParameterType
    let regex: NSRegularExpression
  }

  let text: String
  private let nsText: NSString
  private let matchers: [Matcher]

  init(text: String, types: [ParameterType]) {
    self.text = text
    self.nsText = text as NSString
    self.matchers = types.flatMap { type in
      type.regexps.compactMap { regexp in
        (try? NSRegularExpression(pattern: "(" + regexp + ")")).map { Matcher(type: type, regex: $0) }
      }
    }
  }

  var length: Int { nsText.length }

  func substring(_ start: Int, _ end: Int) -> String {
    nsText.substring(with: NSRange(location: start, length: end - start))
  }

  /// The earliest, then longest, whole-word match at or after `position`, with all the types
  /// that match it.
  func bestMatches(from position: Int) -> Found? {
    let candidates = matchers.compactMap { matcher -> (ParameterType, NSRange)? in
      firstWholeWordMatch(of: matcher.regex, from: position).map { (matcher.type, $0) }
    }
    guard
      let best = candidates.map(\.1).min(by: { left, right in
        left.location != right.location ? left.location < right.location : left.length > right.length
      })
    else { return nil }
    var types: [ParameterType] = []
    for (type, range) in candidates where range == best && !types.contains(where: { $0.name == type.name }) {
      types.append(type)
    }
    types.sort(by: ParameterTypeRegistry.preferredFirst)
    return Found(start: best.location, length: best.length, types: types)
  }

  private func firstWholeWordMatch(of regex: NSRegularExpression, from position: Int) -> NSRange? {
    var start = position
    while start < length {
      let searchRange = NSRange(location: start, length: length - start)
      guard let match = regex.firstMatch(in: text, range: searchRange) else { return nil }
      let range = match.range
      if range.length > 0 && isWordBoundary(before: range.location)
        && isWordBoundary(before: range.location + range.length, lookingForward: true)
      {
        return range
      }
      start += 1
    }
    return nil
  }

  /// Whether the character just before `offset` (or at it, when looking forward) separates words:
  /// a space, punctuation or a symbol, as the reference says, or a character of a script written
  /// without spaces (kanji, hiragana, katakana), so that `3` in `3件` or `1秒経つ` and 「保存」 in
  /// 「保存」をタップする stand on their own.
  private func isWordBoundary(before offset: Int, lookingForward: Bool = false) -> Bool {
    if lookingForward ? offset >= length : offset <= 0 { return true }
    let index = String.Index(utf16Offset: offset, in: text)
    let scalar =
      lookingForward
      ? text.unicodeScalars[index]
      : text.unicodeScalars[text.unicodeScalars.index(before: index)]
    if Self.isWrittenWithoutSpaces(scalar) { return true }
    switch scalar.properties.generalCategory {
    case .spaceSeparator, .lineSeparator, .paragraphSeparator,
      .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
      .initialPunctuation, .finalPunctuation, .otherPunctuation,
      .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
      return true
    default:
      return false
    }
  }

  /// Kanji (with 々), hiragana, katakana (with ー) and half-width katakana.
  private static func isWrittenWithoutSpaces(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x3005, 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
      0xFF66...0xFF9F, 0x20000...0x323AF:
      true
    default:
      false
    }
  }
}
