import CucumberMessages

extension MessageQuery {
  /// One attempt at a test case as a run made it: its messages in order, from `testCaseStarted`
  /// to `testCaseFinished`, beside what the index keeps of them, made from the same values. The
  /// index takes it whole (`query.add(attempt)`), one update per scenario instead of one per
  /// message read back out of its envelope.
  ///
  /// ```swift
  /// let attempt = MessageQuery.FinishedAttempt(
  ///   envelopes: [.init(started), .init(finished)], started: started, steps: [], attachments: [],
  ///   suggestions: [], finished: .init(timestamp: finished.timestamp, willBeRetried: false))
  /// query.add(attempt)
  /// ```
  ///
  /// Each part must say what its messages say: ``steps`` what each `testStepFinished` does, at its
  /// position in the test case, ``attachments`` and ``suggestions`` the attempt's own, in order.
  struct FinishedAttempt: Sendable {
    /// Every message of the attempt, in the order made.
    var envelopes: [Messages.Envelope]
    /// Its `testCaseStarted`.
    var started: Messages.TestCaseStarted
    /// Its finished steps and hooks, in the order they finished.
    var steps: [Attempt.FinishedStep]
    /// What its steps attached, in order.
    var attachments: [Messages.Attachment]
    /// The snippets suggested for its undefined steps, in order.
    var suggestions: [Messages.Suggestion]
    /// Its `testCaseFinished`: when, and whether it runs again.
    var finished: Attempt.Finished
  }
}
