import CucumberMessages
import SpecRun

extension MessageQuery {
  /// Each scenario a run started, keyed by file, line and name (`Specs/Macho/Counter.feature:6 Counting up`),
  /// with its most severe step status (`.passed` when it has no step): what tests compare when two
  /// runs must report the same scenarios, such as a merged set of shards and one unsharded run.
  ///
  /// ```swift
  /// #expect(merged.scenarioStatuses == unsharded.scenarioStatuses)
  /// ```
  public var scenarioStatuses: [String: Messages.TestStepResultStatus] {
    var statuses: [String: Messages.TestStepResultStatus] = [:]
    for started in testCasesStarted {
      guard let pickle = pickle(of: started) else { continue }
      statuses["\(pickle.uri):\(pickle.location?.line ?? 0) \(pickle.name)"] =
        mostSevereResult(of: started)?.status ?? .passed
    }
    return statuses
  }
}
