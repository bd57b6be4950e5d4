extension Array {
  /// Takes the elements out of the array into one of their own size, moving them (no reference
  /// counting per element, unlike copying them into a new array), and leaves the array empty.
  /// `placeholder` fills the old storage while it is released; a value with nothing to release
  /// (empty strings, no boxes) keeps that free.
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
        source.initialize(repeating: placeholder, count: count)
        initialized = count
      }
    }
  }
}
