import SpecRun

extension CCKLibraries {
  /// `cck/hooks`: a before and an after hook around passing and failing steps.
  static let hooks: StepLibrary = {
    var steps = StepLibrary()
    steps.before { context in context[HookTrace.self] = HookTrace(ranBefore: true) }
    steps.when("a step passes") { context in _ = try context.require(HookTrace.self) }
    steps.when("a step fails") { _ in throw StepFailure("Exception in step") }
    steps.after { context in _ = try context.require(HookTrace.self) }
    return steps
  }()

  struct HookTrace { var ranBefore: Bool }
}
