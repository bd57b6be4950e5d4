import SpecRun

extension CCKLibraries {
  /// `cck/pending-exception`: pending with a reason, which becomes the step's message.
  static let pendingException: StepLibrary = {
    var steps = StepLibrary()
    steps.given("an unimplemented pending step") { _ in throw PendingStep("TODO") }
    return steps
  }()
}
