import SpecRun

extension CCKLibraries {
  /// `cck/hooks-conditional`: hooks that run only for scenarios their tag expression selects.
  static let hooksConditional: StepLibrary = {
    var steps = StepLibrary()
    steps.before("@passing-hook") { _ in }
    steps.before("@fail-before") { _ in throw StepFailure("Exception in conditional hook") }
    steps.when("a step passes") { _ in }
    steps.after("@fail-after") { _ in throw StepFailure("Exception in conditional hook") }
    steps.after("@passing-hook") { _ in }
    return steps
  }()
}
