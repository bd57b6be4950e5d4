import CucumberMessages

/// Counts of a run's scenarios and steps by status, and the closing line CI reads:
/// `3 passed, 1 failed` (then `, 1 skipped`, `, 2 undefined`, … when there are any). A scenario
/// that passed only after a retry (`--retry`) is counted as flaky, not among the passed ones:
/// `4 scenarios (1 failed, 1 flaky, 2 passed)` and `2 passed, 1 failed, 1 flaky`. A file that
/// could not be read or parsed is no scenario: it is counted apart as an error, `3 passed, 0
/// failed, 1 error` (as pytest counts what it could not collect), and the scenario and step counts
/// are those of what ran.
public struct RunSummary: Sendable, Equatable {
  /// How many scenarios ended with each status (their most severe step).
  public var scenarios: [Messages.TestStepResultStatus: Int] = [:]
  /// How many steps ended with each status.
  public var steps: [Messages.TestStepResultStatus: Int] = [:]
  /// How many scenario files (or step definitions) could not be parsed.
  public var parseErrors = 0
  /// Selected scenarios that never started: the run was interrupted, or `--fail-fast` stopped it.
  public var notRun = 0
  /// Scenarios that passed only after a retry; ``scenarios`` counts them among the passed too.
  public var flaky = 0

  /// The counts of the run `query` indexed.
  public init(_ query: MessageQuery) {
    for started in query.testCasesStarted { count(started, in: query) }
    parseErrors = query.parseErrors.count
    notRun = query.testCasesNotStarted.count
  }

  /// One summary per app of `layout`, in its order, for the apps that had scenarios or files that
  /// could not be read in the run.
  public static func byApp(_ query: MessageQuery, layout: ReportLayout) -> [(app: String, summary: RunSummary)] {
    counted(query, layout: layout).byApp
  }

  /// The run's summary and ``byApp(_:layout:)`` in one pass over the run.
  private static func counted(_ query: MessageQuery, layout: ReportLayout) -> (
    total: RunSummary, byApp: [(app: String, summary: RunSummary)]
  ) {
    var total = RunSummary()
    var summaries: [String: RunSummary] = [:]
    // A file's app is looked up once, not once per scenario: a path is made absolute to do it.
    var appOfFile: [String: String] = [:]
    func app(of uri: String) -> String {
      if let known = appOfFile[uri] { return known }
      let app = layout.app(of: uri)
      appOfFile[uri] = app
      return app
    }
    for started in query.testCasesStarted {
      summaries[query.uri(of: started).map(app(of:)) ?? "", default: RunSummary()].count(started, in: query)
    }
    // Every test case is counted for one app: the run's counts are the apps' together.
    for summary in summaries.values { total.add(summary) }
    for error in query.parseErrors {
      summaries[error.source.uri.map(layout.app(of:)) ?? "", default: RunSummary()].parseErrors += 1
    }
    total.parseErrors = query.parseErrors.count
    total.notRun = query.testCasesNotStarted.count
    let names = layout.folders.entries.map(\.name) + [""]
    return (total, names.compactMap { name in summaries[name].map { (name.isEmpty ? "(no app)" : name, $0) } })
  }

  /// Nothing counted yet.
  init() {}

  /// Counts one test case from its finished steps and hooks: the case by its most severe result,
  /// and each step (not hook) by its own; a flaky case (it passed on a retry) is counted as such.
  mutating func count(
    _ stepsFinished: [(finished: Messages.TestStepFinished, step: Messages.TestCase.TestStep)],
    flaky isFlaky: Bool = false
  ) {
    let status = MessageQuery.mostSevere(stepsFinished.lazy.map(\.finished.testStepResult))?.status ?? .passed
    scenarios[status, default: 0] += 1
    if isFlaky { flaky += 1 }
    for (finished, step) in stepsFinished where step.pickleStepId != nil {
      steps[finished.testStepResult.status, default: 0] += 1
    }
  }

  /// Counts one started test case of `query` as ``count(_:flaky:)`` does, from its steps' statuses
  /// alone (no message is made).
  mutating func count(_ started: Messages.TestCaseStarted, in query: MessageQuery) {
    var worst: Messages.TestStepResultStatus?
    query.forEachFinishedStatus(of: started) { status, isStep in
      if worst.map({ status >= $0 }) ?? true { worst = status }
      if isStep { steps[status, default: 0] += 1 }
    }
    let status = worst ?? .passed
    scenarios[status, default: 0] += 1
    // Only a retried test case can be flaky; a run without retries asks nothing more.
    if status == .passed, query.isFlaky(started) { flaky += 1 }
  }

  /// Adds the counts of `other` (another app's, another file's) to these.
  mutating func add(_ other: RunSummary) {
    scenarios.merge(other.scenarios, uniquingKeysWith: +)
    steps.merge(other.steps, uniquingKeysWith: +)
    parseErrors += other.parseErrors
    notRun += other.notRun
    flaky += other.flaky
  }

  /// How many scenarios ran.
  public var scenarioCount: Int { scenarios.values.reduce(0, +) }
  /// How many steps ran.
  public var stepCount: Int { steps.values.reduce(0, +) }

  /// Failed and ambiguous scenarios count as failed in the closing line; files that could not be
  /// read or parsed are counted apart (``errorTally``).
  public var failedCount: Int {
    scenarios[.failed, default: 0] + scenarios[.ambiguous, default: 0]
  }

  /// `1 error`, `2 errors`: the files that could not be read or parsed, files in no app's folder,
  /// step definitions that could not be made (each named above the counts with what to do), or
  /// nil when there were none.
  public var errorTally: String? {
    parseErrors > 0 ? "\(parseErrors) error\(parseErrors == 1 ? "" : "s")" : nil
  }

  /// `N passed, N failed`, then `N flaky`, the other statuses that occurred, `N did not run` and
  /// `N errors`.
  public var closingLine: String {
    var parts = ["\(scenarios[.passed, default: 0] - flaky) passed", "\(failedCount) failed"]
    if flaky > 0 { parts.append("\(flaky) flaky") }
    for status in [Messages.TestStepResultStatus.skipped, .undefined, .pending] {
      if let count = scenarios[status], count > 0 { parts.append("\(count) \(status.rawValue.lowercased())") }
    }
    if notRun > 0 { parts.append("\(notRun) did not run") }
    if let errorTally { parts.append(errorTally) }
    return parts.joined(separator: ", ")
  }

  /// `4 scenarios (1 failed, 3 passed)`; `4 scenarios (1 failed, 1 flaky, 2 passed)` after a retry.
  public var scenarioLine: String { Self.line(scenarioCount, "scenario", scenarios, flaky: flaky) }
  /// `12 steps (10 passed, 1 failed, 1 skipped)`
  public var stepLine: String { Self.line(stepCount, "step", steps) }

  private static func line(_ total: Int, _ noun: String, _ counts: [Messages.TestStepResultStatus: Int], flaky: Int = 0)
    -> String
  {
    let order: [Messages.TestStepResultStatus] = [
      .failed, .ambiguous, .undefined, .pending, .skipped, .passed, .unknown,
    ]
    var counts = counts
    counts[.passed, default: 0] -= flaky
    var parts = order.compactMap { status in
      counts[status].flatMap { $0 > 0 ? "\($0) \(status.rawValue.lowercased())" : nil }
    }
    if flaky > 0 { parts.insert("\(flaky) flaky", at: parts.firstIndex { $0.hasSuffix(" passed") } ?? parts.endIndex) }
    let plural = total == 1 ? noun : noun + "s"
    return parts.isEmpty ? "\(total) \(plural)" : "\(total) \(plural) (\(parts.joined(separator: ", ")))"
  }

  /// The end of a terminal report: the run's own message (an interruption, an error outside the
  /// steps), a line per app when the run has several, then the scenario, step and closing lines.
  ///
  /// ```
  /// Macho    24 scenarios (24 passed), 174 steps (174 passed)
  /// PinNest  15 scenarios (1 failed, 14 passed), 98 steps (1 failed, 2 skipped, 95 passed)
  /// 39 scenarios (1 failed, 38 passed)
  /// 272 steps (1 failed, 2 skipped, 269 passed)
  /// 38 passed, 1 failed
  /// ```
  static func footer(_ query: MessageQuery, layout: ReportLayout) -> String {
    var out = query.testRunFinished?.message.map { TerminalText.visible($0) + "\n" } ?? ""
    // With several apps, one pass counts the run and each app.
    let (summary, apps) = layout.folders.hasSeveralApps ? counted(query, layout: layout) : (RunSummary(query), [])
    if !apps.isEmpty {
      let width = apps.map(\.app.count).max() ?? 0
      for (app, counts) in apps {
        out +=
          app + String(repeating: " ", count: width - app.count) + "  "
          + ([counts.scenarioLine, counts.stepLine] + [counts.errorTally].compactMap { $0 })
          .joined(separator: ", ") + "\n"
      }
    }
    return out + summary.scenarioLine + "\n" + summary.stepLine + "\n" + summary.closingLine + "\n"
  }
}
