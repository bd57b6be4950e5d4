import SpecRun

extension CCKLibraries {
  /// `cck/ambiguous`: two definitions match one step.
  static let ambiguous: StepLibrary = {
    var steps = StepLibrary()
    steps.given("^a (.*?) with (.*?)$") { (_, _: String, _: String) in }
    steps.given("^a step with (.*?)$") { (_, _: String) in }
    return steps
  }()
}
