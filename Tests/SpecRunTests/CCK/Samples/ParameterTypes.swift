import SpecRun

extension CCKLibraries {
  /// `cck/parameter-types`: a custom parameter type whose regexp has two groups.
  static let parameterTypes: StepLibrary = {
    var steps = StepLibrary()
    steps.groupedParameterType("flight", regexp: "([A-Z]{3})-([A-Z]{3})") { groups in
      Flight(from: groups[0] ?? "", to: groups[1] ?? "")
    }
    steps.given("{flight} has been delayed") { (_, flight: Flight) in
      try NodeAssert.strictEqual(flight.from, "LHR")
      try NodeAssert.strictEqual(flight.to, "CDG")
    }
    return steps
  }()

  struct Flight: Sendable {
    var from: String
    var to: String
  }
}
