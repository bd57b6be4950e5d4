/// Where a store read a value, from its root store's state: the steps a view's read took through
/// scoped stores and dynamic member lookups. Two reads of the same place (by the same view or by a
/// store scoped again in the next `body`) have equal paths, so the root keeps one watch for them.
struct ObservedPath: Hashable, @unchecked Sendable {
  // @unchecked: the steps hold key paths and element ids, immutable values that are only hashed.
  enum Step: Hashable {
    /// A stored or computed property: `\.count`.
    case property(AnyKeyPath)
    /// Whether an optional is `nil`: a sheet's presence, not its content.
    case presence
    /// The content of an optional that is there.
    case unwrapped
    /// Which case an enum is in, whatever its payload.
    case currentCase
    /// The payload of the enum case with this name.
    case enumCase(String)
    /// The ids of a collection, in order: what a list shows, not its rows' contents.
    case ids
    /// The element with this id.
    case element(AnyHashable)
    /// The whole value (`store.state`).
    case whole
  }

  private(set) var steps: [Step]

  init(root: ObjectIdentifier) {
    self.steps = [.element(AnyHashable(root))]
  }

  func appending(_ step: Step) -> ObservedPath {
    var path = self
    path.steps.append(step)
    return path
  }
}

/// Tells whether a value read by a view changed between two states. Built once per watched path,
/// so the cost of finding `==` is paid once, not per comparison.
enum ValueComparison {
  /// Whether two values are the same: `==` for an `Equatable` value; for any other value, whether
  /// their storage is bit for bit the same. The store holds the old state while it reduces, so a
  /// changed array, string or dictionary has been copied and its storage differs: the fallback
  /// never misses a change of a value type, though it may report one that `==` would call equal.
  static func same<Value>(_: Value.Type) -> (Value, Value) -> Bool {
    if let equatable = Value.self as? any Equatable.Type {
      return sameByEquality(equatable, as: Value.self)
    }
    return { old, new in sameBits(old, new) }
  }

  private static func sameByEquality<E: Equatable, Value>(
    _: E.Type, as _: Value.Type
  ) -> (Value, Value) -> Bool {
    { old, new in unsafeBitCast(old, to: E.self) == unsafeBitCast(new, to: E.self) }
  }

  static func sameBits<Value>(_ old: Value, _ new: Value) -> Bool {
    withUnsafeBytes(of: old) { oldBytes in
      withUnsafeBytes(of: new) { newBytes in oldBytes.elementsEqual(newBytes) }
    }
  }
}
