/// A small JSON writer that appends to a UTF-8 buffer. The caller writes keys in the order it
/// wants (the message encoders write them alphabetically, like the official tools).
///
/// ```swift
/// var json = JSONWriter()
/// json.object { json in
///   json.key("name"); json.string("a \"quoted\" word")
///   json.key("line"); json.number(3)
/// }
/// json.text   // {"name":"a \"quoted\" word","line":3}
/// ```
public struct JSONWriter: Sendable {
  public private(set) var bytes: [UInt8] = []
  private var needsComma = false

  public init() {}

  public var text: String { String(decoding: bytes, as: UTF8.self) }

  public mutating func object(_ body: (inout JSONWriter) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "{"))
    needsComma = false
    body(&self)
    bytes.append(UInt8(ascii: "}"))
    needsComma = true
  }

  public mutating func array<Element>(_ elements: [Element], _ body: (inout JSONWriter, Element) -> Void) {
    separate()
    bytes.append(UInt8(ascii: "["))
    needsComma = false
    for element in elements {
      body(&self, element)
    }
    bytes.append(UInt8(ascii: "]"))
    needsComma = true
  }

  public mutating func key(_ name: StaticString) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    bytes.append(UInt8(ascii: ":"))
    needsComma = false
  }

  public mutating func string(_ value: String) {
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

  public mutating func number(_ value: Int) {
    separate()
    bytes.append(contentsOf: String(value).utf8)
    needsComma = true
  }

  /// Writes `"name":"value"`.
  public mutating func field(_ name: StaticString, _ value: String) {
    key(name)
    string(value)
  }

  /// Writes `"name":value`.
  public mutating func field(_ name: StaticString, _ value: Int) {
    key(name)
    number(value)
  }

  /// Writes `"name":[...]` of strings.
  public mutating func field(_ name: StaticString, _ values: [String]) {
    key(name)
    array(values) { $0.string($1) }
  }

  public mutating func newline() {
    bytes.append(0x0A)
    needsComma = false
  }

  private mutating func separate() {
    if needsComma { bytes.append(UInt8(ascii: ",")) }
  }
}
