import SpecRun
import Testing

@Suite("A Cucumber Expression")
struct CucumberExpressionTests {
  let registry = ParameterTypeRegistry()

  @Test("matches optional text and alternatives, giving the number as an Int")
  func optionalAndAlternative() throws {
    let expression = try CucumberExpression(
      "I have {int} cucumber(s) in my belly/stomach", registry: registry)
    let arguments = try #require(try expression.match("I have 42 cucumbers in my stomach"))
    #expect(arguments.count == 1)
    #expect(arguments[0].value as? Int == 42)
    #expect(arguments[0].parameterTypeName == "int")
    #expect(arguments[0].group == ArgumentGroup(value: "42", start: 7, end: 9))
    #expect(try expression.match("I have 1 cucumber in my belly")?.first?.value as? Int == 1)
  }

  @Test("does not match text that only starts like it")
  func wholeTextOnly() throws {
    let expression = try CucumberExpression("I have {int} cucumbers", registry: registry)
    #expect(try expression.match("I have 3 cucumbers and more") == nil)
    #expect(try expression.match("I have three cucumbers") == nil)
  }

  @Test(
    "a step is matched from its first character, whether the expression starts with escaped text, an alternative, an optional part or a parameter"
  )
  func startsOfExpressions() throws {
    let cases: [(expression: String, text: String, matches: Bool)] = [
      (#"\(a\) b {int}"#, "(a) b 3", true),
      (#"\(a\) b {int}"#, "a b 3", false),
      ("belly/stomach {int}", "stomach 3", true),
      ("my belly/stomach {int}", "my stomach 3", true),
      ("my belly/stomach {int}", "your stomach 3", false),
      ("(the )counter is {int}", "counter is 3", true),
      ("{int} apples", "3 apples", true),
      ("カウンターに{int}", "カウンターに3", true),
      ("I have {string}", #"I have "a \"b\"""#, true),
    ]
    for (source, text, matches) in cases {
      let expression = try CucumberExpression(source, registry: registry)
      #expect((try expression.match(text) != nil) == matches, "\(source) on \(text)")
    }
    let quoted = try CucumberExpression("I have {string}", registry: registry)
    #expect(try quoted.match(#"I have "a \"b\"""#)?.first?.value as? String == #"a "b""#)
  }

  @Test("gives a quoted string without its quotes and a word as it is")
  func stringAndWord() throws {
    let expression = try CucumberExpression("{word} said {string}", registry: registry)
    let arguments = try #require(try expression.match(#"Ada said "hello \"you\"""#))
    #expect(arguments.map { $0.value as? String } == ["Ada", #"hello "you""#])
    #expect(arguments[1].group.value == #""hello \"you\"""#)
    #expect(arguments[1].group.children.count == 2, "the two quote styles' capture groups")
  }

  @Test("compiles to the reference's regular expression")
  func regex() throws {
    let expression = try CucumberExpression("I have {int} cucumber(s)", registry: registry)
    #expect(expression.regex == #"^I have ((?:-?\d+)|(?:\d+)) cucumber(?:s)?$"#)
    #expect(expression.parameterTypes.map(\.name) == ["int"])
  }

  @Test("reports an undefined parameter type with the official message")
  func undefinedParameterType() {
    expectCucumberExpressionError(
      """
      This Cucumber Expression has a problem at column 8:

      I have {color} balls
             ^-----^
      Undefined parameter type 'color'.
      Please register a ParameterType for 'color'
      """
    ) { _ = try CucumberExpression("I have {color} balls", registry: registry) }
  }

  @Test("tells which parameter type is undefined, for the runner's messages")
  func undefinedParameterTypeName() throws {
    let error = try #require(throws: CucumberExpressionError.self) {
      try CucumberExpression("a {colour}", registry: registry)
    }
    #expect(error.kind == .undefinedParameterType(name: "colour"))
  }

  @Test("reports an optional around a parameter with the official message")
  func parameterInOptional() {
    expectCucumberExpressionError(
      """
      This Cucumber Expression has a problem at column 4:

      a ({int})
         ^---^
      An optional may not contain a parameter type.
      If you did not mean to use an parameter type you can use '\\{' to escape the '{'
      """
    ) { _ = try CucumberExpression("a ({int})", registry: registry) }
  }

  @Test("reports a number too large for its type instead of crashing")
  func outOfRange() throws {
    let expression = try CucumberExpression("{byte}", registry: registry)
    expectCucumberExpressionError(
      "Cannot transform '300' to Int8 for {byte}: the number is out of range (-128...127). Use {biginteger} or a larger integer type."
    ) { _ = try expression.match("300") }
  }

  @Test("reads a number typed in full-width digits (４２) as the same number in ASCII")
  func fullWidthDigits() throws {
    let count = try CucumberExpression("I have {int} apples", registry: registry)
    #expect(try count.match("I have ４２ apples")?.first?.value as? Int == 42)
    #expect(try count.match("I have -７ apples")?.first?.value as? Int == -7)
    let weight = try CucumberExpression("it weighs {float} kg", registry: registry)
    #expect(try weight.match("it weighs ３.５ kg")?.first?.value as? Double == 3.5)
    let small = try CucumberExpression("{byte}", registry: registry)
    expectCucumberExpressionError(
      "Cannot transform '３００' to Int8 for {byte}: the number is out of range (-128...127). Use {biginteger} or a larger integer type."
    ) { _ = try small.match("３００") }
  }

  @Test("counts columns in characters, so an emoji moves the marker by one")
  func emojiColumns() {
    expectCucumberExpressionError(
      """
      This Cucumber Expression has a problem at column 3:

      😀 {
        ^
      The '{' does not have a matching '}'.
      If you did not intend to use a parameter you can use '\\{' to escape the a parameter
      """
    ) { _ = try CucumberExpression("😀 {", registry: registry) }
  }

  @Test("reports argument offsets in UTF-16 code units")
  func utf16Offsets() throws {
    let expression = try CucumberExpression("😀 {int}", registry: registry)
    let argument = try #require(try expression.match("😀 12")?.first)
    #expect(argument.group.start == 3)
    #expect(argument.group.end == 5)
  }
}
