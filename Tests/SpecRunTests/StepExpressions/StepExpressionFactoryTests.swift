import SpecRun
import Testing

@Suite("The step expression factory")
struct StepExpressionFactoryTests {
  let factory = StepExpressionFactory(registry: ParameterTypeRegistry())

  @Test("reads anchored and slash-delimited patterns as regular expressions")
  func regularExpressions() throws {
    #expect(try factory.make(#"^I have (\d+) cukes$"#) is RegularExpression)
    #expect(try factory.make(#"I have (\d+) cukes$"#) is RegularExpression)
    let slashed = try factory.make(#"/I have (\d+) cukes/"#)
    #expect(slashed is RegularExpression)
    #expect(slashed.source == #"I have (\d+) cukes"#)
    #expect(try slashed.match("I have 4 cukes")?.first?.value as? Int == 4)
  }

  @Test("reads anything else as a Cucumber Expression")
  func cucumberExpressions() throws {
    let expression = try factory.make("I have {int} cuke(s)")
    #expect(expression is CucumberExpression)
    #expect(try expression.match("I have 1 cuke")?.first?.value as? Int == 1)
    #expect(try factory.make("apples/pears") is CucumberExpression)
  }
}
