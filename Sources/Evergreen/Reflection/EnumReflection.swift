import Synchronization

/// Reads the case name and payload of any enum value by reflection: `Mirror` for payloads, the
/// type's metadata (``EnumMetadata``) for the names of cases without one. Case paths, scoped
/// stores, navigation ids and EvergreenTesting's diffs all name cases through it.
///
/// ```swift
/// enum Action: CustomStringConvertible { case refresh, loaded(Int); var description: String { "…" } }
/// EnumReflection.caseName(of: Action.refresh)    // "refresh"
/// EnumReflection.caseName(of: Action.loaded(3))  // "loaded"
/// EnumReflection.payload(of: Action.loaded(3)) as Int?   // 3
/// EnumReflection.caseName(of: 3)                 // nil: not an enum
/// ```
package enum EnumReflection {
  /// Whether the payload of a case (an enum type and a tag) whose payload is always of one type
  /// casts to a type, once found: the answer is the same for every value of that case.
  private static let knownCasts = Mutex<[PayloadCast: CastAnswer]>([:])

  private enum CastAnswer {
    /// The payload never casts to the type.
    case never
    /// It casts, and it is of that type exactly: it can be copied out without a mirror.
    case exact
    /// It casts to it as another type (a protocol, a wrapping): asked through `Mirror`.
    case byMirror
  }

  private struct PayloadCast: Hashable {
    var root: ObjectIdentifier
    var tag: UInt32
    var value: ObjectIdentifier
  }

  /// The case name of an enum value (`factResponse`; `some` or `none` for an `Optional`), or
  /// `nil` for a value that is not an enum. A payload case is named by its reflection label, a
  /// case without payload by its type's metadata; neither reads the value's description.
  package static func caseName(of value: Any) -> String? {
    caseName(of: value, mirror: Mirror(reflecting: value))
  }

  /// ``caseName(of:)`` for a value whose mirror the caller already made.
  package static func caseName(of value: Any, mirror: Mirror) -> String? {
    guard mirror.displayStyle == .enum || mirror.displayStyle == .optional else { return nil }
    if let label = mirror.children.first?.label { return label }
    // Only an enum compiled without reflection metadata has no name to read; its description is
    // the best there is.
    return EnumMetadata.caseName(of: value) ?? String(describing: value)
  }

  /// The names of every case of `type` (payload cases first, then the others, each in declaration
  /// order), or `nil` when `type` is not an enum or carries no reflection metadata.
  ///
  /// ```swift
  /// EnumReflection.caseNames(of: Counter.Action.self)   // ["factResponse", "incrementTapped", …]
  /// ```
  package static func caseNames(of type: Any.Type) -> [String]? {
    EnumMetadata(type)?.caseNames
  }

  /// Whether two enum values are the same case, whatever their payloads; `false` when they are
  /// not enums. Compares the values' tags, without reflecting on them.
  ///
  /// ```swift
  /// EnumReflection.isSameCase(Action.loaded(1), Action.loaded(2))   // true
  /// EnumReflection.isSameCase(Action.loaded(1), Action.refresh)     // false
  /// ```
  package static func isSameCase<Value>(_ first: Value, _ second: Value) -> Bool {
    if let same = EnumMetadata.sameCase(first, second) { return same }
    guard let name = caseName(of: first) else { return false }
    return caseName(of: second) == name
  }

  /// Whether an enum value is a case without payload.
  package static func hasNoPayload(_ value: Any) -> Bool {
    Mirror(reflecting: value).children.isEmpty
  }

  /// ``payload(of:)`` of a value whose type is known, without reflection where its type's metadata
  /// can tell: a case without payload has none, and a case whose payload is always of one struct
  /// or enum type casts to `Value` for every value of it or for none, which is found once per
  /// process. A case path asks this for every action that passes a `Scope`, and most are
  /// another case.
  ///
  /// ```swift
  /// enum Action { case child(Child.Action), other(Other.Action), refresh }
  /// EnumReflection.payload(of: Action.other(.tapped), as: Child.Action.self)   // nil, once known without Mirror
  /// ```
  package static func payload<Root, Value>(of root: Root, as _: Value.Type = Value.self) -> Value? {
    guard let (tag, payload) = EnumMetadata.payload(of: root) else { return self.payload(of: root as Any) }
    switch payload {
    case .none: return nil
    case .other: return self.payload(of: root as Any)
    case .concrete:
      let key = PayloadCast(root: ObjectIdentifier(Root.self), tag: tag, value: ObjectIdentifier(Value.self))
      switch knownCasts.withLock({ $0[key] }) {
      case .never?: return nil
      case .exact?:
        // An `indirect` case keeps its payload in a box: that one is read through `Mirror`.
        return EnumMetadata.payload(of: root, tag: tag, exactly: Value.self) ?? self.payload(of: root as Any)
      case .byMirror?: return self.payload(of: root as Any)
      case nil: break
      }
      let value: Value? = self.payload(of: root as Any)
      let isExact =
        value != nil && Mirror(reflecting: root).children.first.map { type(of: $0.value) == Value.self } == true
      knownCasts.withLock { $0[key] = value == nil ? .never : isExact ? .exact : .byMirror }
      return value
    }
  }

  /// The payload of an enum value as `Value`, unwrapping a single labelled payload (`case id(id: Int)`).
  package static func payload<Value>(of value: Any) -> Value? {
    guard let child = Mirror(reflecting: value).children.first else { return nil }
    if let payload = child.value as? Value { return payload }
    let inner = Mirror(reflecting: child.value)
    if inner.displayStyle == .tuple, inner.children.count == 1,
      let payload = inner.children.first?.value as? Value
    {
      return payload
    }
    return nil
  }
}
