#if os(Linux)
  import EvergreenReporting
  import Synchronization
  import XCTest

  /// `reportIssue` outside Swift Testing and outside any `IssueCollector`: the failure is XCTest's,
  /// at the caller's place. Each test catches only the failures it provokes (`failures(of:)`), so
  /// its own assertions still fail it. (Linux's XCTest reports through `recordFailure`; Darwin's
  /// through `record(_:)`.)
  final class ReportIssueUnderXCTestTests: XCTestCase {
    private struct Failure: Equatable {
      var description: String
      var file: String
      var line: Int
    }

    private let caught = Mutex<[Failure]?>(nil)

    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
      let kept = caught.withLock { failures -> Bool in
        guard failures != nil else { return false }
        failures?.append(Failure(description: description, file: filePath, line: lineNumber))
        return true
      }
      if !kept {
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
    }

    private func failures(of body: () -> Void) -> [Failure] {
      caught.withLock { $0 = [] }
      body()
      return caught.withLock { failures in
        defer { failures = nil }
        return failures ?? []
      }
    }

    func testAFailureOutsideSwiftTestingIsAnXCTestFailureAtTheCallersLine() {
      let line = #line + 1
      let failures = failures { reportIssue("the total is 3, expected 4") }
      XCTAssertEqual(failures.count, 1, "reportIssue must fail the XCTest test it runs in")
      XCTAssertEqual(failures.first?.file, "\(#filePath)")
      XCTAssertEqual(failures.first?.line, line)
      XCTAssertTrue(failures.first?.description.contains("the total is 3, expected 4") == true, "\(failures)")
    }

    func testAnIssueAtARunTimePlaceFailsInXCTestNamingThatPlaceInItsMessage() {
      let issue = ReportedIssue(
        message: "the counter shows 2, expected 1", fileID: "Specs/Macho/Counter.feature",
        filePath: "/package/Specs/Macho/Counter.feature", line: 12, column: 5)
      let failures = failures { reportIssue(issue) }
      XCTAssertEqual(failures.count, 1, "reportIssue must fail the XCTest test it runs in")
      XCTAssertTrue(
        failures.first?.description.contains("Specs/Macho/Counter.feature:12:5: the counter shows 2, expected 1")
          == true,
        "\(failures)")
    }

    func testAnXCTestTestIsATestRunButNotASwiftTestingTestToKeyStateBy() {
      XCTAssertTrue(isRunningTests)
      XCTAssertNil(currentTestIdentity, "only a Swift Testing test has an identity to key per-test state by")
    }
  }
#endif
