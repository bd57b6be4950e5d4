/// Where a file stops being UTF-8 text: the line and column (counted in characters) of its first
/// byte that is not part of valid UTF-8.
///
/// ```swift
/// InvalidUTF8.location(in: Array("a\nb\u{FF}".utf8) + [0xFF])   // (line: 2, column: 2)
/// ```
package enum InvalidUTF8 {
  package static func location(in bytes: some Sequence<UInt8>) -> (line: Int, column: Int)? {
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var line = 1
    var column = 1
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded):
        if Unicode.UTF8.decode(encoded) == "\n" {
          line += 1
          column = 1
        } else {
          column += 1
        }
      case .error:
        return (line, column)
      case .emptyInput:
        return nil
      }
    }
  }
}
