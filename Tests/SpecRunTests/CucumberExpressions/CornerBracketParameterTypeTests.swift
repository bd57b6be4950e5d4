import SpecRun
import Testing

@Suite("The built-in {カギ括弧} parameter type")
struct CornerBracketParameterTypeTests {
  let registry = ParameterTypeRegistry()

  @Test("it matches text in 「」 and hands the step the text without the brackets")
  func matches() throws {
    let expression = try CucumberExpression("{カギ括弧}を{カギ括弧}に入れる", registry: registry)
    let arguments = try #require(try expression.match("「りんご」を「かご」に入れる"))
    #expect(arguments.map { $0.value as? String } == ["りんご", "かご"])
    #expect(arguments.map(\.parameterTypeName) == ["カギ括弧", "カギ括弧"])
    #expect(try expression.match("\"りんご\"を「かご」に入れる") == nil)
  }

  @Test("empty brackets give an empty text, and a closing bracket ends the text")
  func edges() throws {
    let expression = try CucumberExpression("{カギ括弧}と表示される", registry: registry)
    #expect(try expression.match("「」と表示される")?.first?.value as? String == "")
    #expect(try expression.match("「「設定」アプリ」と表示される") == nil)
  }

  @Test("it is a built-in for every library, so a library defining it again is told so")
  func builtIn() {
    #expect(BuiltInParameterTypes.names.contains("カギ括弧"))
    var steps = StepLibrary()
    steps.parameterType("カギ括弧", regexp: "「[^」]*」") { String($0.dropFirst().dropLast()) }
    #expect(
      steps.definitionErrors.map(\.message) == [
        "{カギ括弧} is a built-in parameter type. Remove this definition: every library has it."
      ])
  }
}
