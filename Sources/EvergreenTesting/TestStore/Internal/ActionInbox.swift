import Evergreen
import Synchronization

/// Where the effects of a `TestStore` hand over the actions they send. Sending never hops to the
/// main actor: the sender appends its action and parks until the store has run the reducer for it
/// (as a real store's `await send` returns after the reducer ran). The store collects deliveries
/// while it settles, and keeps each reduced action until the test receives it.
final class ActionInbox<Action: Sendable>: Sendable {
  struct Delivery {
    let action: Action
    /// The effect that sent it.
    let origin: EffectOrigin?
    let continuation: CheckedContinuation<Void, Never>
  }

  /// An action an effect fed back, reduced, and waiting for the test to `receive` it.
  struct Received: Sendable {
    let action: Action
    let origin: EffectOrigin?

    /// `.tick, fed back by the effect started by send(.start) at File.swift:12`; a long action is
    /// dumped over several lines, and the origin follows its last line.
    var description: String {
      let action = describeActionForList(self.action)
      guard let origin else { return action }
      return "\(action), fed back by the effect started by \(origin)"
    }
  }

  private struct State {
    var deliveries: [Delivery] = []
    var received: [Received] = []
  }

  private let state = Mutex(State())
  /// How many deliveries and received actions `state` holds, kept beside it under its lock and
  /// read without it: most steps send no effect, and an empty inbox answers from these counts
  /// without entering `state`'s generic lock (code specialised for no app's `Action`, which
  /// would look up the lock's and the arrays' type metadata on every call).
  private let deliveryCount = Atomic(0)
  private let receivedCount = Atomic(0)
  let tracker: EffectTracker

  init(tracker: EffectTracker) { self.tracker = tracker }

  /// The `Send` the store hands to its effects.
  var send: Send<Action> {
    Send { [self] action in await deliver(action) }
  }

  private func deliver(_ action: Action) async {
    let context = EffectContext.current.flatMap { $0.tracker === tracker ? $0 : nil }
    let origin = context.flatMap { tracker.origin(of: $0.ticket) }
    if !EffectTracker.callerRunsOn(tracker.executor) {
      let blame = origin?.site ?? tracker.storeSite
      let who = origin.map { "the effect started by \($0)" } ?? "code outside the store's effects"
      tracker.effectIssues.record(
        blame.issue(
          """
          \(describeAction(action)) was sent by \(who) from a task the TestStore does not run: \
          'Task {}' and 'Task.detached' inside an effect escape the test executor, so the test \
          cannot know when they are done.

          Keep the effect's work structured: 'async let', 'withTaskGroup', or merge effects.
          """))
    }
    await withCheckedContinuation { continuation in
      state.withLock {
        $0.deliveries.append(Delivery(action: action, origin: origin, continuation: continuation))
        deliveryCount.store($0.deliveries.count, ordering: .releasing)
      }
      tracker.noteProgress()
    }
  }

  /// Removes and returns every action sent so far, in the order they were sent.
  func takeDeliveries() -> [Delivery] {
    guard hasDeliveries else { return [] }
    return state.withLock { state in
      defer {
        state.deliveries.removeAll()
        deliveryCount.store(0, ordering: .releasing)
      }
      return state.deliveries
    }
  }

  /// Whether an action was sent and not yet taken (one sent while this is read may not count).
  var hasDeliveries: Bool { deliveryCount.load(ordering: .acquiring) > 0 }

  func appendReceived(_ received: Received) {
    state.withLock {
      $0.received.append(received)
      receivedCount.store($0.received.count, ordering: .releasing)
    }
  }

  /// The actions reduced and not yet received by the test, oldest first.
  var received: [Received] {
    guard hasReceived else { return [] }
    return state.withLock { $0.received }
  }

  /// Whether an action was reduced and not yet received by the test.
  var hasReceived: Bool { receivedCount.load(ordering: .acquiring) > 0 }

  func removeFirstReceived() {
    state.withLock {
      _ = $0.received.removeFirst()
      receivedCount.store($0.received.count, ordering: .releasing)
    }
  }

  func removeAllReceived() -> [Received] {
    guard hasReceived else { return [] }
    return state.withLock { state in
      defer {
        state.received.removeAll()
        receivedCount.store(0, ordering: .releasing)
      }
      return state.received
    }
  }
}
