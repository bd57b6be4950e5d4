/// The growing run of bytes a ``JSONWriter`` writes into: one block of memory, grown by doubling,
/// written through pointers (no per-append checks of a generic collection). A writer copies it
/// before writing when another writer shares it, so writers stay values.
///
/// ```swift
/// let bytes = JSONBytes()
/// let free = bytes.room(for: 2)   // at least 2 writable bytes after the text so far
/// free[0] = UInt8(ascii: "{"); free[1] = UInt8(ascii: "}")
/// bytes.count += 2
/// ```
final class JSONBytes: @unchecked Sendable {
  // Sendable because a writer never writes into a `JSONBytes` another writer can see (see
  // `JSONWriter.room(for:)`); a shared one is only read.
  private(set) var start: UnsafeMutablePointer<UInt8>?
  /// How many bytes fit before the memory is grown.
  private(set) var capacity = 0
  /// How many bytes hold text.
  var count = 0

  init() {}

  deinit { start?.deallocate() }

  /// The text written so far.
  var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: start, count: count) }

  /// Where the next `needed` bytes go; the memory is grown first when it is too small.
  @inline(__always)
  func room(for needed: Int) -> UnsafeMutablePointer<UInt8> {
    if count + needed > capacity { grow(toHold: count + needed) }
    return start.unsafelyUnwrapped + count
  }

  /// A separate block holding the same text.
  func copy() -> JSONBytes {
    let copy = JSONBytes()
    if count > 0 {
      copy.room(for: count).update(from: start.unsafelyUnwrapped, count: count)
      copy.count = count
    }
    return copy
  }

  private func grow(toHold needed: Int) {
    let newCapacity = max(needed, capacity * 2, 4096)
    let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    if let start {
      newStart.update(from: start, count: count)
      start.deallocate()
    }
    start = newStart
    capacity = newCapacity
  }
}
