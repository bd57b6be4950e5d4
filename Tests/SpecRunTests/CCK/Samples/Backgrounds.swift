import SpecRun

extension CCKLibraries {
  /// `cck/backgrounds` and `cck/rules-backgrounds`: background steps run before each scenario.
  static let backgrounds: StepLibrary = {
    var steps = StepLibrary()
    steps.given("an order for {string}") { (context, item: String) in
      context[Order.self, default: Order()].items.append(item)
    }
    steps.when("an action") { context in
      _ = try context.require(Order.self)
    }
    steps.then("an outcome") { context in
      guard try !context.require(Order.self).items.isEmpty else { throw StepFailure("the order is empty") }
    }
    return steps
  }()

  struct Order { var items: [String] = [] }
}
