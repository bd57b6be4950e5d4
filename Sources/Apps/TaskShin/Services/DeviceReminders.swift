import Synchronization

/// The reminders of the running app, kept in memory: the live ``NotificationClient``. Asking for
/// permission answers with ``allowsWhenAsked``.
///
/// ```swift
/// let reminders = DeviceReminders(allowsWhenAsked: false)
/// $0.notifications = reminders.client
/// reminders.scheduled   // the reminders waiting to ring, by task
/// ```
public final class DeviceReminders: Sendable {
  public static let shared = DeviceReminders()

  private struct State {
    var permission = NotificationPermission.notAsked
    var scheduled: [TaskID: Reminder] = [:]
  }

  private let state = Mutex(State())
  private let allowsWhenAsked: Bool

  public init(allowsWhenAsked: Bool = true) { self.allowsWhenAsked = allowsWhenAsked }

  /// The reminders waiting to ring, in task order.
  public var scheduled: [Reminder] { state.withLock { $0.scheduled.values.sorted { $0.taskID < $1.taskID } } }

  public var client: NotificationClient {
    NotificationClient(
      authorization: { self.state.withLock { $0.permission } },
      requestAuthorization: {
        let allowed = self.allowsWhenAsked
        self.state.withLock { $0.permission = allowed ? .allowed : .denied }
        return allowed
      },
      schedule: { reminder in self.state.withLock { $0.scheduled[reminder.taskID] = reminder } },
      cancel: { id in _ = self.state.withLock { $0.scheduled.removeValue(forKey: id) } })
  }
}
