import SpecRun

extension CCKLibraries {
  /// `cck/examples-tables`: outlines with passing and failing example rows.
  static let examplesTables: StepLibrary = {
    var steps = StepLibrary()
    steps.given("there are {int} cucumbers") { (context, count: Int) in
      context[Cucumbers.self, default: Cucumbers()].count = count
    }
    steps.given("there are {int} friends") { (context, friends: Int) in
      context[Cucumbers.self, default: Cucumbers()].friends = friends
    }
    steps.when("I eat {int} cucumbers") { (context, eaten: Int) in
      context[Cucumbers.self, default: Cucumbers()].count -= eaten
    }
    steps.then("I should have {int} cucumbers") { (context, expected: Int) in
      try NodeAssert.strictEqual(context.require(Cucumbers.self).count, expected)
    }
    steps.then("each person can eat {int} cucumbers") { (context, expected: Int) in
      let cucumbers = try context.require(Cucumbers.self)
      try NodeAssert.strictEqual(cucumbers.count / (1 + cucumbers.friends), expected)
    }
    return steps
  }()

  struct Cucumbers {
    var count = 0
    var friends = 0
  }
}
