import SpecRun
import Testing

/// Expects `body` to throw a ``CucumberExpressionError`` whose message is exactly `expected`.
func expectCucumberExpressionError(
  _ expected: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) {
  do {
    try body()
    Issue.record("expected the error:\n\(expected)", sourceLocation: sourceLocation)
  } catch let error as CucumberExpressionError {
    #expect(error.description == expected, sourceLocation: sourceLocation)
  } catch {
    Issue.record("expected a CucumberExpressionError, got \(error)", sourceLocation: sourceLocation)
  }
}

/// Expects `body` to throw a ``TagExpressionError`` whose message is exactly `expected`.
func expectTagExpressionError(
  _ expected: String, sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void
) {
  do {
    try body()
    Issue.record("expected the error:\n\(expected)", sourceLocation: sourceLocation)
  } catch let error as TagExpressionError {
    #expect(error.description == expected, sourceLocation: sourceLocation)
  } catch {
    Issue.record("expected a TagExpressionError, got \(error)", sourceLocation: sourceLocation)
  }
}
