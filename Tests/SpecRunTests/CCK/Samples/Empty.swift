import SpecRun

extension CCKLibraries {
  /// `cck/empty`: a scenario with no steps, and no step definitions.
  static let empty = StepLibrary()
}
