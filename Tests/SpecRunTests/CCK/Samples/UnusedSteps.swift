import SpecRun

extension CCKLibraries {
  /// `cck/unused-steps`: a definition no step uses is still announced.
  static let unusedSteps: StepLibrary = {
    var steps = StepLibrary()
    steps.given("a step that is used") { _ in }
    steps.given("a step that is not used") { _ in throw StepFailure("this step is never used") }
    return steps
  }()
}
