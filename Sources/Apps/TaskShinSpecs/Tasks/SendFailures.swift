import Synchronization
import TaskShin

/// The tasks whose next send a scenario said would fail; each fails once.
final class SendFailures: Sendable {
  private let ids = Mutex<Set<TaskID>>([])

  func failNext(_ id: TaskID) { _ = ids.withLock { $0.insert(id) } }

  /// Whether the send of `id` fails now (then it will not fail again).
  func takeFailure(of id: TaskID) -> Bool { ids.withLock { $0.remove(id) } != nil }
}
