/// The words shown to the child for a completed task.
public struct Celebration: Equatable, Sendable {
  public let taskID: TaskID
  public let message: String

  public init(taskID: TaskID, message: String) {
    self.taskID = taskID
    self.message = message
  }
}
