extension StringProtocol {
  /// The text without the whitespace around it (Unicode's, line breaks included), without a
  /// Foundation call: cheap enough for every line of a file and every step's keyword.
  ///
  /// ```swift
  /// "  Given ".trimmedOfWhitespace   // "Given"
  /// ```
  var trimmedOfWhitespace: String {
    // The usual text (a keyword, a line) has spaces or tabs around printable ASCII: trimmed by
    // scalars, without breaking it into characters. Printable ASCII never joins a space into
    // one character, so the result is the same.
    let scalars = unicodeScalars
    var start = scalars.startIndex
    var end = scalars.endIndex
    while start < end, scalars[start] == " " || scalars[start] == "\t" { start = scalars.index(after: start) }
    while start < end, case let last = scalars[scalars.index(before: end)], last == " " || last == "\t" {
      end = scalars.index(before: end)
    }
    if start < end, Self.isPrintableASCII(scalars[start]), Self.isPrintableASCII(scalars[scalars.index(before: end)]) {
      return String(self[start..<end])
    }
    guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
      return ""
    }
    return String(self[first...last])
  }

  private static func isPrintableASCII(_ scalar: Unicode.Scalar) -> Bool { scalar.value > 0x20 && scalar.value < 0x7F }
}
