import Foundation

/// A task a parent set for the child (not Swift's `Task`): what to do, which shin it grows, and
/// where it stands.
///
/// ```swift
/// let task = TaskItem(id: "hamigaki", title: "はみがき", shin: .hoshi)
/// task.status   // .todo
/// ```
public struct TaskItem: Identifiable, Equatable, Sendable {
  public let id: TaskID
  public var title: String
  /// The shin that grows when the task is done.
  public var shin: ShinKind
  public var status: TaskStatus
  /// When a reminder should ring, if the parent set a time.
  public var due: Date?
  /// What the parent wrote when returning the task to the child.
  public var parentNote: String?

  public init(
    id: TaskID, title: String, shin: ShinKind, status: TaskStatus = .todo, due: Date? = nil, parentNote: String? = nil
  ) {
    self.id = id
    self.title = title
    self.shin = shin
    self.status = status
    self.due = due
    self.parentNote = parentNote
  }
}

/// Where a task stands: the child does it, then the parent checks it.
public enum TaskStatus: Equatable, Sendable {
  /// Still to do (also after the parent returned it).
  case todo
  /// The child did it; it waits for the parent's approval.
  case completed
  /// The parent approved it.
  case approved
}
