/// A step or hook that runs for at most `--step-timeout`, and what it says when it did not finish.
enum TimedWork {
  /// A step, where it is written and where its definition is (nil when it matched none).
  case step(ScenarioLine, CodeLocation?)
  case hook(HookEntry)

  /// `The step "When I tap "Fact"" (Specs/Counter.feature:7) did not finish within 60 seconds …`,
  /// with what the scenario still has running (one line each) and what to do.
  func timeoutMessage(_ limit: Duration, stillRunning: [String]) -> String {
    let what =
      switch self {
      case .step(let line, let definition):
        "The step \(line) did not finish within \(Self.seconds(limit)) (--step-timeout), so it failed; the run goes on without waiting for it."
          + (definition.map { " Its step definition at \($0) is still running." } ?? "")
      case .hook(let hook):
        "The \(hook.kind.title)\(hook.name.map { " \"\($0)\"" } ?? "") (\(hook.location)) did not finish within \(Self.seconds(limit)) (--step-timeout), so it failed; the run goes on without waiting for it."
      }
    let running =
      stillRunning.isEmpty
      ? []
      : [
        "What its scenario's effects are still waiting on:\n" + stillRunning.map { "  • \($0)" }.joined(separator: "\n")
      ]
    let hint =
      "If it waits on an effect, let that effect end in an earlier step (advance the TestClock, answer the fake service) or cancel it; if it is only slow, give it more time with --step-timeout SECONDS."
    return ([what] + running + [hint]).joined(separator: "\n\n")
  }

  /// `60 seconds`, `0.2 seconds`, `1 second`.
  static func seconds(_ duration: Duration) -> String {
    let (whole, attoseconds) = duration.components
    let value = Double(whole) + Double(attoseconds) / 1e18
    let text = value == value.rounded() ? "\(Int64(value))" : "\(value)"
    return text + (value == 1 ? " second" : " seconds")
  }
}

extension HookEntry.Kind {
  /// `Before hook`, `AfterStep hook`: as Cucumber users call them.
  var title: String {
    switch self {
    case .beforeAll: "BeforeAll hook"
    case .afterAll: "AfterAll hook"
    case .beforeScenario: "Before hook"
    case .afterScenario: "After hook"
    case .beforeStep: "BeforeStep hook"
    case .afterStep: "AfterStep hook"
    }
  }
}
