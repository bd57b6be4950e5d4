/// Something a scenario drives (a test store) that must have been fully described by `Then` steps.
/// The runner asks every registered checkpoint before each `When` step and at the end of the
/// scenario; an answer other than `nil` fails the scenario with that text (the undescribed state
/// changes as a diff, the undescribed actions by name).
@MainActor
public protocol ScenarioCheckpoint: AnyObject {
  func undescribed(_ moment: CheckpointMoment) async -> String?
  /// Called when the scenario is over, passed or failed: stop what is still running.
  func tearDown() async
}

extension ScenarioCheckpoint {
  public func tearDown() async {}
}

/// When a checkpoint is asked.
public enum CheckpointMoment: Sendable, Equatable {
  /// Before a `When` step: what earlier steps did must have been described.
  case beforeAction(step: String)
  /// After the last step of the scenario.
  case endOfScenario
}
