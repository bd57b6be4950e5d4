/// Text from scenario files and step results made safe to print on a terminal: control characters
/// are shown, never obeyed, so a feature cannot clear the screen or retitle the window.
///
/// ```swift
/// TerminalText.visible("\u{1B}[2J")   // "␛[2J"
/// ```
enum TerminalText {
  /// `text` with every control character but line feed and tab replaced by a visible stand-in:
  /// C0 controls by their Control Pictures (`␛`, `␇`, `␍`), DEL by `␡`, C1 controls as `\u{9B}`.
  static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A, 0x09: out.unicodeScalars.append(scalar)
      case 0x00...0x1F: out.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value)!)
      case 0x7F: out += "\u{2421}"
      case 0x80...0x9F: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    default: false
    }
  }
}
