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

  static func value<T>(_ arguments: [StepArgument], _ index: inout Int, as wanted: T.Type) throws -> T {
    defer { index += 1 }
    let value = arguments[index].value
    if ExactType.matches(value, T.self) { return ExactType.unwrap(value, as: T.self) }
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
