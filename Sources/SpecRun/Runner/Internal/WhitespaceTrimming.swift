extension StringProtocol {
  /// The text without the whitespace around it (Unicode's, line breaks included), without a
  /// Foundation call: cheap enough for every line of a file and every step's keyword.
  ///
  /// ```swift
  /// "  Given ".trimmedOfWhitespace   // "Given"
  /// ```
  var trimmedOfWhitespace: String {
    guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
      return ""
    }
    return String(self[first...last])
  }
}
