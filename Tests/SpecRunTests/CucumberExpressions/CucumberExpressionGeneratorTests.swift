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
    #expect(
      generator.generate(from: "I visit A380 (again) and/or not").map(\.source) == [
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

  @Test(
    "numbers next to kanji and kana become parameters, as Japanese is written without spaces",
    arguments: [
      ("1秒経つ", ["{int}秒経つ", "{float}秒経つ"]),
      ("おてつだいが3件ある", ["おてつだいが{int}件ある", "おてつだいが{float}件ある"]),
      ("第2回のアンケート", ["第{int}回のアンケート", "第{float}回のアンケート"]),
      ("残高1.5倍", ["残高{float}倍"]),
    ])
  func numbersNextToKanji(text: String, expected: [String]) {
    #expect(generator.generate(from: text).map(\.source) == expected)
  }

  @Test("text in 「」 becomes {カギ括弧}, next to other parameters")
  func cornerBrackets() throws {
    let proposals = generator.generate(from: "「おさら」を3回あらう")
    #expect(proposals.map(\.source) == ["{カギ括弧}を{int}回あらう", "{カギ括弧}を{float}回あらう"])
    #expect(proposals[0].parameterInfos.map(\.name) == ["カギ括弧", "int"])
    #expect(proposals[0].parameterInfos.map(\.typeName) == ["String", "Int"])
  }

  @Test("a number a parameter type cannot hold is not proposed as that type")
  func valuesTheTransformerRefuses() {
    #expect(generator.generate(from: "99999999999999999999 stars").map(\.source) == ["{float} stars"])
  }

  @Test("a number in full-width digits is proposed as a number, since {int} and {float} read it as one")
  func fullWidthDigits() {
    #expect(generator.generate(from: "１秒経つ").map(\.source) == ["{int}秒経つ", "{float}秒経つ"])
    #expect(
      generator.generate(from: "「ふく」を１回たたむ").map(\.source) == ["{カギ括弧}を{int}回たたむ", "{カギ括弧}を{float}回たたむ"])
  }
}
