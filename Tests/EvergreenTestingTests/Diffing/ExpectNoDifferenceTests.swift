import EvergreenReporting
import EvergreenTesting
import Testing

private struct Failure: Error, CustomStringConvertible {
  var description: String { "no network" }
}

@Suite("expectNoDifference fails at the caller's line with the readable diff")
struct ExpectNoDifferenceTests {
  @Test("Different values report one issue with the diff, at the line of the call")
  func reportsDifference() {
    var line = 0
    let issues = IssueCollector.collect {
      line = #line + 1
      expectNoDifference(Profile(name: "Ann", age: 30), Profile(name: "Ann", age: 31))
    }
    #expect(issues.count == 1)
    #expect(issues.first?.line == line)
    #expect(issues.first?.fileID == #fileID)
    #expect(
      issues.first?.message == """
        Values differ (− expected, + actual). Fix the code under test, or update the expected value if this change is intended.

        − expected
        + actual

        age
        − 30
        + 31

        1 change:
          age: 30 → 31
        """)
  }

  @Test("Equal values report nothing")
  func equalValuesReportNothing() {
    let issues = IssueCollector.collect {
      expectNoDifference(TodosState(items: todos("a")), TodosState(items: todos("a")))
    }
    #expect(issues.isEmpty)
  }

  @Test("The caller's message comes first")
  func callerMessage() {
    let issues = IssueCollector.collect {
      expectNoDifference(1, 2, "Counter after tapping +")
    }
    #expect(issues.first?.message.hasPrefix("Counter after tapping +\n\nValues differ (− expected, + actual).") == true)
  }

  @Test("A thrown error is reported instead of a difference")
  func thrownError() throws {
    func load() throws -> Int { throw Failure() }
    let issues = try IssueCollector.collect {
      expectNoDifference(1, try load())
    }
    #expect(issues.map(\.message) == ["expectNoDifference could not compare: evaluating a value threw no network"])
  }
}
