/// Reads a value kept as `Any` (a step's argument, a value a scenario keeps by its type) as the
/// type it is asked for, without the runtime's general cast when the value is exactly of that
/// type: that is one comparison of type metadata, where `as? T` in generic code first looks up
/// the metadata of `Optional<T>` and then runs the cast machinery (bridging, protocols,
/// subclasses), for every step.
///
/// ```swift
/// let kept: Any = 3
/// let number = ExactType.matches(kept, Int.self) ? ExactType.unwrap(kept, as: Int.self) : kept as? Int
/// ```
///
/// A value of a subclass, or one an `as?` would convert (an `Int` read as a `Double?`, a
/// value read as an existential), is not exactly of the type: the caller falls back to `as?`.
///
/// Usable from ``ScenarioContext``'s inlinable subscript, which a step library specialises for
/// the types it keeps.
@usableFromInline
enum ExactType {
  /// Whether `value`'s dynamic type is `T` itself.
  @inlinable
  static func matches<T>(_ value: Any, _: T.Type) -> Bool { type(of: value) == T.self }

  /// `value`, which ``matches(_:_:)`` said is exactly a `T`, as a `T`.
  @inlinable
  static func unwrap<T>(_ value: Any, as _: T.Type) -> T {
    func reinterpret<Opened>(_ opened: Opened) -> T { unsafeBitCast(opened, to: T.self) }
    return reinterpret(value)
  }
}
