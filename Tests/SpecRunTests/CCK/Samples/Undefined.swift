import SpecRun

extension CCKLibraries {
  /// `cck/undefined`: steps with no definition get a suggestion and stop their scenario.
  static let undefined: StepLibrary = {
    var steps = StepLibrary()
    steps.given("an implemented step") { _ in }
    steps.given("a step that will be skipped") { _ in }
    return steps
  }()
}
