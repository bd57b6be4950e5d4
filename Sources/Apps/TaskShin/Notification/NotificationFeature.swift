import Evergreen
import Foundation

/// Reminders for due tasks.
///
/// - The permission is checked (`checkPermission`) and asked once (`askPermissionTapped`: not asked
///   → asking → allowed or denied). When denied, ``State/showsHowToAllow`` explains, on request,
///   how to allow reminders in the device's settings.
/// - With permission, every task still to do that has a due time gets one reminder at that time; a
///   task whose due time changes gets its reminder again at the new time; a task done, removed or
///   without a due time loses its reminder. Without permission nothing is scheduled;
///   allowing later schedules the reminders of the tasks known then.
public struct NotificationFeature: Reducer {
  /// What the parent reads when reminders were denied.
  public static let howToAllow = "「設定」アプリ →「タスクしん発見！」→「通知」で、通知をオンにしてください。"

  public struct State: Equatable, Sendable {
    public var permission: NotificationPermission
    /// The reminders scheduled: when each task's rings.
    public var scheduled: [TaskID: Date]
    /// The task list as last seen.
    public var tasks: [TaskItem]
    public var showsHowToAllow: Bool

    public init(
      permission: NotificationPermission = .notAsked, scheduled: [TaskID: Date] = [:], tasks: [TaskItem] = [],
      showsHowToAllow: Bool = false
    ) {
      self.permission = permission
      self.scheduled = scheduled
      self.tasks = tasks
      self.showsHowToAllow = showsHowToAllow
    }
  }

  public enum Action: Equatable, Sendable {
    case checkPermission
    case permissionChecked(NotificationPermission)
    case askPermissionTapped
    case permissionAnswered(allowed: Bool)
    case howToAllowTapped
    /// The task list changed.
    case tasksChanged([TaskItem])
    /// The device refused a reminder; it is not scheduled.
    case reminderFailed(TaskID)
  }

  @Dependency(\.notifications) var notifications

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .checkPermission:
        return .run { [notifications] send in await send(.permissionChecked(await notifications.authorization())) }

      case .permissionChecked(let permission):
        state.permission = permission
        return reconcile(&state)

      case .askPermissionTapped:
        guard state.permission == .notAsked else { return .none }
        state.permission = .asking
        return .run { [notifications] send in
          await send(.permissionAnswered(allowed: (try? await notifications.requestAuthorization()) ?? false))
        }

      case .permissionAnswered(let allowed):
        state.permission = allowed ? .allowed : .denied
        return reconcile(&state)

      case .howToAllowTapped:
        state.showsHowToAllow = state.permission == .denied
        return .none

      case .tasksChanged(let tasks):
        state.tasks = tasks
        return reconcile(&state)

      case .reminderFailed(let id):
        state.scheduled[id] = nil
        return .none
      }
    }
  }

  /// Schedules the reminders that are missing and cancels the ones no longer wanted.
  private func reconcile(_ state: inout State) -> Effect<Action> {
    guard state.permission == .allowed else { return .none }
    let reminders = state.tasks.compactMap { task in
      task.status == .todo ? task.due.map { Reminder(taskID: task.id, title: task.title, date: $0) } : nil
    }
    let wanted = Dictionary(reminders.map { ($0.taskID, $0.date) }, uniquingKeysWith: { $1 })
    // A reminder scheduled again for the same task replaces the one at the old time.
    let toSchedule = reminders.filter { state.scheduled[$0.taskID] != $0.date }
    let toCancel = state.scheduled.keys.filter { wanted[$0] == nil }.sorted()
    guard !toSchedule.isEmpty || !toCancel.isEmpty else { return .none }
    state.scheduled = wanted
    return .run { [notifications] send in
      for reminder in toSchedule {
        do {
          try await notifications.schedule(reminder)
        } catch {
          await send(.reminderFailed(reminder.taskID))
        }
      }
      for id in toCancel { await notifications.cancel(id) }
    }
  }
}
