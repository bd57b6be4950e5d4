/// Whether the app can reach the backend, and the changes made while it could not (the seed's
/// `NetworkState`). Pending syncs are sent in the order they were made once the network returns.
public struct NetworkState: Equatable, Sendable {
  public var isOnline: Bool
  public var pendingSyncs: [SyncItem]

  public init(isOnline: Bool = true, pendingSyncs: [SyncItem] = []) {
    self.isOnline = isOnline
    self.pendingSyncs = pendingSyncs
  }

  /// Whether a change of task `id` waits for the network.
  public func isWaiting(_ id: TaskID) -> Bool { pendingSyncs.contains { $0.taskID == id } }
}

/// A change of a task's status made offline, waiting to be sent.
public struct SyncItem: Equatable, Sendable {
  public let taskID: TaskID
  public let status: TaskStatus

  public init(taskID: TaskID, status: TaskStatus) {
    self.taskID = taskID
    self.status = status
  }
}
