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

/// A value whose stored properties are read once, to find its ``changedParts(_:_:)`` with several
/// other values: each state a scenario's trail saw is compared with the one before it and the one
/// after it.
///
/// ```swift
/// let states = [first, second, third].map(ReflectedValue.init)
/// changedParts(states[0], states[1], of: State.self)   // as changedParts(first, second)
/// ```
package struct ReflectedValue {
  fileprivate let value: Any
  /// Its stored properties as `Mirror` reads them, when it is a struct compared field by field.
  fileprivate let stored: [Mirror.Child]?

  package init(_ value: Any) {
    self.value = value
    self.stored = fieldwiseChildren(of: value)
  }
}

/// ``changedParts(_:_:)`` of two values of type `T` whose properties were read beforehand.
package func changedParts<T>(_ expected: ReflectedValue, _ actual: ReflectedValue, of _: T.Type) -> [ChangedPart]? {
  guard type(of: expected.value) == type(of: actual.value) else { return nil }
  if equalIfEquatable(expected.value, actual.value) == true { return [] }
  guard let expectedStored = expected.stored, let actualStored = actual.stored else { return nil }
  return partsOfFields(expectedStored, actualStored, within: [], rootType: T.self)
}

/// ``changedParts(_:_:)`` of two values found at `fields` within values of `rootType`.
private func storedPartsThatMayDiffer(_ expected: Any, _ actual: Any, within fields: [String], rootType: Any.Type)
  -> [ChangedPart]?
{
  guard type(of: expected) == type(of: actual) else { return nil }
  if equalIfEquatable(expected, actual) == true { return [] }
  // The values are of one type: what the expected one is, the actual one is.
  guard let expectedStored = fieldwiseChildren(of: expected) else { return nil }
  let actualStored = StoredFields.children(of: actual) ?? Array(Mirror(reflecting: actual).children)
  return partsOfFields(expectedStored, actualStored, within: fields, rootType: rootType)
}

/// The stored properties of a value as `Mirror` reads them, when structural difference compares
/// it field by field (a struct that is not text, a number, a collection or custom-diffed).
private func fieldwiseChildren(of value: Any) -> [Mirror.Child]? {
  if let traits = DiffedTypeTraits.of(value) {
    if traits.mayBeShownWhole || traits.hasDiffDescription || traits.isText || traits.isTypedCollection {
      return nil
    }
  } else if atomicDescription(of: value) != nil || value is any CustomDiffRepresentable || value is String
    || value is Substring || value is any DiffableArray || value is any DiffableDictionary || value is any DiffableSet
  {
    return nil
  }
  if let stored = StoredFields.children(of: value) { return stored }
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .struct else { return nil }
  return Array(mirror.children)
}

/// The parts of two structs of one type, from their stored properties.
private func partsOfFields(
  _ expectedStored: [Mirror.Child], _ actualStored: [Mirror.Child], within fields: [String], rootType: Any.Type
) -> [ChangedPart]? {
  let expectedChildren = diffedChildren(expectedStored, asExpected: true)
  let actualChildren = diffedChildren(actualStored, asExpected: false)
  guard !expectedChildren.isEmpty, expectedChildren.map(\.label) == actualChildren.map(\.label) else { return nil }
  var parts: [ChangedPart] = []
  var foundUnequal = false
  for (position, (expectedChild, actualChild)) in zip(expectedChildren, actualChildren).enumerated() {
    let equal = equalIfEquatable(expectedChild.value, actualChild.value)
    if equal == true { continue }
    if equal == false { foundUnequal = true }
    let label = expectedChild.label.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } ?? "\(position)"
    parts.append(
      ChangedPart(
        fields: fields + [label], expected: expectedChild.value, actual: actualChild.value, rootType: rootType))
  }
  // A property unequal by `==` holds a change, so the values are not different only as a whole
  // (a change at the root's own path, which lies in no property).
  return foundUnequal ? parts : nil
}
