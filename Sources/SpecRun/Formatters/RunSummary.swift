/// Counts of a run's scenarios and steps by status, and the closing line CI reads:
/// `3 passed, 1 failed` (then `, 1 skipped`, `, 2 undefined`, … when there are any).
public struct RunSummary: Sendable, Equatable {
  public var scenarios: [Messages.TestStepResultStatus: Int] = [:]
  public var steps: [Messages.TestStepResultStatus: Int] = [:]
  public var parseErrors = 0

  public init(_ query: MessageQuery) {
    for started in query.testCasesStarted { count(query.stepsFinished(of: started)) }
    parseErrors = query.parseErrors.count
  }

  /// Nothing counted yet.
  init() {}

  /// Counts one test case from its finished steps and hooks: the case by its most severe result,
  /// and each step (not hook) by its own.
  mutating func count(_ stepsFinished: [(finished: Messages.TestStepFinished, step: Messages.TestCase.TestStep)]) {
    let status = MessageQuery.mostSevere(stepsFinished.lazy.map(\.finished.testStepResult))?.status ?? .passed
    scenarios[status, default: 0] += 1
    for (finished, step) in stepsFinished where step.pickleStepId != nil {
      steps[finished.testStepResult.status, default: 0] += 1
    }
  }

  public var scenarioCount: Int { scenarios.values.reduce(0, +) }
  public var stepCount: Int { steps.values.reduce(0, +) }

  /// Failed, ambiguous (and parse errors) count as failed in the closing line.
  public var failedCount: Int {
    scenarios[.failed, default: 0] + scenarios[.ambiguous, default: 0] + parseErrors
  }

  /// `N passed, N failed`, then the other statuses that occurred.
  public var closingLine: String {
    var parts = ["\(scenarios[.passed, default: 0]) passed", "\(failedCount) failed"]
    for status in [Messages.TestStepResultStatus.skipped, .undefined, .pending] {
      if let count = scenarios[status], count > 0 { parts.append("\(count) \(status.rawValue.lowercased())") }
    }
    return parts.joined(separator: ", ")
  }

  /// `4 scenarios (3 passed, 1 failed)`
  public var scenarioLine: String { Self.line(scenarioCount, "scenario", scenarios) }
  /// `12 steps (10 passed, 1 failed, 1 skipped)`
  public var stepLine: String { Self.line(stepCount, "step", steps) }

  private static func line(_ total: Int, _ noun: String, _ counts: [Messages.TestStepResultStatus: Int]) -> String {
    let order: [Messages.TestStepResultStatus] = [.failed, .ambiguous, .undefined, .pending, .skipped, .passed, .unknown]
    let parts = order.compactMap { status in
      counts[status].flatMap { $0 > 0 ? "\($0) \(status.rawValue.lowercased())" : nil }
    }
    let plural = total == 1 ? noun : noun + "s"
    return parts.isEmpty ? "\(total) \(plural)" : "\(total) \(plural) (\(parts.joined(separator: ", ")))"
  }

  /// The end of a terminal report: the run's own message (an interruption, an error outside the
  /// steps), then the scenario, step and closing lines.
  static func footer(_ query: MessageQuery) -> String {
    let summary = RunSummary(query)
    let message = query.testRunFinished?.message.map { $0 + "\n" } ?? ""
    return message + summary.scenarioLine + "\n" + summary.stepLine + "\n" + summary.closingLine + "\n"
  }
}
