import Evergreen
import EvergreenTesting

/// A test-only feature: each action starts one kind of effect the harness must handle
/// deterministically (a request, a timer, structured concurrency, an escape to the real clock…).
struct Lab: Reducer {
  struct State: Equatable {
    var count = 0
    var fact: String?
    var isLoading = false
    var isTimerOn = false
    var ticks = 0
    var log: [String] = []
    var computed: [Int] = []
  }

  enum Action: Equatable, Sendable {
    case incrementTapped
    case ignored
    case factTapped
    case factResponse(String)
    case startTimer
    case stopTimer
    case tick
    case sleepEarlyAndLate
    case interleave
    case logged(String)
    case structuredWork
    case computed([Int])
    case realSleep
    case throwing
    case pingTwice
    case ping
    case listen
    case heard(Int)
  }

  enum CancelID { case timer }
  struct Boom: Error {}

  let clock: TestClock
  var fetchFact: @Sendable (Int) async throws -> String = { "\($0) is a good number" }
  var stream: AsyncStream<Int> = AsyncStream { $0.finish() }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .incrementTapped:
      state.count += 1
      return .none
    case .ignored:
      return .none
    case .factTapped:
      state.isLoading = true
      return .run { [count = state.count, fetchFact] send in
        await send(.factResponse(try await fetchFact(count)))
      }
    case .factResponse(let fact):
      state.isLoading = false
      state.fact = fact
      return .none
    case .startTimer:
      state.isTimerOn = true
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.timer)
    case .stopTimer:
      state.isTimerOn = false
      return .cancel(id: CancelID.timer)
    case .tick:
      state.ticks += 1
      return .none
    case .sleepEarlyAndLate:
      return .merge(
        .run { [clock] send in
          try await clock.sleep(for: .seconds(1))
          await send(.logged("late"))
        },
        .run { [clock] send in
          try await clock.sleep(for: .milliseconds(999))
          await send(.logged("early"))
        })
    case .interleave:
      return .merge(
        .run { send in
          await send(.logged("a1"))
          await Task.yield()
          await send(.logged("a2"))
        },
        .run { send in
          await send(.logged("b1"))
          await Task.yield()
          await send(.logged("b2"))
        })
    case .logged(let entry):
      state.log.append(entry)
      return .none
    case .structuredWork:
      return .run { send in
        async let squared = square(3)
        let summed = await withTaskGroup(of: Int.self) { group in
          for n in 1...3 {
            group.addTask {
              await Task.yield()
              return n
            }
          }
          return await group.reduce(0, +)
        }
        let total = await Accumulator().add(summed)
        let doubled = await doubleOnMainActor(await squared)
        await send(.computed([await squared, summed, total, doubled]))
      }
    case .computed(let values):
      state.computed = values
      return .none
    case .realSleep:
      // An hour: the test that sends it expects the store to see this sleep as outside its
      // control and to cancel it, never to wait it out (that test has a time limit); a minute ran
      // out once in a whole-suite run at load 9, when the test took 93 seconds, and `.tick` came.
      return .run { send in
        try await Task.sleep(for: .seconds(3_600))
        await send(.tick)
      }
    case .throwing:
      return .run { _ in throw Boom() }
    case .pingTwice:
      return .merge(.send(.ping), .run { send in await send(.ping) })
    case .ping:
      state.count += 1
      return .none
    case .listen:
      return .run { [stream] send in
        for await value in stream { await send(.heard(value)) }
      }
    case .heard(let value):
      state.count = value
      return .none
    }
  }
}

private func square(_ n: Int) async -> Int {
  await Task.yield()
  return n * n
}

private actor Accumulator {
  var total = 10
  func add(_ n: Int) -> Int {
    total += n
    return total
  }
}

@MainActor private func doubleOnMainActor(_ n: Int) -> Int { n * 2 }
