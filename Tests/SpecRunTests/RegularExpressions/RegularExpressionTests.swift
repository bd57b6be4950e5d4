import SpecRun
import Testing

@Suite("A regular expression step pattern")
struct RegularExpressionTests {
  let registry = ParameterTypeRegistry()

  @Test("transforms a group with a parameter type's regexp and leaves other groups as text")
  func transformsKnownGroups() throws {
    let expression = try RegularExpression(#"^I have (-?\d+) cukes? in my (\w+)$"#, registry: registry)
    let arguments = try #require(try expression.match("I have 7 cukes in my belly"))
    #expect(arguments[0].value as? Int == 7)
    #expect(arguments[0].parameterTypeName == "int")
    #expect(arguments[1].value as? String == "belly")
    #expect(arguments[1].parameterTypeName == nil)
  }

  @Test("gives an absent value for an optional group that did not match")
  func absentGroup() throws {
    let expression = try RegularExpression(#"^I should( not)? see it$"#, registry: registry)
    let argument = try #require(try expression.match("I should see it")?.first)
    #expect(argument.isAbsent)
    #expect(argument.group == ArgumentGroup(value: nil, start: nil, end: nil))
    #expect(try expression.match("I should not see it")?.first?.value as? String == " not")
  }

  @Test("must match the whole text, and ignores non-capturing groups")
  func wholeText() throws {
    let expression = try RegularExpression(#"(?:a|an) (\w+)"#, registry: registry)
    #expect(try expression.match("an apple")?.map { $0.value as? String } == ["apple"])
    #expect(try expression.match("an apple pie") == nil)
  }

  @Test("reports a pattern that does not compile")
  func invalidPattern() throws {
    let error = try #require(throws: CucumberExpressionError.self) {
      try RegularExpression("I have (\\d+ cukes", registry: registry)
    }
    #expect(error.kind == .invalidRegularExpression)
    #expect(error.description.hasPrefix("The regular expression /I have (\\d+ cukes/ does not compile"))
  }

  @Test("refuses a group that several non-preferential types share")
  func ambiguous() throws {
    let registry = ParameterTypeRegistry()
    try registry.define(ParameterType(name: "a", regexp: "x+") { $0 })
    try registry.define(ParameterType(name: "b", regexp: "x+") { $0 })
    let expression = try RegularExpression("^(x+)$", registry: registry)
    let error = try #require(throws: CucumberExpressionError.self) { try expression.match("xx") }
    #expect(error.kind == .ambiguousParameterType)
    #expect(error.description.contains("{a}\n   {b}"))
  }
}
