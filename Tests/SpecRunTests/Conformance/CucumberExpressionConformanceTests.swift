import Foundation
import SharedFixtures
import SpecRun
import Testing

/// Every case of `../shared/conformance/cucumber-expressions` (the official testdata).
@Suite("Cucumber Expressions conform to the official test data")
struct CucumberExpressionConformanceTests {
  static let tokenizerCases = ConformanceCases.jsonFiles(
    in: "cucumber-expressions/cucumber-expression/tokenizer")
  static let parserCases = ConformanceCases.jsonFiles(
    in: "cucumber-expressions/cucumber-expression/parser")
  static let transformationCases = ConformanceCases.jsonFiles(
    in: "cucumber-expressions/cucumber-expression/transformation")
  static let matchingCases = ConformanceCases.jsonFiles(
    in: "cucumber-expressions/cucumber-expression/matching")
  static let regularExpressionCases = ConformanceCases.jsonFiles(
    in: "cucumber-expressions/regular-expression/matching")

  @Test(
    "the conformance folders hold every case listed in SOURCE.md",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason))
  func everyCaseIsFound() {
    #expect(Self.tokenizerCases.count == 16)
    #expect(Self.parserCases.count == 28)
    #expect(Self.transformationCases.count == 8)
    #expect(Self.matchingCases.count == 65)
    #expect(Self.regularExpressionCases.count == 3)
  }

  @Test(
    "the tokenizer produces the expected tokens or error",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: tokenizerCases)
  func tokenizer(_ path: String) throws {
    let testCase = try ConformanceCases.object(path)
    let expression = try #require(testCase["expression"] as? String)
    if let expectedError = testCase["exception"] as? String {
      expectCucumberExpressionError(expectedError) { _ = try CucumberExpression.tokenize(expression) }
      return
    }
    let expected = try #require(testCase["expected_tokens"] as? [[String: Any]])
    let tokens = try CucumberExpression.tokenize(expression)
    #expect(tokens.map(Self.describe) == expected.map(Self.describeToken))
  }

  @Test(
    "the parser produces the expected syntax tree or error",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: parserCases)
  func parser(_ path: String) throws {
    let testCase = try ConformanceCases.object(path)
    let expression = try #require(testCase["expression"] as? String)
    if let expectedError = testCase["exception"] as? String {
      expectCucumberExpressionError(expectedError) { _ = try CucumberExpression.parse(expression) }
      return
    }
    let expected = try #require(testCase["expected_ast"] as? [String: Any])
    #expect(Self.describe(try CucumberExpression.parse(expression)) == Self.describeNode(expected))
  }

  @Test(
    "an expression compiles to the expected regular expression",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: transformationCases)
  func transformation(_ path: String) throws {
    let testCase = try ConformanceCases.object(path)
    let expression = try #require(testCase["expression"] as? String)
    let expected = try #require(testCase["expected_regex"] as? String)
    #expect(try CucumberExpression(expression, registry: ParameterTypeRegistry()).regex == expected)
  }

  @Test(
    "an expression matches text with the expected arguments, or fails with the official message",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: matchingCases)
  func matching(_ path: String) throws {
    let testCase = try ConformanceCases.object(path)
    let expression = try #require(testCase["expression"] as? String)
    let registry = ParameterTypeRegistry()
    if let expectedError = testCase["exception"] as? String {
      expectCucumberExpressionError(expectedError) {
        let compiled = try CucumberExpression(expression, registry: registry)
        _ = try compiled.match(testCase["text"] as? String ?? "")
      }
      return
    }
    let text = try #require(testCase["text"] as? String)
    let arguments = try CucumberExpression(expression, registry: registry).match(text)
    try Self.expect(arguments, toEqual: testCase["expected_args"])
  }

  @Test(
    "a regular expression matches text with the expected arguments",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: regularExpressionCases)
  func regularExpressionMatching(_ path: String) throws {
    let testCase = try ConformanceCases.object(path)
    let expression = try #require(testCase["expression"] as? String)
    let text = try #require(testCase["text"] as? String)
    let arguments = try RegularExpression(expression, registry: ParameterTypeRegistry()).match(text)
    try Self.expect(arguments, toEqual: testCase["expected_args"])
  }

  // MARK: - Comparing with the data

  static func expect(_ arguments: [StepArgument]?, toEqual expectedJSON: Any?) throws {
    guard case .array(let expected) = JSONValue(expectedJSON) else {
      #expect(arguments == nil, "expected no match")
      return
    }
    let actual = try #require(arguments, "expected a match with \(expected)")
    #expect(actual.count == expected.count)
    for (argument, value) in zip(actual, expected) {
      #expect(value.matches(argument), "argument \(argument.value) should be \(value)")
    }
  }

  static func describe(_ token: CucumberExpressionToken) -> String {
    "\(token.kind.rawValue) \(token.start)..<\(token.end) '\(token.text)'"
  }

  static func describeToken(_ json: [String: Any]) -> String {
    "\(json["type"] ?? "?") \(json["start"] ?? "?")..<\(json["end"] ?? "?") '\(json["text"] ?? "?")'"
  }

  static func describe(_ node: CucumberExpressionNode) -> String {
    let token = node.kind == .text ? " '\(node.token ?? "")'" : ""
    let children = node.kind == .text ? "" : " [" + node.nodes.map(describe).joined(separator: ", ") + "]"
    return "\(node.kind.rawValue) \(node.start)..<\(node.end)\(token)\(children)"
  }

  static func describeNode(_ json: [String: Any]) -> String {
    let type = json["type"] as? String ?? "?"
    let token = json["token"].map { " '\($0)'" } ?? ""
    let children =
      (json["nodes"] as? [[String: Any]]).map {
        " [" + $0.map(describeNode).joined(separator: ", ") + "]"
      } ?? ""
    return "\(type) \(json["start"] ?? "?")..<\(json["end"] ?? "?")\(token)\(children)"
  }
}
