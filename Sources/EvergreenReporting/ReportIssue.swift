#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reports a failure at the given place in the user's code. This is the one seam every layer of
/// Evergreen fails through:
///
/// 1. inside ``IssueCollector/collect(_:)`` (as `specrun` does), the issue is collected;
/// 2. inside a Swift Testing test, an `Issue` is recorded at the caller's file, line and column;
/// 3. otherwise it is recorded as an XCTest failure, and written to standard error so that a
///    failure outside any test is never silently lost.
///
/// APIs that fail on the user's behalf take the location as defaulted parameters and pass them on:
///
/// ```swift
/// public func expectPositive(_ value: Int,
///                            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
///                            line: UInt = #line, column: UInt = #column) {
///   if value <= 0 {
///     reportIssue("Expected a positive number, got \(value)",
///                 fileID: fileID, filePath: filePath, line: line, column: column)
///   }
/// }
/// ```
///
/// Report from the test's own task (not a detached task): Swift Testing knows the running test
/// only through a task-local value.
///
/// No report stops the test process: a place a test framework would reject (see
/// ``ReportedIssue/hasWellFormedLocation``) is replaced by a well-formed one.
public func reportIssue(
  _ message: String,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  let issue = ReportedIssue(calledFrom: fileID, filePath, line, column, message: message)
  deliver(issue, fallback: ReportedIssue(calledFrom: #fileID, #filePath, #line, #column)) {
    #if canImport(XCTest)
      XCTFail(message, file: filePath, line: line)
    #endif
  }
}

/// Reports a failure at a location known only at run time (a scenario file, a recorded call site).
///
/// When that location is not one a test framework accepts (a file ID without a module, such as
/// `"Evergreen"`, or line 0), the issue is reported at the caller's place instead: the defaulted
/// `fileID`, `filePath`, `line` and `column`.
public func reportIssue(
  _ issue: ReportedIssue,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  deliver(issue, fallback: ReportedIssue(calledFrom: fileID, filePath, line, column)) {
    #if canImport(XCTest)
      // XCTFail takes only a static location: name the real one in the message.
      XCTFail(issue.description)
    #endif
  }
}

private func deliver(_ issue: ReportedIssue, fallback: ReportedIssue, failInXCTest: () -> Void) {
  if let collector = IssueCollector.current {
    collector.record(issue.located(orAt: fallback))
    return
  }
  #if canImport(Testing)
    if Test.current != nil {
      Issue.record(Comment(rawValue: issue.message), sourceLocation: issue.sourceLocation(fallingBackTo: fallback))
      return
    }
  #endif
  failInXCTest()
  if !ProcessRole.isTestRunner {
    writeToStandardError("\(issue.filePath):\(issue.line):\(issue.column): error: \(issue.message)\n")
  }
}

/// Whether Evergreen is running inside a test framework (Swift Testing or XCTest).
public var isRunningTests: Bool {
  #if canImport(Testing)
    if Test.current != nil { return true }
  #endif
  return ProcessRole.isTestRunner
}

/// The Swift Testing test running now (its identifier), or `nil` outside one: state kept per test
/// (such as in-memory shared state) is keyed by it.
public var currentTestIdentity: String? {
  #if canImport(Testing)
    if let test = Test.current { return "\(test.id)" }
  #endif
  return nil
}

enum ProcessRole {
  /// `swift test` runs `<Package>PackageTests.xctest`; Xcode runs `xctest` or an agent.
  static let isTestRunner: Bool = {
    let path = CommandLine.arguments.first ?? ""
    return path.hasSuffix(".xctest") || path.hasSuffix("/xctest") || path.contains("XCTestAgent")
      || path.contains(".xctest/")
  }()
}

func writeToStandardError(_ text: String) {
  let bytes = Array(text.utf8)
  _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
