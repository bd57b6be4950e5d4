import SpecRun

extension CCKLibraries {
  /// `cck/unknown-parameter-type`: an expression naming a parameter type nobody defined.
  static let unknownParameterType: StepLibrary = {
    var steps = StepLibrary()
    steps.given("{airport} is closed because of a strike") { (_, airport: String) in
      throw StepFailure("should not be called, \(airport) is not a known parameter type")
    }
    return steps
  }()
}
