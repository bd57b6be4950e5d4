/// One action case a store was sent or received, and who drove the store: the raw material of a
/// behaviour map (`specrun --format behaviour`).
///
/// ```swift
/// ActionUse(
///   exerciser: .test(name: "a fact arrives", file: "MachoTests/CounterTests.swift", line: 12),
///   actionType: "Macho.CounterFeature.Action", casePath: ["factResponse"], direction: .received)
/// ```
public struct ActionUse: Codable, Hashable, Sendable {
  /// Whether the action came from the test or scenario, or back from an effect.
  public enum Direction: String, Codable, Hashable, Sendable {
    /// Sent by the test or scenario, or received back from an effect.
    case sent, received
  }

  /// The scenario or test that drove the store.
  public var exerciser: ActionExerciser
  /// The store's action type, with its module (`Macho.ContactsFeature.Action`).
  public var actionType: String
  /// The case names from the store's action inward (`["path", "element", "incrementTapped"]`).
  public var casePath: [String]
  /// Whether the action was sent or received.
  public var direction: Direction

  /// Creates a use from its fields.
  public init(exerciser: ActionExerciser, actionType: String, casePath: [String], direction: Direction) {
    self.exerciser = exerciser
    self.actionType = actionType
    self.casePath = casePath
    self.direction = direction
  }
}
