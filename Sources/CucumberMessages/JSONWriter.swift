/// The bytes of JSON text, appended piece by piece into one UTF-8 buffer: the one place where
/// Cucumber Messages become JSON. The messages a parse makes write themselves member by member;
/// any other value is written through its `Encodable` conformance (see
/// ``write(_:)-(Encodable)``); commas between members and elements are put in for you.
///
/// ```swift
/// var json = JSONWriter()
/// json.write(Messages.Envelope(pickle))
/// json.newline()
/// json.text   // {"pickle":{"id":"6",…}}\n
/// ```
///
/// A writer is a value: a copy keeps the text it had when it was made.
public struct JSONWriter: Sendable {
  private var storage = JSONBytes()
  private var needsComma = false

  /// An empty writer.
  public init() {}

  /// A copy of the UTF-8 bytes written so far.
  public var bytes: [UInt8] { Array(storage.buffer) }

  /// How many bytes have been written so far.
  public var byteCount: Int { storage.count }

  /// The bytes written so far, as a string.
  public var text: String { String(decoding: storage.buffer, as: UTF8.self) }

  /// The text written so far, handed out and removed: the writer starts again empty, keeping its
  /// room, so a long stream is written in pieces through one buffer.
  ///
  /// ```swift
  /// if json.byteCount >= 1 << 20 { output(json.takeText()) }
  /// ```
  public mutating func takeText() -> String {
    defer {
      _ = room(for: 0)
      storage.count = 0
      needsComma = false
    }
    return text
  }

  /// Ends the current line: the next value starts a new NDJSON line.
  public mutating func newline() {
    append(0x0A)
    needsComma = false
  }

  mutating func beginObject() { open(UInt8(ascii: "{")) }
  mutating func beginArray() { open(UInt8(ascii: "[")) }

  /// Closes the object or array opened last with `bracket` (`}` or `]`).
  mutating func close(_ bracket: UInt8) {
    append(bracket)
    needsComma = true
  }

  mutating func key(_ name: String) {
    string(name)
    append(UInt8(ascii: ":"))
    needsComma = false
  }

  /// `"name":` for a member name known when compiling (no escaping needed, none done).
  mutating func key(_ name: StaticString) {
    let length = name.utf8CodeUnitCount
    let free = room(for: length + 4)
    var written = 0
    if needsComma {
      free[0] = UInt8(ascii: ",")
      written = 1
    }
    free[written] = UInt8(ascii: "\"")
    (free + written + 1).update(from: name.utf8Start, count: length)
    free[written + length + 1] = UInt8(ascii: "\"")
    free[written + length + 2] = UInt8(ascii: ":")
    storage.count += written + length + 3
    needsComma = false
  }

  /// `value` in quotes, with `"`, `\` and control characters escaped; the runs between them are
  /// copied whole.
  mutating func string(_ value: String) {
    separate()
    var value = value
    value.withUTF8 { utf8 in
      // Room for the whole text and its quotes up front; an escape asks for more as it comes.
      room(for: utf8.count + 2)[0] = UInt8(ascii: "\"")
      storage.count += 1
      var start = 0
      for index in 0..<utf8.count {
        let byte = utf8[index]
        guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
        appendRun(of: utf8, from: start, to: index)
        appendEscape(for: byte)
        start = index + 1
      }
      appendRun(of: utf8, from: start, to: utf8.count)
      append(UInt8(ascii: "\""))
    }
    needsComma = true
  }

  /// A whole number in decimal.
  mutating func integer(_ value: Int) {
    separate()
    // Digits are made from the last; 20 places hold any Int with its sign.
    var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    withUnsafeMutableBytes(of: &digits) { places in
      var magnitude = value.magnitude
      var first = places.count
      repeat {
        first -= 1
        places[first] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      if value < 0 {
        first -= 1
        places[first] = UInt8(ascii: "-")
      }
      let length = places.count - first
      room(for: length).update(
        from: places.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt8.self) + first, count: length)
      storage.count += length
    }
    needsComma = true
  }

  /// A number, `true`, `false` or `null`: text that needs no escaping.
  mutating func literal(_ text: String) {
    separate()
    for byte in text.utf8 { append(byte) }
    needsComma = true
  }

  private mutating func appendEscape(for byte: UInt8) {
    switch byte {
    case UInt8(ascii: "\""): append(0x5C, UInt8(ascii: "\""))
    case UInt8(ascii: "\\"): append(0x5C, 0x5C)
    case 0x0A: append(0x5C, UInt8(ascii: "n"))
    case 0x0D: append(0x5C, UInt8(ascii: "r"))
    case 0x09: append(0x5C, UInt8(ascii: "t"))
    case 0x08: append(0x5C, UInt8(ascii: "b"))
    case 0x0C: append(0x5C, UInt8(ascii: "f"))
    default:
      let hex: StaticString = "0123456789abcdef"
      append(0x5C, UInt8(ascii: "u"))
      append(0x30, 0x30)
      append(hex.utf8Start[Int(byte >> 4)], hex.utf8Start[Int(byte & 0xF)])
    }
  }

  private mutating func open(_ bracket: UInt8) {
    separate()
    append(bracket)
    needsComma = false
  }

  private mutating func separate() {
    if needsComma { append(UInt8(ascii: ",")) }
  }

  /// `text[from..<to]`, as it is.
  private mutating func appendRun(of text: UnsafeBufferPointer<UInt8>, from: Int, to: Int) {
    guard from < to else { return }
    room(for: to - from).update(from: text.baseAddress.unsafelyUnwrapped + from, count: to - from)
    storage.count += to - from
  }

  private mutating func append(_ byte: UInt8) {
    room(for: 1)[0] = byte
    storage.count += 1
  }

  private mutating func append(_ first: UInt8, _ second: UInt8) {
    let free = room(for: 2)
    free[0] = first
    free[1] = second
    storage.count += 2
  }

  /// Where the next `needed` bytes go, in storage this writer alone holds (a copy's is copied first).
  @inline(__always)
  private mutating func room(for needed: Int) -> UnsafeMutablePointer<UInt8> {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage.room(for: needed)
  }
}
