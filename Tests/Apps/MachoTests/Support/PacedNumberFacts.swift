import EvergreenTesting
import Macho
import Synchronization

/// The number-fact boundary of the Counter specs: a fake ``NumberFactClient`` whose answers arrive
/// only when the spec moves its ``TestClock``. Each request waits ``delay`` on the clock, then
/// answers with a text naming the request's number (1, 2, …), so a spec can tell which request
/// answered.
///
/// ```swift
/// let facts = PacedNumberFacts()
/// let store = TestStore(initialState: CounterFeature.State(count: 5)) { CounterFeature() }
///   withDependencies: { $0.numberFact = facts.client }
/// await store.send(.factButtonTapped) { $0.isLoading = true }
/// await facts.clock.advance(by: facts.delay)
/// await store.receive(.factResponse(PacedNumberFacts.answer(about: 5, request: 1))) { … }
/// ```
final class PacedNumberFacts: Sendable {
  /// The clock the answers wait on.
  let clock = TestClock()
  /// How long each request takes on ``clock``.
  let delay: Duration = .seconds(1)
  private let requests = Mutex<[Int]>([])

  /// The numbers asked about so far, in order.
  var requested: [Int] { requests.withLock { $0 } }

  /// The client to put into the store's dependencies.
  var client: NumberFactClient {
    NumberFactClient { number in
      let request = self.requests.withLock { requests in
        requests.append(number)
        return requests.count
      }
      try await self.clock.sleep(for: self.delay)
      return Self.answer(about: number, request: request)
    }
  }

  /// The answer to the `request`-th request, about `number`.
  static func answer(about number: Int, request: Int) -> String {
    "\(number) is a number (answer to request \(request))."
  }
}
