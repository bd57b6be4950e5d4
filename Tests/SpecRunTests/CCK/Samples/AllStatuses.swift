import SpecRun

extension CCKLibraries {
  /// `cck/all-statuses`: one scenario per result status.
  static let allStatuses: StepLibrary = {
    var steps = StepLibrary()
    steps.given("^a step$") { _ in }
    steps.given("^a failing step$") { _ in throw StepFailure("whoops") }
    steps.given("^a pending step$") { _ in throw PendingStep() }
    steps.given("^a skipped step$") { _ in throw SkipScenario() }
    steps.given("^an ambiguous (.*?)$") { (_, _: String) in }
    steps.given("^(.*?) ambiguous step$") { (_, _: String) in }
    return steps
  }()
}
