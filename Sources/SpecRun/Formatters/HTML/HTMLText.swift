/// Escaping for text written into HTML: every user-written string goes through here.
enum HTMLText {
  /// `text` safe in an element or a quoted attribute (either quote), per Unicode scalar (see
  /// `MarkupText`).
  static func escape(_ text: String) -> String {
    MarkupText.escape(text, apostrophe: true)
  }
}
