import Evergreen
import Foundation

/// Reminders on the device: the permission to show them, and scheduling one per due task.
///
/// ```swift
/// if try await notifications.requestAuthorization() { try await notifications.schedule(reminder) }
/// ```
public struct NotificationClient: Sendable {
  /// What the user answered so far.
  public var authorization: @Sendable () async -> NotificationPermission
  /// Asks the user; `true` when they allow reminders.
  public var requestAuthorization: @Sendable () async throws -> Bool
  public var schedule: @Sendable (Reminder) async throws -> Void
  public var cancel: @Sendable (TaskID) async -> Void

  public init(
    authorization: @escaping @Sendable () async -> NotificationPermission,
    requestAuthorization: @escaping @Sendable () async throws -> Bool,
    schedule: @escaping @Sendable (Reminder) async throws -> Void,
    cancel: @escaping @Sendable (TaskID) async -> Void
  ) {
    self.authorization = authorization
    self.requestAuthorization = requestAuthorization
    self.schedule = schedule
    self.cancel = cancel
  }
}

/// A reminder for a task at its due time.
public struct Reminder: Equatable, Sendable {
  public let taskID: TaskID
  public let title: String
  public let date: Date

  public init(taskID: TaskID, title: String, date: Date) {
    self.taskID = taskID
    self.title = title
    self.date = date
  }
}

/// Whether the app may show reminders.
public enum NotificationPermission: Equatable, Sendable {
  case notAsked
  case asking
  case allowed
  /// The user said no; reminders can be allowed again in the device's settings.
  case denied
}

extension NotificationClient: DependencyKey {
  /// Reminders kept in memory (no notification centre on Linux); asking is always allowed.
  public static var liveValue: NotificationClient { DeviceReminders.shared.client }

  public static var testValue: NotificationClient {
    NotificationClient(
      authorization: unimplemented("NotificationClient.authorization", placeholder: .notAsked),
      requestAuthorization: unimplemented("NotificationClient.requestAuthorization"),
      schedule: unimplemented("NotificationClient.schedule"),
      cancel: unimplemented("NotificationClient.cancel"))
  }
}

extension DependencyValues {
  /// Reminders. See ``NotificationClient``.
  public var notifications: NotificationClient {
    get { self[NotificationClient.self] }
    set { self[NotificationClient.self] = newValue }
  }
}
