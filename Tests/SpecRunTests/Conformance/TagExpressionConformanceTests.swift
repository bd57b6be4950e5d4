import Foundation
import SharedFixtures
import SpecRun
import Testing

/// Every case of `../shared/conformance/tag-expressions` (the official testdata).
@Suite("Tag expressions conform to the official test data")
struct TagExpressionConformanceTests {
  struct ParsingCase: Sendable, CustomTestStringConvertible {
    let expression: String
    let formatted: String
    var testDescription: String { "'\(expression)' → '\(formatted)'" }
  }

  struct EvaluationCase: Sendable, CustomTestStringConvertible {
    let expression: String
    let tags: [String]
    let result: Bool
    var testDescription: String { "'\(expression)' with \(tags) is \(result)" }
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    let expression: String
    let error: String
    var testDescription: String { "'\(expression)'" }
  }

  static func cases(_ file: String) -> [[String: Any]] {
    guard SharedConformance.isAvailable else { return [] }
    return (try? ConformanceCases.objects("tag-expressions/\(file)")) ?? []
  }

  static let parsingCases = cases("parsing.json").map {
    ParsingCase(
      expression: $0["expression"] as? String ?? "<missing>",
      formatted: $0["formatted"] as? String ?? "<missing>")
  }

  static let evaluationCases = cases("evaluations.json").flatMap { entry in
    ((entry["tests"] as? [[String: Any]]) ?? []).map {
      EvaluationCase(
        expression: entry["expression"] as? String ?? "<missing>",
        tags: $0["variables"] as? [String] ?? [], result: $0["result"] as? Bool ?? false)
    }
  }

  static let errorCases = cases("errors.json").map {
    ErrorCase(
      expression: $0["expression"] as? String ?? "<missing>",
      error: $0["error"] as? String ?? "<missing>")
  }

  @Test(
    "the conformance files hold every case listed in SOURCE.md",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason))
  func everyCaseIsFound() {
    #expect(Self.parsingCases.count == 23)
    #expect(Self.evaluationCases.count == 26)
    #expect(Self.errorCases.count == 15)
  }

  @Test(
    "an expression is formatted fully parenthesised",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: parsingCases)
  func parsing(_ testCase: ParsingCase) throws {
    #expect(try TagExpression(parsing: testCase.expression).description == testCase.formatted)
  }

  @Test(
    "an expression selects the expected tag sets",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: evaluationCases)
  func evaluation(_ testCase: EvaluationCase) throws {
    #expect(try TagExpression(parsing: testCase.expression).evaluate(testCase.tags) == testCase.result)
  }

  @Test(
    "a malformed expression fails with the official message",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: errorCases)
  func errors(_ testCase: ErrorCase) {
    expectTagExpressionError(testCase.error) { _ = try TagExpression(parsing: testCase.expression) }
  }
}
