import Evergreen
import EvergreenReporting
import EvergreenTesting

/// A small feature for timing the TestStore: a few fields, one synchronous action, one effect
/// round trip, and one effect parked on a TestClock.
private struct BenchFeature: Reducer {
  struct State: Equatable {
    var count = 0
    var title = "bench"
    var flags = [true, false, true]
    var pongs = 0
  }

  enum Action: Equatable, Sendable { case increment, ping, pong, wait }

  let clock: TestClock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment:
      state.count += 1
      return .none
    case .ping:
      return .run { send in await send(.pong) }
    case .pong:
      state.pongs += 1
      return .none
    case .wait:
      return .run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.pong)
      }
    }
  }
}

/// Prints the cost of the TestStore's steps next to baselines measured in the same run.
///
/// Run with `swift run -c release evergreen-bench`.
@MainActor
func runStoreBenchmarks() async {
  let clock = ContinuousClock()
  func microseconds(_ duration: Duration, per count: Int) -> Double {
    let (seconds, attoseconds) = duration.components
    return (Double(seconds) * 1e6 + Double(attoseconds) / 1e12) / Double(count)
  }
  func show(_ label: String, _ value: Double, baseline: (String, Double)? = nil) {
    var line = "\(label): \(formatted(value)) µs"
    if let (name, base) = baseline, base > 0 { line += "  (\(formatted(value / base))× \(name))" }
    print(line)
  }

  print("TestStore benchmarks (release build)")

  // Baseline 1: the reducer alone, plus the equality check the store makes after each send.
  let feature = BenchFeature(clock: TestClock())
  // Called through an opaque closure, as the store calls it, so the optimizer cannot fold the loop.
  let reduce = opaque { (state: inout BenchFeature.State, action: BenchFeature.Action) in
    feature.reduce(into: &state, action: action)
  }
  let reducerRuns = 100_000
  var state = BenchFeature.State()
  var equalCount = 0
  var start = clock.now
  for _ in 0..<reducerRuns {
    var expected = state
    _ = reduce(&state, .increment)
    expected.count += 1
    if expected == state { equalCount += 1 }
  }
  let rawReducer = microseconds(clock.now - start, per: reducerRuns)
  precondition(equalCount == reducerRuns && state.count == reducerRuns)
  show("baseline: raw reducer call + state == check", rawReducer)

  // Baseline 2: one main-actor round trip.
  let yields = 10_000
  start = clock.now
  for _ in 0..<yields { await Task.yield() }
  let yieldRoundTrip = microseconds(clock.now - start, per: yields)
  show("baseline: await Task.yield() on the main actor", yieldRoundTrip)

  // TestStore.send with an exhaustive state check (goal: ≤ 5 µs).
  let sends = 100_000
  let sendStore = TestStore(initialState: BenchFeature.State()) { feature }
  start = clock.now
  for _ in 0..<sends {
    await sendStore.send(.increment) { $0.count += 1 }
  }
  let send = microseconds(clock.now - start, per: sends)
  precondition(sendStore.state.count == sends)
  show("TestStore send + exhaustive check (\(sends) sends)", send, baseline: ("raw reducer", rawReducer))

  // send → effect → receive.
  let cycles = 100_000
  let cycleStore = TestStore(initialState: BenchFeature.State()) { feature }
  start = clock.now
  for _ in 0..<cycles {
    await cycleStore.send(.ping)
    await cycleStore.receive(.pong) { $0.pongs += 1 }
  }
  let cycle = microseconds(clock.now - start, per: cycles)
  precondition(cycleStore.state.pongs == cycles)
  await cycleStore.finish()
  show("send → effect → receive cycle (\(cycles) cycles)", cycle, baseline: ("Task.yield round trip", yieldRoundTrip))

  // A receive that fails because nothing will come (goal: < 1 ms), with no effect running and with
  // one effect parked on a TestClock (which costs one main-actor round trip to prove idleness).
  let failures = 1_000
  var idleFailure = 0.0
  var parkedFailure = 0.0
  let issues = await IssueCollector.collect {
    let idleStore = TestStore(initialState: BenchFeature.State()) { feature }
    start = clock.now
    for _ in 0..<failures { await idleStore.receive(.pong) }
    idleFailure = microseconds(clock.now - start, per: failures)

    let testClock = TestClock()
    let parkedStore = TestStore(initialState: BenchFeature.State()) { BenchFeature(clock: testClock) }
    await parkedStore.send(.wait)
    start = clock.now
    for _ in 0..<failures { await parkedStore.receive(.pong) }
    parkedFailure = microseconds(clock.now - start, per: failures)
    await parkedStore.skipInFlightEffects()
  }
  precondition(issues.count == 2 * failures)
  show("failing receive, nothing running", idleFailure, baseline: ("Task.yield round trip", yieldRoundTrip))
  show("failing receive, one effect on a TestClock", parkedFailure, baseline: ("Task.yield round trip", yieldRoundTrip))
}

/// Hides a closure from the optimizer.
@inline(never)
private func opaque<A, B, R>(_ body: @escaping (inout A, B) -> R) -> (inout A, B) -> R { body }

private func formatted(_ value: Double) -> String {
  let scaled = (value * 1000).rounded() / 1000
  return "\(scaled)"
}
