import Synchronization
import Testing

@testable import SpecRun

@Suite("A Cucumber Expression of text and whole numbers, read without its regular expression")
struct WholeNumberExpressionReaderTests {
  let registry = ParameterTypeRegistry()

  static let expressions = [
    "a number {int}", "I add {int} and {int}", "{int} apples", "{int}-{int}", "x-{int}", "{long} items",
    "カウンターに{int}が表示される", "🍎 {int} 🍐", #"\(a\) {int}"#, "the total is {int}",
  ]

  static let steps = [
    "a number 42", "a number -7", "a number 007", "a number", "a number ", "a number -", "a number --3",
    "a number 4 2", "a number 42 ", "a number 42\n", "a number ４２", "a number ٤", "a number 4２", "a number -４",
    "a number 42é", "a number 4x", "I add 1 and 2", "I add -1 and -22", "I add 1 and", "I add 1and 2",
    "3 apples", "-3 apples", "3apples", " 3 apples", "1-2", "-1--2", "1-", "x-5", "x--5", "x-",
    "カウンターに4が表示される", "カウンターに-12が表示される", "カウンターに４が表示される", "カウンターにが表示される",
    "カウンターに4が表示され", "🍎 12 🍐", "🍎 -1 🍐", "🍎 1🍐", "(a) 3", "a 3", "the total is 1003", "12 items",
    "", "the total is 99999999999999999999",
  ]

  @Test(
    "finds what the regular expression finds: the same groups at the same UTF-16 offsets, the same values, the same misses",
    arguments: expressions)
  func agreesWithTheRegularExpression(source: String) throws {
    let expression = try CucumberExpression(source, registry: registry)
    #expect(expression.readsStepsDirectly, "\(source) is text and whole numbers only")
    for step in Self.steps {
      let read = Self.describe { try expression.match(step) }
      let byRegex = Self.describe { try expression.matchByRegularExpression(step) }
      #expect(read == byRegex, "\(source) on \(step.debugDescription)")
    }
  }

  @Test("is not used for optional text, alternatives, other types, or a number followed by a digit or a parameter")
  func leftToTheRegularExpression() throws {
    for source in [
      "I have {int} cucumber(s)", "belly/stomach {int}", "I say {string}", "{word} {int}", "{int}{int}", "{int}0 items",
      "{float} kg", "{} and {int}",
    ] {
      let expression = try CucumberExpression(source, registry: registry)
      #expect(!expression.readsStepsDirectly, "\(source)")
    }
  }

  @Test("a type of the user's own with the whole-number regexps is read directly, and its transformer still runs")
  func ownTypeWithWholeNumberRegexps() throws {
    try registry.define(
      ParameterType(name: "cents", regexps: [#"-?\d+"#, #"\d+"#], typeName: "Int") { values in
        (Int(values[0] ?? "") ?? 0) * 100
      })
    let expression = try CucumberExpression("I pay {cents}", registry: registry)
    #expect(expression.readsStepsDirectly)
    let arguments = try #require(try expression.match("I pay 3"))
    #expect(arguments[0].value as? Int == 300)
    #expect(arguments[0].group == ArgumentGroup(value: "3", start: 6, end: 7))
  }

  @Test("a transformer runs only for a step that matches to its end, never for one refused after its number")
  func transformersRunOnlyForWholeMatches() throws {
    let conversions = Mutex(0)
    try registry.define(
      ParameterType(name: "pennies", regexps: [#"-?\d+"#, #"\d+"#], typeName: "Int") { values in
        conversions.withLock { $0 += 1 }
        guard let value = Int(values[0] ?? "") else { throw CucumberExpressionError(.transformation, message: "no") }
        return value
      })
    let expression = try CucumberExpression("I owe {pennies} and {pennies} more", registry: registry)
    #expect(expression.readsStepsDirectly)
    let refused = ["I owe 3 and 4 mor", "I owe 3 and 4 more!", "I owe 3 and x more", "I owe 99999999999999999999 and"]
    for step in refused {
      #expect(try expression.match(step) == nil, "\(step)")
    }
    #expect(conversions.withLock { $0 } == 0)
    let arguments = try #require(try expression.match("I owe 3 and 4 more"))
    #expect(arguments.map { $0.value as? Int } == [3, 4])
    #expect(conversions.withLock { $0 } == 2)
  }

  /// A match as text that two matches agree on when they are the same: each argument's group,
  /// type and value, or the error.
  private static func describe(_ match: () throws -> [StepArgument]?) -> String {
    do {
      guard let arguments = try match() else { return "no match" }
      return arguments.map { "\($0.group) \($0.parameterTypeName ?? "-") \($0.value)" }.joined(separator: "; ")
    } catch {
      return "error: \(error)"
    }
  }
}
