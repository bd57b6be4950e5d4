/// How many columns text takes on a terminal, so tables line up whatever the script: a kanji,
/// kana, hangul or fullwidth letter takes two, a combining mark none, everything else one.
///
/// ```swift
/// TerminalColumns.width("名前")    // 4
/// TerminalColumns.width("Alice")   // 5
/// TerminalColumns.padded("名前", to: 5)   // "名前 "
/// ```
enum TerminalColumns {
  static func width(_ text: String) -> Int {
    text.reduce(0) { total, character in total + width(character) }
  }

  /// `text` followed by spaces up to `columns`.
  static func padded(_ text: String, to columns: Int) -> String {
    text + String(repeating: " ", count: max(0, columns - width(text)))
  }

  private static func width(_ character: Character) -> Int {
    // A grapheme cluster takes the width of its first scalar: the marks that follow combine.
    guard let first = character.unicodeScalars.first else { return 0 }
    if first.properties.generalCategory == .nonspacingMark || first.properties.generalCategory == .enclosingMark {
      return 0
    }
    if first.properties.isEmojiPresentation { return 2 }
    return isWide(first.value) ? 2 : 1
  }

  /// East Asian Wide and Fullwidth ranges (Unicode Standard Annex #11).
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default:
      false
    }
  }
}
