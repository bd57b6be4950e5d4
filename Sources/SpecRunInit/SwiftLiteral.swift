/// Text written into generated Swift source as a string literal, escaped.
///
/// ```swift
/// SwiftLiteral.string(#"C:\dir "quoted""#)   // "\"C:\\\\dir \\\"quoted\\\"\""
/// ```
enum SwiftLiteral {
  static func string(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "\\": escaped += "\\\\"
      case "\"": escaped += "\\\""
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      default: escaped.append(character)
      }
    }
    return "\"" + escaped + "\""
  }
}
