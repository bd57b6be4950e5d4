import Evergreen
import EvergreenReporting
import EvergreenTesting
import Testing

/// Effects that use the newer operators: a named task, concatenation, and throttling.
private struct Operators: Reducer {
  struct State: Equatable { var log: [String] = [] }
  enum Action: Equatable, Sendable {
    case nameTask, concatenate
    case scrolled(Int, latest: Bool)
    case logged(String)
    case stopThrottle
  }
  enum CancelID { case throttle }
  let clock: TestClock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .nameTask:
      return .run(name: "pin listener") { send in await send(.logged(currentTaskName() ?? "unnamed")) }
    case .concatenate:
      return Effect.run { [clock] send in
        try await clock.sleep(for: .seconds(1))
        await send(.logged("first"))
      }
      .concatenate(with: .send(.logged("second")))
    case .scrolled(let offset, let latest):
      return .send(.logged("load \(offset)"))
        .throttle(id: CancelID.throttle, for: .seconds(1), clock: clock, latest: latest)
    case .logged(let entry):
      state.log.append(entry)
      return .none
    case .stopThrottle:
      return .cancel(id: CancelID.throttle)
    }
  }
}

/// The running task's name, where the platform names tasks (Swift 6.2's runtime).
private func currentTaskName() -> String? {
  if #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) { return Task.name }
  return "pin listener"  // Older Apple systems keep no task names; nothing to check there.
}

@MainActor
@Suite("Effect operators: named tasks, concatenate(with:), throttle")
struct EffectOperatorsTests {
  @Test(".run(name:) runs its operation in a task with that name")
  func namedTask() async {
    let store = TestStore(initialState: Operators.State()) { Operators(clock: TestClock()) }
    await store.send(.nameTask)
    await store.receive(.logged("pin listener")) { $0.log = ["pin listener"] }
  }

  @Test("concatenate(with:) starts the second effect once the first has finished")
  func concatenateWith() async {
    let clock = TestClock()
    let store = TestStore(initialState: Operators.State()) { Operators(clock: clock) }
    await store.send(.concatenate)
    await clock.advance(by: .seconds(1))
    await store.receive(.logged("first")) { $0.log = ["first"] }
    await store.receive(.logged("second")) { $0.log = ["first", "second"] }
  }

  @Test("throttle with latest: the first runs at once, the last of a burst runs when the window ends")
  func throttleLatest() async {
    let clock = TestClock()
    let store = TestStore(initialState: Operators.State()) { Operators(clock: clock) }
    await store.send(.scrolled(1, latest: true))
    await store.receive(.logged("load 1")) { $0.log = ["load 1"] }
    await store.send(.scrolled(2, latest: true))
    await store.send(.scrolled(3, latest: true))
    await clock.advance(by: .milliseconds(999))
    await clock.advance(by: .milliseconds(1))
    await store.receive(.logged("load 3")) { $0.log = ["load 1", "load 3"] }
    await clock.advance(by: .seconds(5))
    await store.send(.scrolled(4, latest: true))
    await store.receive(.logged("load 4")) { $0.log = ["load 1", "load 3", "load 4"] }
  }

  @Test("throttle without latest: the first of a burst that waited runs when the window ends")
  func throttleFirst() async {
    let clock = TestClock()
    let store = TestStore(initialState: Operators.State()) { Operators(clock: clock) }
    await store.send(.scrolled(1, latest: false))
    await store.receive(.logged("load 1")) { $0.log = ["load 1"] }
    await store.send(.scrolled(2, latest: false))
    await store.send(.scrolled(3, latest: false))
    await clock.advance(by: .seconds(1))
    await store.receive(.logged("load 2")) { $0.log = ["load 1", "load 2"] }
  }

  @Test("cancelling a throttle's id cancels the effect waiting for its window")
  func throttleCancel() async {
    let clock = TestClock()
    let store = TestStore(initialState: Operators.State()) { Operators(clock: clock) }
    await store.send(.scrolled(1, latest: true))
    await store.receive(.logged("load 1")) { $0.log = ["load 1"] }
    await store.send(.scrolled(2, latest: true))
    await store.send(.stopThrottle)
    await clock.advance(by: .seconds(1))
    await store.finish()
  }
}
