/// What every PinNest screen can do for the shared steps.
@MainActor
protocol PinNestScreen {
  /// Presses the button labelled `label`; fails with the labels there are when it has none.
  func tap(_ label: String) async throws
  /// `Then` the screen shows `message` as an error (`nil`: no error).
  func expectError(_ message: String?) async throws
}
