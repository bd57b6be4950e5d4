import Testing

@testable import SpecRun

/// A type that reads only the first value is handed a group's one value directly; what it makes
/// must be what the list of values would have made, for every shape of group.
@Suite("A parameter type makes the same value from a group as from the group's values")
struct ParameterTypeTransformTests {
  static let int = BuiltInParameterTypes.all.first { $0.name == "int" }!
  static let string = BuiltInParameterTypes.all.first { $0.name == "string" }!
  static let word = BuiltInParameterTypes.all.first { $0.name == "word" }!
  /// Made from a transformer of the whole matched text, as `steps.parameterType` makes one.
  static let celsius = ParameterType(name: "celsius", regexp: "-?\\d+°C") { text in Int(text.dropLast(2)) ?? 0 }
  /// Made from a transformer of the list: it sees every value.
  static let joined = ParameterType(name: "joined", regexps: ["(a)(b)?"]) { values in
    values.map { $0 ?? "-" }.joined(separator: "+")
  }

  static let groups = [
    ArgumentGroup(value: "42", start: 0, end: 2),
    ArgumentGroup(value: nil, start: nil, end: nil),
    ArgumentGroup(value: "-7°C", start: 3, end: 7),
    ArgumentGroup(
      value: "\"hi\"", start: 0, end: 4,
      children: [ArgumentGroup(value: "hi", start: 1, end: 3), ArgumentGroup(value: nil, start: nil, end: nil)]),
    ArgumentGroup(value: "ab", start: 0, end: 2, children: [ArgumentGroup(value: "a", start: 0, end: 1)]),
  ]

  static func described(_ made: Result<any Sendable, any Error>) -> String {
    switch made {
    case .success(let value): "\(type(of: value)) \(String(describing: value))"
    case .failure(let error): "error \(error)"
    }
  }

  @Test(
    "from a group or from its values alike",
    arguments: [int, string, word, celsius, joined].flatMap { type in groups.map { (type, $0) } })
  func sameValue(_ type: ParameterType, _ group: ArgumentGroup) {
    let fromGroup = Self.described(Result { try type.transform(group) })
    let fromValues = Self.described(Result { try type.transform(group.transformerInput) })
    #expect(fromGroup == fromValues, "\(type.name) on \(group)")
  }

  @Test("a type made from a transformer of the text gets nil for a group that did not take part")
  func absentGroup() throws {
    let value = try Self.celsius.transform(ArgumentGroup(value: nil, start: nil, end: nil))
    #expect((value as? Int?) == .some(nil))
    #expect(try Self.int.transform(ArgumentGroup(value: "12", start: 0, end: 2)) as? Int == 12)
  }
}
