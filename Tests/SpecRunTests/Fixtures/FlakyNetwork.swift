import SpecRun
import Synchronization

/// A network double at the boundary that drops the first requests for a resource, as a real
/// network does now and then: a scenario that syncs it fails until the drops are used up. It
/// lives outside the scenarios, as a network would, so each retry sees fewer drops.
final class FlakyNetwork: Sendable {
  private let dropsLeft: Mutex<[String: Int]>
  private let requests = Mutex(0)

  /// `drops`: how many requests for each resource are dropped before one gets through.
  init(drops: [String: Int]) { dropsLeft = Mutex(drops) }

  /// How many requests were made, answered or dropped.
  var requestCount: Int { requests.withLock { $0 } }

  func request(_ resource: String) throws {
    requests.withLock { $0 += 1 }
    let dropped = dropsLeft.withLock { drops -> Bool in
      guard let left = drops[resource], left > 0 else { return false }
      drops[resource] = left - 1
      return true
    }
    if dropped { throw StepFailure("the network dropped the request for \(resource)") }
  }

  /// The basket steps, and syncing through this network; `Given a basket no earlier attempt has
  /// touched` fails when a scenario's context still holds a basket (a retry that is not fresh).
  var library: StepLibrary {
    var steps = BasketSteps.library
    steps.given("a basket no earlier attempt has touched") { context in
      if context[Basket.self] != nil { throw StepFailure("the context still holds the basket of an earlier attempt") }
      let basket = Basket()
      context[Basket.self] = basket
      context.addCheckpoint(basket)
    }
    steps.when("I sync {word}") { (_, resource: String) in try self.request(resource) }
    // A dropped request that never answers: the step runs until `--step-timeout` fails it.
    steps.when("I sync {word} over a stalling network") { (_, resource: String) in
      do {
        try self.request(resource)
      } catch {
        try await Task.sleep(for: .seconds(3_600))
      }
    }
    return steps
  }

  /// A feature with a scenario that syncs `notes` (tagged `@network`), one that syncs `photos`,
  /// and one that touches no network.
  static let feature = """
    Feature: Syncing

      @network
      Scenario: Syncing notes
        Given a basket no earlier attempt has touched
        When I add 1 apples
        And I sync notes
        Then the basket holds 1 apples

      Scenario: Syncing photos
        Given a basket no earlier attempt has touched
        When I sync photos
        Then the basket holds 0 apples

      Scenario: Counting apples
        Given an empty basket
        When I add 2 apples
        Then the basket holds 2 apples
    """
}
