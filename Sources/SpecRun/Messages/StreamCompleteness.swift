extension MessageQuery {
  /// What this stream lacks to be reported as a whole run, or nil when it holds one: a report
  /// made from an empty, foreign or cut-short stream would pass a run that never happened.
  ///
  /// ```swift
  /// if let missing = MessageQuery(envelopes).missingForAWholeRun { print("standard input \(missing)") }
  /// ```
  public var missingForAWholeRun: String? {
    if envelopes.isEmpty {
      return "is empty: expected the message stream of a run, as specrun --format message:run.ndjson writes it."
    }
    guard testRunStarted != nil else {
      return
        "holds no testRunStarted message, so it is not the message stream of a run. Give it the file specrun --format message:PATH wrote."
    }
    guard testRunFinished != nil else {
      let started = testCasesStarted.count
      let finished = testCasesStarted.filter { self.finished($0) != nil }.count
      return
        "ends before testRunFinished: the run was cut short (\(started) scenario\(started == 1 ? "" : "s") started, \(finished) finished). Report a stream whose run finished, or run the scenarios again."
    }
    return nil
  }
}
