import EvergreenReporting

#if canImport(Testing)
  import Testing
#endif

/// Shows something a non-exhaustive `TestStore` did not check, without failing the test: in Swift
/// Testing as a known issue, outside it as a note on standard output. Inside an
/// `IssueCollector` (as `specrun` and the harness's own tests run) nothing is written: callers read
/// `TestStore.skippedAssertions` instead, so collected issues stay failures only.
/// A place Swift Testing would reject falls back to the caller's (see `reportIssue`).
func noteSkippedAssertion(
  _ issue: ReportedIssue,
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
  if IssueCollector.current != nil { return }
  #if canImport(Testing)
    if Test.current != nil {
      withKnownIssue("Skipped assertion (exhaustivity is .off(showSkippedAssertions: true))") {
        Issue.record(
          Comment(rawValue: issue.message),
          sourceLocation: issue.sourceLocation(
            fallingBackTo: ReportedIssue(calledFrom: fileID, filePath, line, column)))
      }
      return
    }
  #endif
  print("\(issue.fileID):\(issue.line): note: \(issue.message)")
}
