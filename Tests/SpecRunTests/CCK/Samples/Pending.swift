import SpecRun

extension CCKLibraries {
  /// `cck/pending`: a step that is not implemented yet stops its scenario as pending.
  static let pending: StepLibrary = {
    var steps = StepLibrary()
    steps.given("an implemented non-pending step") { _ in }
    steps.given("an implemented step that is skipped") { _ in }
    steps.given("an unimplemented pending step") { _ in throw PendingStep() }
    return steps
  }()
}
