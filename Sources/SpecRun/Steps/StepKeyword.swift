/// The keyword a step definition was registered with. As in Cucumber, it documents intent; any
/// step text matches a definition whatever keyword the scenario used.
public enum StepKeyword: String, Sendable {
  /// Defined with `steps.given`: sets the scene.
  case given = "Given"
  /// Defined with `steps.when`: what the user does.
  case when = "When"
  /// Defined with `steps.then`: what the user sees.
  case then = "Then"
  /// Defined with `steps.step`: any kind of step.
  case step = "Step"
}
