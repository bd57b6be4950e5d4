import CucumberMessages

/// The failures of a run, as the reports for people end with them.
///
/// ``text(_:)``, the numbered list that ends the compact reports (progress, summary): each failed
/// or ambiguous step or hook with the place of the step that failed (its scenario's, for a hook)
/// and the scenario's name, then its message; files that could not be read come first.
///
/// ```
/// 1) Specs/Counter.feature:9 Counting up
///   Then the counter shows 3
///     State was not as expected: …
/// ```
///
/// ``failedScenarios(_:)``, the short list that ends the pretty report before its counts, as
/// cucumber-js's does: one line per failed scenario, so a reader of a long report finds each
/// failure without scrolling back.
///
/// ```
/// Failed scenarios:
///   Specs/Counter.feature:9 # Counting up › Then the counter shows 3
/// ```
enum FailureList {
  static func text(_ query: MessageQuery) -> String {
    var out = ""
    for error in query.parseErrors { out += ParseErrorText.describe(error) + "\n\n" }
    let all = hasFailures(query) ? query.testCasesStartedInFileOrder.flatMap { failures(of: $0, query) } : []
    for (index, failure) in all.enumerated() {
      out +=
        "\(index + 1)) \(failure.place) \(failure.scenario)\n  \(failure.step)\n"
        + TerminalStyle.indent(failure.message, "    ") + "\n\n"
    }
    return TerminalText.visible(out)
  }

  /// One line per scenario that failed (at its first failure), or nothing when none did.
  static func failedScenarios(_ query: MessageQuery) -> String {
    guard hasFailures(query) else { return "" }
    var lines: [String] = []
    for started in query.testCasesStartedInFileOrder {
      guard let failure = failures(of: started, query).first else { continue }
      lines.append("  \(failure.place) # \(failure.scenario) › \(failure.step)")
    }
    guard !lines.isEmpty else { return "" }
    return TerminalText.visible("Failed scenarios:\n" + lines.joined(separator: "\n") + "\n\n")
  }

  /// Whether a step or hook of the run failed or was ambiguous (known without a pass over it).
  private static func hasFailures(_ query: MessageQuery) -> Bool {
    !query.stepStatusesSeen.isDisjoint(with: [.failed, .ambiguous])
  }

  /// One failed or ambiguous step or hook.
  struct Failure {
    /// `file:line` of the step as written (of the scenario, for a hook).
    var place: String
    var scenario: String
    /// The step with its keyword as written (`Then the counter shows 3`), or the hook's name.
    var step: String
    var message: String
  }

  /// Each failed or ambiguous step or hook of one attempt, in the order they ran.
  static func failures(of started: Messages.TestCaseStarted, _ query: MessageQuery) -> [Failure] {
    guard let pickle = query.pickle(of: started) else { return [] }
    let lineage = query.lineage(of: pickle)
    return query.stepsFinished(of: started).compactMap { finished, step in
      let result = finished.testStepResult
      guard result.status == .failed || result.status == .ambiguous else { return nil }
      var line = pickle.location?.line ?? 0
      var text = HookLine.title(step.hookId.flatMap { query.hooks[$0]?.name }, language: pickle.language) ?? "hook"
      if let pickleStep = query.pickleStep(of: step) {
        text = pickleStep.text
        if let written = query.gherkinStep(of: pickleStep, in: lineage) {
          line = written.location.line
          var keyword = written.keyword
          if let last = keyword.last, !last.isWhitespace { keyword += " " }
          text = keyword + pickleStep.text
        }
      }
      // An outline's steps are shared by its examples: the row that failed is named too.
      let row = pickle.location?.line
      let isExample = row != nil && row != lineage?.scenario?.location.line
      return Failure(
        place: "\(pickle.uri):\(line)", scenario: pickle.name + (isExample ? " (example at line \(row ?? 0))" : ""),
        step: text,
        message: result.message ?? result.exception?.message ?? "")
    }
  }
}
