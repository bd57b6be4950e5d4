import Evergreen
import EvergreenReporting
import EvergreenTesting
import Testing

/// Swift Testing stops the whole test process when an issue is recorded at a place it rejects (a
/// file ID without a module such as "Evergreen", line 0). These tests report through every path at
/// such places, outside any IssueCollector, so a regression crashes the run instead of passing.
@Suite("No report can crash the test process")
struct ReportingNeverTrapsTests {
  static let malformed = ReportedIssue(
    message: "nowhere", fileID: "Evergreen", filePath: "Evergreen", line: 0, column: 0)

  @Test(
    "an issue at a place Swift Testing rejects is recorded at the caller's place",
    arguments: [
      ReportingNeverTrapsTests.malformed,
      ReportedIssue(message: "no line", fileID: "Module/File.swift", filePath: "/File.swift", line: 0, column: 3),
      ReportedIssue(message: "no column", fileID: "Module/File.swift", filePath: "/File.swift", line: 3, column: 0),
      ReportedIssue(message: "empty", fileID: "", filePath: "", line: 1, column: 1),
      ReportedIssue(message: "no file", fileID: "Module/", filePath: "/x", line: 1, column: 1),
    ])
  func relocatedToCaller(issue: ReportedIssue) {
    #expect(!issue.hasWellFormedLocation)
    let line = #line + 2
    withKnownIssue {
      reportIssue(issue)
    } matching: { recorded in
      recorded.comments.map(\.rawValue) == [issue.message]
        && recorded.sourceLocation?.fileID == "EvergreenTests/ReportingNeverTrapsTests.swift"
        && recorded.sourceLocation?.line == line
    }
  }

  @Test("a collected issue at a malformed place is collected at the caller's place")
  func collectedAtCaller() {
    let line = #line + 1
    let issues = IssueCollector.collect { reportIssue(Self.malformed) }
    #expect(
      issues == [
        ReportedIssue(
          message: "nowhere", fileID: "EvergreenTests/ReportingNeverTrapsTests.swift", filePath: "\(#filePath)",
          line: line, column: 54)
      ])
  }

  @Test("a message reported with a malformed static place is still recorded")
  func malformedStaticPlace() {
    withKnownIssue {
      reportIssue("static nowhere", fileID: "Evergreen", filePath: "", line: 0, column: 0)
    } matching: { recorded in
      recorded.comments.map(\.rawValue) == ["static nowhere"]
        && recorded.sourceLocation?.fileID.hasPrefix("EvergreenReporting/") == true
    }
  }

  @Test("a dependency with no test value read outside any @Dependency property is reported, not a crash")
  func missingTestValueWithoutReadingSite() {
    withKnownIssue {
      _ = DependencyValues.current.searchClient
    } matching: { recorded in
      recorded.comments.first?.rawValue.hasPrefix("The dependency 'SearchClientKey' has no test value") == true
    }
  }

  @Test("built-in dependencies read outside any @Dependency property are reported, not a crash")
  func builtInWithoutReadingSite() async {
    await withKnownIssue {
      _ = DependencyValues.current.uuid()
      _ = DependencyValues.current.date.now
      // Sleeping on the unimplemented clock throws CancellationError after reporting.
      try? await DependencyValues.current.clock.sleep(for: .seconds(1))
    } matching: { recorded in
      let message = recorded.comments.first?.rawValue ?? ""
      return message.hasPrefix("The dependency 'uuid'") || message.hasPrefix("The dependency 'date'")
        || message.hasPrefix("UnimplementedClock 'clock' was slept on")
    }
  }

  @MainActor @Test("a skipped assertion noted at a malformed place is recorded as a known issue, not a crash")
  func skippedAssertionAtMalformedPlace() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { state, _ in
        state += 1
        return .none
      }
    }
    store.exhaustivity = .off(showSkippedAssertions: true)
    await store.send(true, fileID: "Evergreen", filePath: "", line: 0, column: 0)
    #expect(store.skippedAssertions.count == 1)
    #expect(store.skippedAssertions.first?.hasPrefix("Skipped assertions after send(.true)") == true)
  }

  @MainActor @Test("a failure at a malformed place given to the harness is recorded, not a crash")
  func harnessFailureAtMalformedPlace() async {
    let store = TestStore(initialState: 0) {
      Reduce<Int, Bool> { state, _ in
        state += 1
        return .none
      }
    }
    withKnownIssue {
      store.assert({ $0 = 5 }, fileID: "Evergreen", filePath: "", line: 0, column: 0)
    } matching: { recorded in
      recorded.comments.first?.rawValue.hasPrefix("State was not as expected after assert") == true
    }
  }
}
