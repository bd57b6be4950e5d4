import Synchronization

/// The calls a spec's overridden endpoint received, in order.
///
/// ```swift
/// let updates = CallLog<TaskID>()
/// $0.firebaseService.updateTask = { id, _ in updates.record(id) }
/// #expect(updates.calls == ["hamigaki"])
/// ```
final class CallLog<Call: Sendable>: Sendable {
  private let log = Mutex<[Call]>([])

  func record(_ call: Call) { log.withLock { $0.append(call) } }
  var calls: [Call] { log.withLock { $0 } }
}
