import SpecRun

extension CCKLibraries {
  /// `cck/stack-traces`: a step that throws (stack traces are not compared).
  static let stackTraces: StepLibrary = {
    var steps = StepLibrary()
    steps.when("a step throws an exception") { _ in throw StepFailure("BOOM") }
    return steps
  }()
}
