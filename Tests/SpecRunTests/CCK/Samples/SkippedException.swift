import SpecRun

extension CCKLibraries {
  /// `cck/skipped-exception`: skipping with a reason, which becomes the step's message.
  static let skippedException: StepLibrary = {
    var steps = StepLibrary()
    steps.given("I skip a step") { _ in throw SkipScenario("skipping") }
    return steps
  }()
}
