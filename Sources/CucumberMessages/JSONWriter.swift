/// The bytes of JSON text, appended piece by piece into one UTF-8 buffer: the one place where
/// Cucumber Messages become JSON. Values are written through their `Encodable` conformance
/// (see ``write(_:)-(Encodable)``); commas between members and elements are put in for you.
///
/// ```swift
/// var json = JSONWriter()
/// json.write(Messages.Envelope(pickle))
/// json.newline()
/// json.text   // {"pickle":{"id":"6",…}}\n
/// ```
public struct JSONWriter: Sendable {
  /// The UTF-8 bytes written so far.
  public private(set) var bytes: [UInt8] = []
  private var needsComma = false

  /// An empty writer.
  public init() {}

  /// The bytes written so far, as a string.
  public var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Ends the current line: the next value starts a new NDJSON line.
  public mutating func newline() {
    bytes.append(0x0A)
    needsComma = false
  }

  mutating func beginObject() { open(UInt8(ascii: "{")) }
  mutating func beginArray() { open(UInt8(ascii: "[")) }

  /// Closes the object or array opened last with `bracket` (`}` or `]`).
  mutating func close(_ bracket: UInt8) {
    bytes.append(bracket)
    needsComma = true
  }

  mutating func key(_ name: String) {
    string(name)
    bytes.append(UInt8(ascii: ":"))
    needsComma = false
  }

  mutating func string(_ value: String) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    var value = value
    value.withUTF8 { utf8 in
      var start = 0
      for index in 0..<utf8.count {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
        start = index + 1
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: [0x5C, 0x22])
        case UInt8(ascii: "\\"): bytes.append(contentsOf: [0x5C, 0x5C])
        case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
        case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
        case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
        case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
        case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
        default:
          let hex = Array("0123456789abcdef".utf8)
          bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<utf8.count]))
    }
    bytes.append(UInt8(ascii: "\""))
    needsComma = true
  }

  /// A number, `true`, `false` or `null`: text that needs no escaping.
  mutating func literal(_ text: String) {
    separate()
    bytes.append(contentsOf: text.utf8)
    needsComma = true
  }

  private mutating func open(_ bracket: UInt8) {
    separate()
    bytes.append(bracket)
    needsComma = false
  }

  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
  }
}
