/// Escaping for text written into HTML: every user-written string goes through here.
enum HTMLText {
  /// `text` safe in an element or a quoted attribute. Escaped per Unicode scalar, never per
  /// character: a `<` joined to a combining or prefix mark (`\u{0600}<img …>`) is one Swift
  /// character, but the browser still reads a `<`.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
