import SpecRun

extension CCKLibraries {
  /// `cck/hooks-skipped`: skipping from a step, a before hook or an after hook; after hooks run
  /// in reverse order of definition.
  static let hooksSkipped: StepLibrary = {
    var steps = StepLibrary()
    steps.before { _ in }
    steps.before("@skip-before") { _ in throw SkipScenario() }
    steps.before { _ in }
    steps.given("a normal step") { _ in }
    steps.given("a step that skips") { _ in throw SkipScenario() }
    steps.after { _ in }
    steps.after("@skip-after") { _ in throw SkipScenario() }
    steps.after { _ in }
    return steps
  }()
}
