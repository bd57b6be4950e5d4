import Evergreen
import Observation

/// A feature with a hundred fields a view could read, and one action that changes another field.
private struct Dashboard: Reducer {
  struct State {
    var count = 0
    var tiles = Array(repeating: 0, count: 100)
  }

  enum Action: Sendable { case increment, bumpTile }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment: state.count += 1
    case .bumpTile: state.tiles[0] += 1
    }
    return .none
  }
}

/// Prints the cost of a `Store.send` while views observe 1, 10 and 100 fields, against a send no
/// view observes, measured in the same run.
@MainActor
func runObservationBenchmarks() {
  let clock = ContinuousClock()
  func microseconds(_ duration: Duration, per count: Int) -> Double {
    let (seconds, attoseconds) = duration.components
    return (Double(seconds) * 1e6 + Double(attoseconds) / 1e12) / Double(count)
  }
  func rounded(_ value: Double) -> String { "\((value * 1000).rounded() / 1000)" }

  print("\nStore observation benchmarks (release build)")
  let sends = 100_000

  func timeSends(observing fields: Int) -> Double {
    let store = Store(initialState: Dashboard.State()) { Dashboard() }
    withObservationTracking {
      // One field per tile: the key path \.tiles[index] is a place of its own, as `store.count` is.
      for index in 0..<fields { _ = store[dynamicMember: \Dashboard.State.tiles[index]] }
    } onChange: {
    }
    let start = clock.now
    for _ in 0..<sends { store.send(.increment) }
    let perSend = microseconds(clock.now - start, per: sends)
    precondition(store.state.count == sends)
    return perSend
  }

  // Baseline: a send no view observes (the reducer, the queue, no comparison).
  _ = timeSends(observing: 0)  // warm up
  let unobserved = timeSends(observing: 0)
  print("baseline: Store.send, nothing observed: \(rounded(unobserved)) µs")
  for fields in [1, 10, 100] {
    let observed = timeSends(observing: fields)
    print(
      "Store.send, \(fields) observed field\(fields == 1 ? "" : "s") unchanged: \(rounded(observed)) µs"
        + "  (\(rounded(observed / unobserved))× unobserved send)")
  }

  // A view that reads one field which every send changes, and reads it again after each change
  // (as SwiftUI re-evaluates body): the notification and the new watch included.
  let store = Store(initialState: Dashboard.State()) { Dashboard() }
  var notified = 0
  let start = clock.now
  for _ in 0..<sends {
    withObservationTracking {
      _ = store[dynamicMember: \Dashboard.State.tiles[0]]
    } onChange: {
    }
    store.send(.bumpTile)
    notified += 1
  }
  let changing = microseconds(clock.now - start, per: sends)
  precondition(store.tiles[0] == sends && notified == sends)
  print(
    "Store.send changing the observed field, then read again: \(rounded(changing)) µs"
      + "  (\(rounded(changing / unobserved))× unobserved send)")
}
