/// Escaping for the XML Evergreen writes (JUnit reports).
enum XMLText {
  /// `text` safe inside a double-quoted attribute; characters XML cannot hold are dropped.
  static func attribute(_ text: String) -> String {
    MarkupText.escape(text, apostrophe: false, keeping: isAllowed)
  }

  /// `text` as one or more CDATA sections: a `]]>` inside it is split across two sections.
  static func cdata(_ text: String) -> String {
    // Most texts (every step line of a report) hold neither: looked at once, copied once.
    var clean = text
    if !text.unicodeScalars.allSatisfy(isAllowed) {
      clean = ""
      clean.unicodeScalars.append(contentsOf: text.unicodeScalars.filter(isAllowed))
    }
    if clean.utf8.contains(UInt8(ascii: "]")) {
      clean = clean.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>")
    }
    return "<![CDATA[" + clean + "]]>"
  }

  /// The characters XML 1.0 allows.
  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }
}
