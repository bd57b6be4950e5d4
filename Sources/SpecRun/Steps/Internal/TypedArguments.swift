/// Turns the matched arguments of a step into the types its closure declares.
enum TypedArguments {
  /// A matched value that is not of the type the closure asks for.
  struct Mismatch: Error, CustomStringConvertible {
    var index: Int
    var expected: String
    var actual: String
    var description: String {
      "argument \(index + 1) is a \(actual), but the step definition takes a \(expected). Change the closure's parameter type, or the expression's parameter ({int} gives Int, {float} Double, {word} and {string} String)."
    }
  }

  /// The argument at `index` as a `T`, and `index` moved on to the next.
  ///
  /// Runs unspecialised (the closure it serves is generic over its parameter pack), so the usual
  /// case, a value of exactly the type asked for, is one comparison of type metadata; the casts and
  /// conversions, whose `Optional<T>` metadata the runtime looks up on entry, wait in
  /// ``converted(_:_:as:)`` for the other cases.
  static func value<T>(_ arguments: [StepArgument], _ index: inout Int, as wanted: T.Type) throws -> T {
    defer { index += 1 }
    // Read where the argument keeps it: made an `Any` first, every argument was copied into a
    // new existential, asked and destroyed.
    if type(of: arguments[index].value) == T.self { return exactly(arguments[index].value, as: T.self) }
    return try converted(arguments[index].value, index, as: T.self)
  }

  /// `value`, whose dynamic type is exactly `T`, as a `T` (``ExactType/unwrap(_:as:)`` for a
  /// value kept as `any Sendable`).
  private static func exactly<T>(_ value: any Sendable, as _: T.Type) -> T {
    func reinterpret<Opened>(_ opened: Opened) -> T { unsafeBitCast(opened, to: T.self) }
    return reinterpret(value)
  }

  /// `value`, the argument at `index`, cast or converted to a `T`: a value of a subclass or read
  /// as an existential, an `Int` for a `Double`, a `String` of digits for an `Int`.
  @inline(never)
  private static func converted<T>(_ value: Any, _ index: Int, as wanted: T.Type) throws -> T {
    if let typed = value as? T { return typed }
    if T.self == Double.self, let integer = value as? Int, let converted = Double(integer) as? T { return converted }
    if T.self == Int.self, let text = value as? String, let number = Int(text), let converted = number as? T {
      return converted
    }
    throw Mismatch(index: index, expected: "\(T.self)", actual: "\(type(of: value))")
  }

  static func arity<each A>(_ types: repeat (each A).Type) -> Int {
    var count = 0
    for _ in repeat each types { count += 1 }
    return count
  }
}
