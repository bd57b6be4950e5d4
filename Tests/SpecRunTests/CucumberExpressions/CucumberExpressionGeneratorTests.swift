import SpecRun
import Testing

@Suite("The snippet expression generator")
struct CucumberExpressionGeneratorTests {
  let generator = CucumberExpressionGenerator(registry: ParameterTypeRegistry())

  @Test("turns a number and a quoted string into {int} and {string}")
  func intAndString() {
    let proposals = generator.generate(from: #"I have 3 "red" apples"#)
    #expect(proposals.map(\.source) == ["I have {int} {string} apples", "I have {float} {string} apples"])
    #expect(proposals[0].parameterInfos.map(\.name) == ["int", "string"])
    #expect(proposals[0].parameterInfos.map(\.typeName) == ["Int", "String"])
  }

  @Test("turns a decimal number into {float}")
  func float() {
    #expect(generator.generate(from: "it costs 2.5 euros").map(\.source) == ["it costs {float} euros"])
  }

  @Test("numbers repeated parameter names")
  func repeatedNames() throws {
    let proposal = try #require(generator.generate(from: #""a" and "b""#).first)
    #expect(proposal.source == "{string} and {string}")
    #expect(proposal.parameterInfos.map(\.name) == ["string", "string2"])
  }

  @Test("leaves digits inside a word alone and escapes expression syntax")
  func wordsAndEscapes() {
    #expect(generator.generate(from: "I visit A380 (again) and/or not").map(\.source) == [
      #"I visit A380 \(again) and\/or not"#
    ])
  }

  @Test("proposes a custom type that is meant for snippets")
  func customType() throws {
    let registry = ParameterTypeRegistry()
    try registry.define(ParameterType(name: "color", regexp: "red|blue") { $0 })
    let proposals = CucumberExpressionGenerator(registry: registry).generate(from: "a red ball")
    #expect(proposals.map(\.source) == ["a {color} ball"])
  }

  @Test("proposes expressions that match the text they came from")
  func roundTrip() throws {
    let registry = ParameterTypeRegistry()
    let text = #"I pay 12 "dollars" (cash) on 3/4"#
    for proposal in CucumberExpressionGenerator(registry: registry).generate(from: text) {
      #expect(try CucumberExpression(proposal.source, registry: registry).match(text) != nil, "\(proposal.source)")
    }
  }
}
