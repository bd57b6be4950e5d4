import SpecRun

extension CCKLibraries {
  /// `cck/examples-tables-undefined`: example values that make steps undefined.
  static let examplesTablesUndefined: StepLibrary = {
    var steps = StepLibrary()
    steps.given("there are {int} cucumbers") { (context, count: Int) in
      context[Cucumbers.self, default: Cucumbers()].count = count
    }
    steps.when("I eat {int} cucumbers") { (context, eaten: Int) in
      context[Cucumbers.self, default: Cucumbers()].count -= eaten
    }
    steps.then("I should have {int} cucumbers") { (context, expected: Int) in
      try NodeAssert.strictEqual(context.require(Cucumbers.self).count, expected)
    }
    return steps
  }()
}
