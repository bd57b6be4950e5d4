/// Whether the parent screens are open.
public enum ParentGate: Equatable, Sendable {
  /// Closed; `wrongAnswer` when the last attempt failed.
  case locked(wrongAnswer: Bool)
  /// The question is on screen.
  case asking(GateQuestion)
  case unlocked
}
