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
  structuralDifference(expected, actual, writingAssignments: true)
}

/// ``structuralDifference(_:_:)``, finding each change's ``ValueDifference/Change/assignment`` only
/// when `writingAssignments`: a difference only rendered, or read for its paths, does without.
package func structuralDifference<T>(_ expected: T, _ actual: T, writingAssignments: Bool) -> ValueDifference? {
  var differ = StructuralDiffer(rootName: String(describing: T.self), writesAssignments: writingAssignments)
  differ.compare(expected, actual)
  return differ.changes.isEmpty ? nil : ValueDifference(changes: differ.changes)
}

/// The changes of ``structuralDifference(_:_:)`` that lie within the parts `paths` name (as
/// changes name them: `items[2]`, `count`), or `nil` when there are none. Parts outside them are
/// not walked at all, so checking what a step describes costs only the parts it describes.
///
/// ```swift
/// structuralDifference(expected, actual, within: ["count"])?.changes   // only count's change
/// ```
package func structuralDifference<T>(_ expected: T, _ actual: T, within paths: [String]) -> ValueDifference? {
  scopedDifference(expected, actual, paths) { change, path in diffPath(change, isWithin: path) }
}

/// The changes of ``structuralDifference(_:_:)`` that lie within the parts `paths` name or hold
/// one of them (an element added or removed whole, where `items[2].title` is asked), or `nil`.
/// Walked like ``structuralDifference(_:_:within:)``: parts that do not overlap `paths` are left out.
///
/// ```swift
/// structuralDifference(withoutThird, withThird, touching: ["items[2].title"])?.changes   // items[2] added
/// ```
package func structuralDifference<T>(_ expected: T, _ actual: T, touching paths: [String]) -> ValueDifference? {
  scopedDifference(expected, actual, paths) { change, path in diffPath(change, overlaps: path) }
}

private func scopedDifference<T>(
  _ expected: T, _ actual: T, _ paths: [String], _ keeps: (_ change: String, _ path: String) -> Bool
) -> ValueDifference? {
  var differ = StructuralDiffer(rootName: String(describing: T.self), scope: paths)
  differ.compare(expected, actual)
  let changes = differ.changes.filter { change in paths.contains { keeps(change.path, $0) } }
  return changes.isEmpty ? nil : ValueDifference(changes: changes)
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
  structuralDifference(expected, actual, writingAssignments: false)?.rendered(
    expectedLabel: expectedLabel, actualLabel: actualLabel)
}
