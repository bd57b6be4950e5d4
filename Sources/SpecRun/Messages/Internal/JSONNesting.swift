/// How deep JSON may nest before a reader refuses it: every JSON reader of `specrun` (profiles in
/// `specrun.json`, message streams read by `specrun format`, doc strings decoded by steps) checks
/// the text first, so that `[[[[…` a hundred thousand levels deep is a message naming the place,
/// never a stack overflow in a recursive parser.
///
/// ```swift
/// if let deep = JSONNesting.tooDeep(Array(text.utf8)) {
///   print("specrun.json:\(deep.line):\(deep.column): \(deep.problem)")
/// }
/// ```
enum JSONNesting {
  /// The deepest nesting any reader takes: far beyond what a person writes or a tool emits.
  static let limit = 512

  /// Where nesting first goes past the limit, and the sentence that says so and what to do.
  struct Place: Equatable {
    var line: Int
    var column: Int
    var problem: String { "lists and objects nest more than \(JSONNesting.limit) levels deep here; flatten the JSON." }
  }

  /// The place where `bytes` (UTF-8 JSON) opens its 513th nested list or object, or nil when it
  /// never nests that deep. Brackets inside strings do not count; lines and columns count from 1,
  /// columns in characters.
  static func tooDeep<Bytes: Sequence<UInt8>>(_ bytes: Bytes, limit: Int = limit) -> Place? {
    var depth = 0
    var line = 1
    var column = 0
    var inString = false
    var escaped = false
    for byte in bytes {
      if byte & 0b1100_0000 != 0b1000_0000 { column += 1 }
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 0
        continue
      }
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > limit { return Place(line: line, column: column) }
      case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
      default: break
      }
    }
    return nil
  }
}
