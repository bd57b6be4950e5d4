/// The escaping the HTML and the JUnit (XML) reports share: text made safe in an element or a
/// double-quoted attribute, scalar by scalar.
///
/// ```swift
/// MarkupText.escape("Tom & \"Jerry\"", apostrophe: false)   // Tom &amp; &quot;Jerry&quot;
/// ```
enum MarkupText {
  /// `text` with `&`, `<`, `>` and `"` (and `'` when `apostrophe`) as entities, and every scalar
  /// `isKept` refuses dropped. Escaped per Unicode scalar, never per character: a `<` joined to a
  /// combining or prefix mark (`\u{0600}<img …>`) is one Swift character, but a browser or an XML
  /// reader still reads a `<`.
  static func escape(
    _ text: String, apostrophe: Bool, keeping isKept: (Unicode.Scalar) -> Bool = { _ in true }
  ) -> String {
    // Most texts (names, steps, places) have nothing to escape or drop: given back as they are.
    let untouched = text.unicodeScalars.allSatisfy { scalar in
      switch scalar {
      case "&", "<", ">", "\"": false
      case "'": !apostrophe
      default: isKept(scalar)
      }
    }
    if untouched { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars where isKept(scalar) {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'" where apostrophe: out += "&#39;"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
