import Synchronization
import TaskShin

/// What the scenario's backend (and the device's reminders) answered the app, as they saw it, oldest
/// first: every list handed to the app's listener, and the outcome of every request the app made (not the changes a
/// step makes from another device). `Then` steps name from it the actions that must have come back
/// (one `tasksUpdated` and one `tasksChanged` per list handed over, one `tasksLoaded` or
/// `refreshFailed` per list fetched, one `taskUpdateSucceeded` or
/// `taskUpdateFailed` per completion answered, …), instead of taking whatever came.
final class BackendLog: Sendable {
  enum Entry: Equatable, Sendable {
    /// The listener handed this list to the app.
    case listSent([TaskItem])
    /// `fetchTasks()` answered with this list, or failed.
    case listFetched(Result<[TaskItem], ServiceError>)
    /// `updateTask(id, status)` answered (`failure` nil: the backend took it).
    case updated(TaskID, TaskStatus, failure: ServiceError?)
    case saved(TaskID, failure: ServiceError?)
    case deleted(TaskID, failure: ServiceError?)
    case returned(TaskID, failure: ServiceError?)
    /// `fetchProfile()` answered with this profile (nil: none saved yet), or failed.
    case profileFetched(Result<ChildProfile?, ServiceError>)
    case profileSaved(ChildProfile, failure: ServiceError?)
    /// The device refused to schedule the reminder of this task.
    case reminderRefused(TaskID)
    /// `saveShinProgress(_:)` answered (`failure` nil: the backend kept the shins).
    case shinsSaved(failure: ServiceError?)
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

  /// Runs `request`, recording what it brought back (or how it failed) with `entry`.
  func fetch<Value>(
    _ entry: (Result<Value, ServiceError>) -> Entry, _ request: () async throws -> Value
  ) async throws -> Value {
    do {
      let value = try await request()
      record(entry(.success(value)))
      return value
    } catch {
      record(entry(.failure(ServiceError(error))))
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
