/// The keyword a step definition was registered with. As in Cucumber, it documents intent; any
/// step text matches a definition whatever keyword the scenario used.
public enum StepKeyword: String, Sendable {
  case given = "Given"
  case when = "When"
  case then = "Then"
  case step = "Step"
}
