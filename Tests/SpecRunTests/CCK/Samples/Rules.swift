import SpecRun

extension CCKLibraries {
  /// `cck/rules`: scenarios grouped under rules.
  static let rules: StepLibrary = {
    var steps = StepLibrary()
    steps.given("the customer has {int} cents") { (context, cents: Int) in
      context[Shop.self, default: Shop()].money = cents
    }
    steps.given("there are chocolate bars in stock") { context in
      context[Shop.self, default: Shop()].stock = ["Mars"]
    }
    steps.given("there are no chocolate bars in stock") { context in
      context[Shop.self, default: Shop()].stock = []
    }
    steps.when("the customer tries to buy a {int} cent chocolate bar") { (context, price: Int) in
      var shop = try context.require(Shop.self)
      if shop.money >= price, let bar = shop.stock.popLast() { shop.chocolate = bar }
      context[Shop.self] = shop
    }
    steps.then("the sale should not happen") { context in
      try NodeAssert.strictEqual(context.require(Shop.self).chocolate, nil)
    }
    steps.then("the sale should happen") { context in
      guard try context.require(Shop.self).chocolate != nil else { throw StepFailure("no chocolate was sold") }
    }
    return steps
  }()

  struct Shop {
    var money = 0
    var stock: [String] = []
    var chocolate: String?
  }
}
