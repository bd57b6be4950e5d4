import SpecRun

extension CCKLibraries {
  /// `cck/hooks-named`: hooks with names.
  static let hooksNamed: StepLibrary = {
    var steps = StepLibrary()
    steps.before(name: "A named before hook") { _ in }
    steps.when("a step passes") { _ in }
    steps.after(name: "A named after hook") { _ in }
    return steps
  }()
}
