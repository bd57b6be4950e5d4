import CucumberMessages

extension MessageQuery {
  /// The earlier attempts of `started`'s test case that failed and ran again, in the order they
  /// ran; empty for a test case that ran once.
  ///
  /// ```swift
  /// for started in query.testCasesStarted where query.isFlaky(started) {
  ///   let failures = query.retriedAttempts(of: started).compactMap { query.mostSevereResult(of: $0)?.message }
  /// }
  /// ```
  public func retriedAttempts(of started: Messages.TestCaseStarted) -> [Messages.TestCaseStarted] {
    // A run without retries asks nothing of the table (no id hashed per test case).
    retriedAttemptsByTestCaseID.isEmpty ? [] : retriedAttemptsByTestCaseID[started.testCaseId] ?? []
  }

  /// Whether `started`, an attempt that counts, passed after earlier attempts failed: a **flaky**
  /// scenario (`--retry`). It passed, so it does not fail the run unless `--fail-on-flaky`.
  public func isFlaky(_ started: Messages.TestCaseStarted) -> Bool {
    guard !retriedAttempts(of: started).isEmpty else { return false }
    return (mostSevereResult(of: started)?.status ?? .passed) == .passed
  }
}
