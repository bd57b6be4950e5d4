/// The structured difference between two values, or `nil` when they are equal.
///
/// Values are compared structurally (with `Mirror`), entering `Equatable` parts only when `==`
/// says they differ, so a change to one element of a large collection costs a comparison of the
/// collection, not a dump of it. Each change is one changed leaf, or one added or removed element:
///
/// ```swift
/// let difference = structuralDifference(expected, actual)
/// difference?.changes.first?.summary   // "items[5000].isDone: false → true"
/// ```
public func structuralDifference<T>(_ expected: T, _ actual: T) -> ValueDifference? {
  var differ = StructuralDiffer(rootName: String(describing: T.self))
  differ.compare(expected, actual)
  return differ.changes.isEmpty ? nil : ValueDifference(changes: differ.changes)
}

/// A readable, minimal difference between two values of the same type, or `nil` when they are
/// equal (structurally, via `Mirror`). A path header per change block, `−` lines for the
/// expected value, `+` lines for the actual one, then one summary line per change:
///
/// ```swift
/// print(difference(expected, actual)!)
/// // − expected
/// // + actual
/// //
/// // items[2].title
/// // − "a"
/// // + "b"
/// //
/// // 1 change:
/// //   items[2].title: "a" → "b"
/// ```
///
/// At most ``ValueDifference/defaultRenderedChangeLimit`` changes are shown; the count is exact.
public func difference<T>(
  _ expected: T, _ actual: T, expectedLabel: String = "expected", actualLabel: String = "actual"
) -> String? {
  structuralDifference(expected, actual)?.rendered(expectedLabel: expectedLabel, actualLabel: actualLabel)
}
