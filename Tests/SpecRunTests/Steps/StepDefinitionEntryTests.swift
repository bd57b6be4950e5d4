import Testing

@testable import SpecRun

/// A definition's fields are shared by its copies until one of them is changed: a change is the
/// changed copy's alone, as with any value.
@Suite("A step definition behaves as a value")
struct StepDefinitionEntryTests {
  static func library() -> StepLibrary {
    var steps = StepLibrary()
    steps.given("a number {int}") { (_, _: Int) in }
    steps.when("I add {int}") { (_, _: Int) in }
    return steps
  }

  @Test("changing a field of a copy leaves the library's definition and its other fields as they were")
  func changingACopy() throws {
    let steps = Self.library()
    var copy = steps.definitions[0]
    copy.pattern = "a count {int}"
    copy.id = 7
    copy.arity = 3
    #expect(steps.definitions[0].pattern == "a number {int}")
    #expect(steps.definitions[0].id == 0)
    #expect(steps.definitions[0].arity == 1)
    #expect(copy.pattern == "a count {int}")
    #expect(copy.id == 7)
    #expect(copy.arity == 3)
    #expect(copy.keyword == steps.definitions[0].keyword)
    #expect(copy.location.line == steps.definitions[0].location.line)
    #expect(try copy.expression.match("a number 4")?.first?.value as? Int == 4, "the expression was not changed")
  }

  @Test("a changed expression matches for the copy alone")
  func changingTheExpression() throws {
    let steps = Self.library()
    var copy = steps.definitions[0]
    copy.expression = steps.definitions[1].expression
    copy.isRegularExpression = true
    #expect(try copy.expression.match("I add 2")?.first?.value as? Int == 2)
    #expect(try steps.definitions[0].expression.match("I add 2") == nil)
    #expect(steps.definitions[0].isRegularExpression == false)
  }
}
