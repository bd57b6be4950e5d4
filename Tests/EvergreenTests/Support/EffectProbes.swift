import Evergreen
import Synchronization

/// Suspends until the current task is cancelled (at once if it already is). No clock involved.
func untilCancelled() async {
  let (stream, continuation) = AsyncStream<Never>.makeStream()
  await withTaskCancellationHandler {
    for await _ in stream {}
  } onCancel: {
    continuation.finish()
  }
}

/// A yes/no fact an effect records for the test to check afterwards.
final class Flag: Sendable {
  private let value = Mutex(false)
  func raise() { value.withLock { $0 = true } }
  var isRaised: Bool { value.withLock { $0 } }
}

/// Counts how often something ran.
final class RunCount: Sendable {
  private let value = Mutex(0)
  func increment() { value.withLock { $0 += 1 } }
  var count: Int { value.withLock { $0 } }
}

/// The state of the probe features: the actions reduced, in order.
struct Journal: Equatable {
  var entries: [String] = []
}

/// The actions of the probe features.
enum Probe: Equatable, Sendable {
  case tap
  case start(Int)
  case stop
  case got(String)
}

/// A store whose reducer writes every action into the journal, then returns `effect(action)`.
@MainActor
func journalStore(
  withDependencies prepare: ((inout DependencyValues) -> Void)? = nil,
  effect: @escaping (Probe) -> Effect<Probe>
) -> Store<Journal, Probe> {
  Store(initialState: Journal()) {
    Reduce { state, action in
      state.entries.append(name(of: action))
      return effect(action)
    }
  } withDependencies: {
    prepare?(&$0)
  }
}

func name(of action: Probe) -> String {
  switch action {
  case .tap: "tap"
  case .start(let n): "start \(n)"
  case .stop: "stop"
  case .got(let text): text
  }
}
