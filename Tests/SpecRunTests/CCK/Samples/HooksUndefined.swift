import SpecRun

extension CCKLibraries {
  /// `cck/hooks-undefined`: hooks still run around an undefined step.
  static let hooksUndefined: StepLibrary = {
    var steps = StepLibrary()
    steps.before { _ in }
    steps.after { _ in }
    return steps
  }()
}
