import SpecRun

extension CCKLibraries {
  /// `cck/multiple-features`: three feature files, run in name order.
  static let multipleFeatures: StepLibrary = {
    var steps = StepLibrary()
    steps.given("an order for {string}") { (context, item: String) in
      context[Order.self, default: Order()].items.append(item)
    }
    return steps
  }()
}
