import Foundation

/// The parent's task form: a new task, or an existing one being edited (its status and note kept).
public struct TaskDraft: Equatable, Sendable {
  public let id: TaskID
  public var title: String
  public var shin: ShinKind
  public var due: Date?
  let status: TaskStatus
  let parentNote: String?

  /// A new task.
  public init(id: TaskID, title: String = "", shin: ShinKind = .hoshi, due: Date? = nil) {
    self.id = id
    self.title = title
    self.shin = shin
    self.due = due
    self.status = .todo
    self.parentNote = nil
  }

  /// The form for editing `task`.
  public init(editing task: TaskItem) {
    id = task.id
    title = task.title
    shin = task.shin
    due = task.due
    status = task.status
    parentNote = task.parentNote
  }

  /// The task to save; throws when the title is blank.
  func task() throws(ValidationError) -> TaskItem {
    let title = title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !title.isEmpty else { throw .blankTaskTitle }
    return TaskItem(id: id, title: title, shin: shin, status: status, due: due, parentNote: parentNote)
  }
}
