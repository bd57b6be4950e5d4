@_spi(Harness) import Evergreen

#if canImport(Testing)
  import Testing
#endif

/// Where the stores made in a task record the actions they are sent and receive, and on whose
/// behalf. `specrun` binds one around each scenario; inside a Swift test with no binding, a store
/// records for that test into the test side of the behaviour map when the environment variable
/// `EVERGREEN_BEHAVIOUR_MAP` names a file (see ``TestSideBehaviourMap``).
///
/// ```swift
/// await ActionRecording.$current.withValue(ActionRecording(log: log, exerciser: scenario)) {
///   await runTheScenario()   // every TestStore made in here records into `log`
/// }
/// ```
public struct ActionRecording: Sendable {
  /// Where uses go; `nil` records nothing (a scenario run without a behaviour map), and still
  /// keeps a scenario's stores from counting as the surrounding Swift test's.
  public var log: ActionUseLog?
  /// The scenario or test whose stores are recorded.
  public var exerciser: ActionExerciser

  /// Records into `log` on behalf of `exerciser`.
  public init(log: ActionUseLog?, exerciser: ActionExerciser) {
    self.log = log
    self.exerciser = exerciser
  }

  /// The recording bound to this task, if any.
  @TaskLocal public static var current: ActionRecording?

  /// Whether binding this recording changes what the stores made under it record: always for one
  /// with a log; for one without, only where a recording with a log is bound already or the
  /// running Swift test's would be used (binding it keeps a scenario's stores from counting as
  /// that test's). `specrun` binds a scenario's recording only where it does:
  ///
  /// ```swift
  /// ActionRecording(log: nil, exerciser: scenario).changesWhatNewStoresRecord   // false in a plain run
  /// ```
  public var changesWhatNewStoresRecord: Bool { log != nil || Self.forNewStore() != nil }

  /// What a store made now records into: the bound recording, or else the running Swift test's
  /// when the test side of the map is asked for; `nil` when nothing records.
  static func forNewStore() -> ActionRecording? {
    if let current { return current.log == nil ? nil : current }
    #if canImport(Testing)
      guard let log = TestSideBehaviourMap.processLog, let test = Test.current else { return nil }
      let location = test.sourceLocation
      return ActionRecording(
        log: log, exerciser: .test(name: test.displayName ?? test.name, file: location.fileID, line: location.line))
    #else
      return nil
    #endif
  }

  /// Records `action` (of the store's action type `Action`) as sent or received.
  func record<Action>(_ action: Action, direction: ActionUse.Direction) {
    log?.record(
      ActionUse(
        exerciser: exerciser, actionType: String(reflecting: Action.self),
        casePath: ActionCaseNames.path(of: action), direction: direction))
  }
}
