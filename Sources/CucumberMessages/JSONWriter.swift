/// The bytes of JSON text, appended piece by piece into one UTF-8 buffer: the one place where
/// Cucumber Messages become JSON. Every message writes itself member by member; any other value
/// is written through its `Encodable` conformance (see
/// ``write(_:)-(Encodable)``); commas between members and elements are put in for you.
///
/// ```swift
/// var json = JSONWriter()
/// json.write(Messages.Envelope(pickle))
/// json.newline()
/// json.text   // {"pickle":{"id":"6",…}}\n
/// ```
///
/// A writer is a value: a copy keeps the text it had when it was made. (Its public entry points
/// make its storage its own once; the steps inside one value's writing then write straight
/// through pointers, with no check per byte.)
public struct JSONWriter: Sendable {
  private var storage = JSONBytes()
  /// Whether the next member or element is written after a comma (the verbatim pieces of
  /// `JSONWriter+Verbatim.swift` clear it).
  var needsComma = false

  /// Added to every predictable id (`"0"`, `"1"`, …) the messages write; random (UUID) ids are
  /// written as they are. A file parsed on its own numbers its ids from `"0"`; written with the
  /// number of ids the files before it used, its lines are those of one run over all the files.
  ///
  /// ```swift
  /// var json = JSONWriter(idOffset: 10)
  /// json.write(Messages.Pickle.Tag(name: "@a", astNodeId: "2"))
  /// json.text   // {"name":"@a","astNodeId":"12"}
  /// ```
  public var idOffset: Int

  /// An empty writer; `reservingCapacity` bytes are set aside at once when the size of the text
  /// is known roughly (it still grows past them).
  public init(idOffset: Int = 0, reservingCapacity: Int = 0) {
    self.idOffset = idOffset
    if reservingCapacity > 0 { _ = storage.room(for: reservingCapacity) }
  }

  /// A copy of the UTF-8 bytes written so far.
  public var bytes: [UInt8] { Array(storage.buffer) }

  /// How many bytes have been written so far.
  public var byteCount: Int { storage.count }

  /// How many bytes the writer's memory holds before it has to grow (for tests of its reuse).
  var capacity: Int { storage.capacity }

  /// The bytes written so far, as a string.
  public var text: String { String(decoding: storage.buffer, as: UTF8.self) }

  /// Calls `body` with the UTF-8 bytes written so far, without copying them (for writing them
  /// out; they are valid only inside `body`).
  ///
  /// ```swift
  /// json.withUTF8 { bytes in write(output, bytes.baseAddress, bytes.count) }
  /// ```
  public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
    try body(storage.buffer)
  }

  /// The text written so far, handed out and removed: the writer starts again empty, keeping its
  /// room, so a long stream is written in pieces through one buffer.
  ///
  /// ```swift
  /// if json.byteCount >= 1 << 20 { output(json.takeText()) }
  /// ```
  public mutating func takeText() -> String {
    defer {
      makeStorageItsOwn()
      storage.count = 0
      needsComma = false
    }
    return text
  }

  /// Empties the writer for another text, keeping its memory (at least `reservingCapacity`
  /// bytes of it), with ids moved by `idOffset` from now on: one writer serves file after file
  /// without asking for fresh memory each time. A copy made before keeps its text (the writer
  /// then takes fresh memory instead).
  ///
  /// ```swift
  /// json.withUTF8 { bytes in output(bytes) }
  /// json.removeAll(idOffset: nextFilesFirstId, reservingCapacity: 1 << 20)
  /// ```
  public mutating func removeAll(idOffset: Int, reservingCapacity: Int) {
    if !isKnownUniquelyReferenced(&storage) { storage = JSONBytes() }
    storage.count = 0
    needsComma = false
    self.idOffset = idOffset
    if reservingCapacity > 0 { _ = storage.room(for: reservingCapacity) }
  }

  /// Ends the current line: the next value starts a new NDJSON line.
  public mutating func newline() {
    makeStorageItsOwn()
    append(0x0A)
    needsComma = false
  }

  /// Copies the storage when another writer shares it (a copy of this one), so that the writes
  /// that follow touch this writer's text alone. Every public way of writing calls it first.
  mutating func makeStorageItsOwn() {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
  }

  mutating func beginObject() { open(UInt8(ascii: "{")) }
  mutating func beginArray() { open(UInt8(ascii: "[")) }

  /// Closes the object or array opened last with `bracket` (`}` or `]`).
  @inline(__always)
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
  @inline(__always)
  mutating func key(_ name: StaticString) {
    let length = name.utf8CodeUnitCount
    let free = room(for: length + 4)
    let written = commaFirst(at: free)
    free[written] = UInt8(ascii: "\"")
    Self.copy(name.utf8Start, to: free + written + 1, count: length)
    free[written + length + 1] = UInt8(ascii: "\"")
    free[written + length + 2] = UInt8(ascii: ":")
    commit(written + length + 3)
    needsComma = false
  }

  /// A number, `true`, `false` or `null`: text that needs no escaping.
  mutating func literal(_ text: String) {
    separate()
    for byte in text.utf8 { append(byte) }
    needsComma = true
  }

  @inline(__always)
  private mutating func open(_ bracket: UInt8) {
    let free = room(for: 2)
    let written = commaFirst(at: free)
    free[written] = bracket
    commit(written + 1)
    needsComma = false
  }

  /// Puts a comma at `free` and says how many bytes of it to keep: 1 when a member or element
  /// came before in the same object or array, else 0 (what follows is written over it). One
  /// store and no branch: whether a comma is due follows no pattern a processor could guess.
  @inline(__always)
  private func commaFirst(at free: UnsafeMutablePointer<UInt8>) -> Int {
    free[0] = UInt8(ascii: ",")
    return needsComma ? 1 : 0
  }

  /// A comma, when a member or element came before in the same object or array.
  @inline(__always)
  mutating func separate() {
    if needsComma { append(UInt8(ascii: ",")) }
  }

  /// Marks that a value was written: the next one in the same object or array needs a comma.
  @inline(__always)
  mutating func endValue() { needsComma = true }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    room(for: 1)[0] = byte
    storage.count += 1
  }

  @inline(__always)
  mutating func append(_ first: UInt8, _ second: UInt8) {
    let free = room(for: 2)
    free[0] = first
    free[1] = second
    storage.count += 2
  }

  /// `count` bytes from `start`, as they are.
  @inline(__always)
  mutating func append(_ start: UnsafePointer<UInt8>, count: Int) {
    guard count > 0 else { return }
    Self.copy(start, to: room(for: count), count: count)
    commit(count)
  }

  /// Copies `count` bytes; most texts of a message (keys, names, keywords, ids) are short, and
  /// up to 16 bytes are copied with two overlapping loads and stores instead of a call.
  @inline(__always)
  static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
    let from = UnsafeRawPointer(source)
    let to = UnsafeMutableRawPointer(target)
    switch count {
    case 8...16:
      let head = from.loadUnaligned(as: UInt64.self)
      let tail = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
      to.storeBytes(of: head, as: UInt64.self)
      to.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
    case 4..<8:
      let head = from.loadUnaligned(as: UInt32.self)
      let tail = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
      to.storeBytes(of: head, as: UInt32.self)
      to.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
    case 0..<4:
      for index in 0..<count { target[index] = source[index] }
    default:
      target.update(from: source, count: count)
    }
  }

  /// Where the next `needed` bytes go; the caller adds what it wrote to `storage.count`. The
  /// storage is this writer's own (see ``makeStorageItsOwn()``).
  @inline(__always)
  func room(for needed: Int) -> UnsafeMutablePointer<UInt8> {
    storage.room(for: needed)
  }

  /// Counts `written` bytes put at ``room(for:)`` as text.
  @inline(__always)
  mutating func commit(_ written: Int) { storage.count += written }
}
