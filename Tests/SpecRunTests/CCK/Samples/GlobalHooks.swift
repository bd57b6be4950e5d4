import SpecRun

extension CCKLibraries {
  /// `cck/global-hooks`: hooks around the whole run; after-all hooks run in reverse order.
  static let globalHooks: StepLibrary = {
    var steps = StepLibrary()
    steps.beforeAll {}
    steps.beforeAll {}
    steps.when("a step passes") { _ in }
    steps.when("a step fails") { _ in throw StepFailure("Exception in step") }
    steps.afterAll {}
    steps.afterAll {}
    return steps
  }()
}
