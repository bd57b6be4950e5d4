import SpecRun
import Testing

/// Step expressions skip their regular expression when a text cannot start with the pattern's
/// literal beginning; these patterns are the ones where a careless reading of that beginning
/// would turn a match away.
@Suite("Step expressions still match when a pattern's literal beginning is optional, alternative or escaped")
struct LiteralPrefixFilterTests {
  let registry = ParameterTypeRegistry()

  struct Case: Sendable, CustomTestStringConvertible {
    var pattern: String
    var text: String
    var matches: Bool
    var testDescription: String { "/\(pattern)/ \(matches ? "matches" : "does not match") \"\(text)\"" }
  }

  @Test(
    "regular expressions",
    arguments: [
      Case(pattern: "^yes|no$", text: "no", matches: true),
      Case(pattern: "^colou?r me$", text: "color me", matches: true),
      Case(pattern: "^a* cart$", text: " cart", matches: true),
      Case(pattern: "^ab{0,1}c$", text: "ac", matches: true),
      Case(pattern: "^(?i)hello$", text: "HELLO", matches: true),
      Case(pattern: #"^1\.5 kg$"#, text: "1.5 kg", matches: true),
      Case(pattern: #"^1\.5 kg$"#, text: "1x5 kg", matches: false),
      Case(pattern: "^a.c$", text: "abc", matches: true),
      Case(pattern: #"^\d cats$"#, text: "3 cats", matches: true),
      Case(pattern: "^[Tt]he end$", text: "the end", matches: true),
      Case(pattern: "^I have (\\d+) cukes$", text: "You have 3 cukes", matches: false),
      Case(pattern: "^I have (\\d+) cukes$", text: "I have 3 cukes", matches: true),
      Case(pattern: "^I have", text: "I hav", matches: false),
      Case(pattern: "^café$", text: "café", matches: true),
      Case(pattern: "(?:a|an) apple", text: "an apple", matches: true),
    ])
  func regularExpressions(_ testCase: Case) throws {
    let expression = try RegularExpression(testCase.pattern, registry: registry)
    #expect((try expression.match(testCase.text) != nil) == testCase.matches)
  }

  @Test(
    "Cucumber Expressions",
    arguments: [
      Case(pattern: "(a )cart", text: "cart", matches: true),
      Case(pattern: "a/the cart", text: "the cart", matches: true),
      Case(pattern: "I add {int}", text: "I add 3", matches: true),
      Case(pattern: "I add {int}", text: "I added 3", matches: false),
      Case(pattern: "{int} apples", text: "4 apples", matches: true),
      Case(pattern: #"a \(b\) c"#, text: "a (b) c", matches: true),
      Case(pattern: "cukes?", text: "cukes?", matches: true),
    ])
  func cucumberExpressions(_ testCase: Case) throws {
    let expression = try CucumberExpression(testCase.pattern, registry: registry)
    #expect((try expression.match(testCase.text) != nil) == testCase.matches)
  }
}
