extension Array {
  /// Takes the elements out of the array into one of their own size, moving them (no reference
  /// counting per element, unlike copying them into a new array), and leaves the array empty.
  /// `placeholder` fills the old storage while it is released, copied there byte for byte (no
  /// retain per field): it must hold nothing reference-counted (empty strings, no boxes, numbers).
  ///
  /// ```swift
  /// var steps: [Step] = []
  /// steps.reserveCapacity(8)
  /// steps.append(step)
  /// let kept = steps.takeAllWithExactCapacity(placeholder: emptyStep)   // capacity 1, `steps` is []
  /// ```
  mutating func takeAllWithExactCapacity(placeholder: Element) -> [Element] {
    var taken: [Element] = []
    swap(&taken, &self)
    let count = taken.count
    guard taken.capacity > count, count > 0 else { return taken }
    return [Element](unsafeUninitializedCapacity: count) { exact, initialized in
      taken.withUnsafeMutableBufferPointer { old in
        guard let target = exact.baseAddress, let source = old.baseAddress else { return }
        target.moveInitialize(from: source, count: count)
        Swift.withUnsafeBytes(of: placeholder) { bytes in
          guard let pattern = bytes.baseAddress else { return }
          for index in 0..<count {
            UnsafeMutableRawPointer(source + index).copyMemory(from: pattern, byteCount: bytes.count)
          }
        }
        initialized = count
      }
    }
  }
}
