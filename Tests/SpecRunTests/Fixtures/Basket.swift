import SpecRun

/// A small real domain object the runner's tests drive through steps.
@MainActor
final class Basket: ScenarioCheckpoint {
  private(set) var items: [String: Int] = [:]
  /// Quantities that changed since a Then step last described them.
  private(set) var undescribed: Set<String> = []

  func add(_ count: Int, _ item: String) {
    items[item, default: 0] += count
    undescribed.insert(item)
  }

  func expect(_ count: Int, _ item: String) throws {
    let actual = items[item, default: 0]
    guard actual == count else { throw StepFailure("expected \(count) \(item), the basket holds \(actual)") }
    undescribed.remove(item)
  }

  func undescribed(_ moment: CheckpointMoment) async -> String? {
    undescribed.isEmpty ? nil : "the basket's " + undescribed.sorted().joined(separator: ", ") + " changed"
  }
}

/// Step definitions for baskets, as an app's specs target would write them.
enum BasketSteps {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.given("an empty basket") { context in
      let basket = Basket()
      context[Basket.self] = basket
      context.addCheckpoint(basket)
    }
    steps.when("I add {int} {word}") { (context, count: Int, item: String) in
      try context.require(Basket.self).add(count, item)
    }
    steps.when("I add these:") { context in
      let basket = try context.require(Basket.self)
      for row in context.dataTable?.hashes ?? [] { basket.add(Int(row["count"] ?? "") ?? 0, row["item"] ?? "") }
    }
    steps.then("the basket holds {int} {word}") { (context, count: Int, item: String) in
      try context.require(Basket.self).expect(count, item)
    }
    steps.then("the note says:") { context in
      context.attach(context.docString?.content ?? "", mediaType: context.docString?.mediaType ?? "text/plain")
    }
    steps.then("the receipt is printed") { _ in throw PendingStep("printer not wired yet") }
    steps.then("a {word} is checked") { (_, _: String) in }
    steps.then("an {word} is checked") { (_, _: String) in }
    steps.before("@tracked", name: "start tracking") { context in context.attach("tracking") }
    return steps
  }
}
