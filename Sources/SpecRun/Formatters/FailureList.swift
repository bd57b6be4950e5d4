/// The numbered list of a run's failures that ends the compact reports (progress, summary): each
/// failed or ambiguous step or hook with its scenario's place, then its message; files that could
/// not be read come first.
///
/// ```
/// 1) Specs/Counter.feature:3 Counting up
///   I tap "+"
///     State was not as expected: …
/// ```
enum FailureList {
  static func text(_ query: MessageQuery) -> String {
    var out = ""
    for error in query.parseErrors { out += ParseErrorText.describe(error) + "\n\n" }
    let all = query.testCasesStartedInFileOrder.flatMap { failures(of: $0, query) }
    for (index, failure) in all.enumerated() { out += "\(index + 1)) \(failure)\n\n" }
    return out
  }

  /// Each failed or ambiguous step or hook of one attempt: its scenario's place and name, the
  /// step's text (or the hook's name), then the message, indented.
  static func failures(of started: Messages.TestCaseStarted, _ query: MessageQuery) -> [String] {
    guard let pickle = query.pickle(of: started) else { return [] }
    return query.stepsFinished(of: started).compactMap { finished, step in
      let result = finished.testStepResult
      guard result.status == .failed || result.status == .ambiguous else { return nil }
      let text = query.pickleStep(of: step)?.text ?? step.hookId.flatMap { query.hooks[$0]?.name } ?? "hook"
      let message = result.message ?? result.exception?.message ?? ""
      return TerminalText.visible(
        "\(pickle.uri):\(pickle.location?.line ?? 0) \(pickle.name)\n  \(text)\n" + TerminalStyle.indent(message, "    "))
    }
  }
}
