import SpecRun

extension CCKLibraries {
  /// `cck/skipped`: a step that skips the rest of its scenario.
  static let skipped: StepLibrary = {
    var steps = StepLibrary()
    steps.given("a step that does not skip") { _ in }
    steps.given("a step that is skipped") { _ in }
    steps.given("I skip a step") { _ in throw SkipScenario() }
    return steps
  }()
}
