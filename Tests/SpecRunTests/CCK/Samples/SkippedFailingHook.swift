import SpecRun

extension CCKLibraries {
  /// `cck/skipped-failing-hook`: an after hook fails after a step skipped.
  static let skippedFailingHook: StepLibrary = {
    var steps = StepLibrary()
    steps.given("a step that skips") { _ in throw SkipScenario() }
    steps.after { _ in throw StepFailure("whoops") }
    return steps
  }()
}
