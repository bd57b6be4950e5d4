import SpecRun
import Testing

@Suite("A parameter type registry")
struct ParameterTypeRegistryTests {
  enum Color: String, Sendable { case red, blue }

  @Test("starts with the built-in types, Cucumber's and {カギ括弧}")
  func builtIns() {
    let registry = ParameterTypeRegistry()
    let names = Set(registry.parameterTypes.map(\.name))
    #expect(
      names == [
        "int", "float", "word", "string", "", "double", "bigdecimal", "biginteger", "byte",
        "short", "long", "カギ括弧",
      ])
    #expect(registry.lookup(name: "int")?.regexps == [#"-?\d+"#, #"\d+"#])
    #expect(registry.lookup(name: "nope") == nil)
  }

  @Test("transforms a custom parameter type's text with its transformer")
  func customType() throws {
    let registry = ParameterTypeRegistry()
    try registry.define(ParameterType(name: "color", regexp: "red|blue") { Color(rawValue: $0) })
    let expression = try CucumberExpression("a {color} ball", registry: registry)
    let argument = try #require(try expression.match("a blue ball")?.first)
    #expect(argument.value as? Color == .blue)
    #expect(argument.parameterTypeName == "color")
    #expect(try expression.match("a green ball") == nil)
  }

  @Test("lets a custom type use several regexps and its capture groups")
  func severalRegexps() throws {
    let registry = ParameterTypeRegistry()
    try registry.define(
      ParameterType(name: "size", regexps: [#"(\d+)x(\d+)"#, "square"]) { values in
        values == [nil, nil] ? [1, 1] : values.map { Int($0 ?? "") ?? 0 }
      })
    let expression = try CucumberExpression("a {size} box", registry: registry)
    #expect(try expression.match("a 3x4 box")?.first?.value as? [Int] == [3, 4])
  }

  @Test("refuses a second type with the same name")
  func duplicateName() throws {
    let registry = ParameterTypeRegistry()
    expectCucumberExpressionError("There is already a parameter type with name int") {
      try registry.define(ParameterType(name: "int", regexp: "one") { $0 })
    }
  }

  @Test("refuses a name with characters the expression syntax uses")
  func illegalName() {
    expectCucumberExpressionError(
      "Illegal character in parameter name {a/b}. Parameter names may not contain '{', '}', '(', ')', '\\' or '/'"
    ) { try ParameterTypeRegistry().define(ParameterType(name: "a/b", regexp: "x") { $0 }) }
  }

  @Test("refuses two preferential types for one regexp")
  func twoPreferential() {
    expectCucumberExpressionError(
      """
      There can only be one preferential parameter type per regexp.
      The regexp /-?\\d+/ is used for two preferential parameter types, {int} and {count}
      """
    ) {
      try ParameterTypeRegistry().define(
        ParameterType(name: "count", regexp: #"-?\d+"#, preferForRegexpMatch: true) { $0 })
    }
  }

  @Test("refuses a type without regexps")
  func noRegexps() {
    expectCucumberExpressionError(
      "The parameter type {empty} has no regexps. Give it at least one regexp its values match."
    ) { try ParameterTypeRegistry().define(ParameterType(name: "empty", regexps: []) { $0 }) }
  }
}
