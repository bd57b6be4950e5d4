import Synchronization
import TaskShin

/// The sends a scenario said would fail (「「はみがき」の送信は失敗する」, 「しんの保存は失敗する」);
/// each fails once.
///
/// ```swift
/// failures.failNext(.completion("はみがき"))
/// failures.takeFailure(of: .completion("はみがき"))   // true, then false
/// ```
final class SendFailures: Sendable {
  enum Send: Hashable, Sendable {
    /// The child's completion of a task.
    case completion(TaskID)
    /// The next save of the child's shins.
    case shinSave
  }

  private let sends = Mutex<Set<Send>>([])

  func failNext(_ send: Send) { _ = sends.withLock { $0.insert(send) } }

  /// Whether `send` fails now (then it will not fail again).
  func takeFailure(of send: Send) -> Bool { sends.withLock { $0.remove(send) } != nil }
}
