import Synchronization
import TaskShin

/// What the scenario's backend answered the app, as the backend saw it, oldest first: every list it
/// handed to the app's listener, and the outcome of every request the app made (not the changes a
/// step makes from another device). `Then` steps name from it the actions that must have come back
/// (one `tasksUpdated` and one `tasksChanged` per list handed over, one `taskUpdateSucceeded` or
/// `taskUpdateFailed` per completion answered, …), instead of taking whatever came.
final class BackendLog: Sendable {
  enum Entry: Equatable, Sendable {
    /// The listener handed this list to the app.
    case listSent([TaskItem])
    /// `updateTask(id, status)` answered (`failure` nil: the backend took it).
    case updated(TaskID, TaskStatus, failure: ServiceError?)
    case saved(TaskID, failure: ServiceError?)
    case deleted(TaskID, failure: ServiceError?)
    case returned(TaskID, failure: ServiceError?)
    case profileFetched(ChildProfile?, failure: ServiceError?)
    case profileSaved(ChildProfile, failure: ServiceError?)
  }

  private let entries = Mutex<[Entry]>([])

  func record(_ entry: Entry) { entries.withLock { $0.append(entry) } }

  var count: Int { entries.withLock { $0.count } }

  /// The entries after the first `seen`.
  func since(_ seen: Int) -> [Entry] { entries.withLock { Array($0.dropFirst(seen)) } }

  /// Runs `request`, recording its outcome with `entry`.
  func answer<Value>(
    _ entry: (ServiceError?) -> Entry, _ request: () async throws -> Value
  ) async throws -> Value {
    do {
      let value = try await request()
      record(entry(nil))
      return value
    } catch {
      record(entry(ServiceError(error)))
      throw error
    }
  }

  /// `stream`, recording each list as the app's listener takes it.
  func relaying(_ stream: AsyncStream<[TaskItem]>) -> AsyncStream<[TaskItem]> {
    let relay = Relay(stream.makeAsyncIterator())
    return AsyncStream { [self] in
      let list = await relay.next()
      if let list { record(.listSent(list)) }
      return list
    }
  }

  /// The one listener's iterator: only the app's listener (one task) calls `next()`, one call at a
  /// time, as an `AsyncStream` allows.
  private final class Relay: @unchecked Sendable {
    private var iterator: AsyncStream<[TaskItem]>.Iterator
    init(_ iterator: AsyncStream<[TaskItem]>.Iterator) { self.iterator = iterator }
    func next() async -> [TaskItem]? { await iterator.next() }
  }
}
