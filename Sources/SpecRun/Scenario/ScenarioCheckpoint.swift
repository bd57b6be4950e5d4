/// Something a scenario drives (a test store) that must have been fully described by `Then` steps.
/// The runner asks every registered checkpoint before a `When` step that follows other steps, and
/// at the end of the scenario (the after-scenario check "Evergreen: every change described", a
/// result of its own in every report); an answer other than `nil` fails there with that text (the
/// undescribed state changes as a diff, the undescribed actions by name).
@MainActor
public protocol ScenarioCheckpoint: AnyObject {
  /// What the steps so far left undescribed at `moment` (state changes as a diff, actions by name),
  /// or `nil` when everything was described.
  func undescribed(_ moment: CheckpointMoment) async -> String?
  /// Called when the scenario is over, passed or failed: stop what is still running.
  func tearDown() async
  /// What is still running right now, one line each, naming where it started (the scenario line
  /// and the code line): a step that did not finish within `--step-timeout` reports it, since
  /// that is usually what the step waits on. It must not wait: the step is still running.
  func stillRunning() -> [String]
  /// Whether there is nothing to ask or stop right now: ``undescribed(_:)`` would return `nil`
  /// having changed nothing, and ``tearDown()`` would do nothing. The runner then asks neither, so
  /// a scenario whose checkpoints are settled runs its checks without awaiting. `false` unless a
  /// checkpoint can tell cheaply and without waiting (the default: it is always asked).
  ///
  /// ```swift
  /// var isSettled: Bool { !isRunning && unreported.isEmpty }
  /// ```
  var isSettled: Bool { get }
}

extension ScenarioCheckpoint {
  public func tearDown() async {}
  public func stillRunning() -> [String] { [] }
  public var isSettled: Bool { false }
}

/// When a checkpoint is asked.
public enum CheckpointMoment: Sendable, Equatable {
  /// Before a `When` step: what earlier steps did must have been described.
  case beforeAction(step: String)
  /// After the last step of the scenario.
  case endOfScenario
}
