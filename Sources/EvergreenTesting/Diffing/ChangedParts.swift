/// A stored property of two values that may differ (``changedParts(_:_:)``), or a property of such
/// a property (``parts``), with its value in each, so its changes can be found without walking
/// the rest of the values again.
package struct ChangedPart {
  /// The part as changes name it, from the values' root: `tasks`, `tasks.isLoading`.
  package let name: String
  /// The properties from the root to this part: `["tasks", "isLoading"]`.
  private let fields: [String]
  private let expected: Any
  private let actual: Any
  /// The values' type, whose name a change of the whole value would be named by.
  private let rootType: Any.Type

  fileprivate init(fields: [String], expected: Any, actual: Any, rootType: Any.Type) {
    self.name = fields.joined(separator: ".")
    self.fields = fields
    self.expected = expected
    self.actual = actual
    self.rootType = rootType
  }

  /// The changes ``structuralDifference(_:_:)`` of the two whole values finds within this part,
  /// in its order and named from the values' root (`tasks[2].title`).
  package var changes: [ValueDifference.Change] {
    var differ = StructuralDiffer(rootName: String(describing: rootType))
    differ.within(fields[...]) { $0.compare(expected, actual) }
    return differ.changes
  }

  /// This part's own stored properties that may differ, by the rules of ``changedParts(_:_:)``
  /// and named from the root (`tasks.isLoading`): their changes together are this part's
  /// ``changes``. `nil` when that cannot be told without a walk.
  ///
  /// ```swift
  /// changedParts(before, after)?[0].parts?.map(\.name)   // ["tasks.isLoading", "tasks.items"]
  /// ```
  package var parts: [ChangedPart]? {
    storedPartsThatMayDiffer(expected, actual, within: fields, rootType: rootType)
  }
}

/// The stored properties of two values of a struct type that may differ, in declaration order,
/// named as ``structuralDifference(_:_:)`` names them (`tasks`, `destination`), without walking
/// into them: those `==` finds unequal, and those that are not `Equatable` (only a walk could
/// tell). Every change that structural difference finds lies within one of them, so a caller
/// that only cares about some changes can take the changes of those parts alone.
///
/// `nil` when that cannot be told this cheaply: the values are not a struct compared field by
/// field, or no `Equatable` property is unequal although the values are (a custom `==`, or only
/// properties that are not `Equatable`); then any part may differ.
///
/// ```swift
/// changedParts(before, after)?.map(\.name)          // ["isLoading", "items"]
/// changedParts(before, after)?[1].changes            // the changes within items
/// ```
package func changedParts<T>(_ expected: T, _ actual: T) -> [ChangedPart]? {
  storedPartsThatMayDiffer(expected, actual, within: [], rootType: T.self)
}

/// ``changedParts(_:_:)`` of two values found at `fields` within values of `rootType`.
private func storedPartsThatMayDiffer(_ expected: Any, _ actual: Any, within fields: [String], rootType: Any.Type)
  -> [ChangedPart]?
{
  guard type(of: expected) == type(of: actual) else { return nil }
  if equalIfEquatable(expected, actual) == true { return [] }
  if atomicDescription(of: expected) != nil || expected is any CustomDiffRepresentable || expected is String
    || expected is Substring || expected is any DiffableArray || expected is any DiffableDictionary
    || expected is any DiffableSet
  {
    return nil
  }
  let expectedMirror = Mirror(reflecting: expected)
  guard expectedMirror.displayStyle == .struct else { return nil }
  let expectedChildren = reflectedChildren(of: expectedMirror, asExpected: true)
  let actualChildren = reflectedChildren(of: Mirror(reflecting: actual))
  guard !expectedChildren.isEmpty, expectedChildren.map(\.label) == actualChildren.map(\.label) else { return nil }
  var parts: [ChangedPart] = []
  var foundUnequal = false
  for (position, (expectedChild, actualChild)) in zip(expectedChildren, actualChildren).enumerated() {
    let equal = equalIfEquatable(expectedChild.value, actualChild.value)
    if equal == true { continue }
    if equal == false { foundUnequal = true }
    let label = expectedChild.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "\(position)"
    parts.append(
      ChangedPart(fields: fields + [label], expected: expectedChild.value, actual: actualChild.value, rootType: rootType))
  }
  // A property unequal by `==` holds a change, so the values are not different only as a whole
  // (a change at the root's own path, which lies in no property).
  return foundUnequal ? parts : nil
}
