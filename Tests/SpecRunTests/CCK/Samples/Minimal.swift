import SpecRun

extension CCKLibraries {
  /// `cck/minimal`: one step with an `{int}`.
  static let minimal: StepLibrary = {
    var steps = StepLibrary()
    steps.given("I have {int} cukes in my belly") { (_, count: Int) in
      try NodeAssert.strictEqual(count, 42)
    }
    return steps
  }()
}
