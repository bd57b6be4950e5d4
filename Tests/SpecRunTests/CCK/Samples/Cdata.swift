import SpecRun

extension CCKLibraries {
  /// `cck/cdata`: a step text holding a CDATA section, matched literally.
  static let cdata: StepLibrary = {
    var steps = StepLibrary()
    steps.given("I have {int} <![CDATA[cukes]]> in my belly") { (_, count: Int) in
      try NodeAssert.strictEqual(count, 42)
    }
    return steps
  }()
}
