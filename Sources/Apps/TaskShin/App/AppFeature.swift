import Evergreen

/// The whole app: the child's tasks and shins, the profile, the AI's words, reminders and the
/// parent's screens, with one error state.
///
/// - The seed's cross-feature rule: a completion the list took (`.tasks(.taskCompleted(id))`) grows its
///   shin and asks for a celebration at the same time.
/// - Every task list the backend sends tells the shins which task grows which shin, and the
///   reminders which tasks are due.
/// - A completion the backend refused (`taskUpdateFailed`) rolls the task back, takes its shin's
///   point back (`undoGrowthForTask`) and forgets its celebration, so finishing it again is celebrated. A queued completion that fails again is shown too.
/// - The shins are loaded when the app opens and saved through the backend after every change while
///   online, and once more when the network returns (so a change made offline is kept).
/// - Navigation (the seed's §5.4): the task list is the root of a stack (``State/path``); tapping a
///   task pushes its screen, the shin collection pushes its own, and the back button pops
///   (`.path(.popFrom(id:))`). Tapping a discovered shin presents its detail as a sheet
///   (``State/destination``, `.shinDetail`), closed with `.destination(.dismiss)`.
/// - Errors from any feature (the backend failing, the network going away, a form that cannot be
///   saved) are shown one at a time in ``State/errorState``; the next waits in ``State/queuedErrors``
///   until the current one is dismissed. The same error is not queued twice. The AI never shows
///   an error (it falls back to friendly words).
public struct AppFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var tasks: TaskFeature.State
    public var shins: ShinFeature.State
    public var user: UserFeature.State
    public var ai: AIFeature.State
    public var notifications: NotificationFeature.State
    public var parent: ParentFeature.State
    /// The error on screen (the seed's `errorState`).
    public var errorState: ErrorState?
    /// Errors waiting to be shown, oldest first.
    public var queuedErrors: [AppError]
    /// The screens pushed over the task list.
    public var path: StackState<Path>
    /// The sheet on screen.
    @PresentationState public var destination: Destination?

    public init(
      tasks: TaskFeature.State = .init(), shins: ShinFeature.State = .init(), user: UserFeature.State = .init(),
      ai: AIFeature.State = .init(), notifications: NotificationFeature.State = .init(),
      parent: ParentFeature.State = .init(), errorState: ErrorState? = nil, queuedErrors: [AppError] = [],
      path: StackState<Path> = [], destination: Destination? = nil
    ) {
      self.tasks = tasks
      self.shins = shins
      self.user = user
      self.ai = ai
      self.notifications = notifications
      self.parent = parent
      self.errorState = errorState
      self.queuedErrors = queuedErrors
      self.path = path
      self.destination = destination
    }
  }

  /// A screen pushed over the task list (the seed's `NavigationStackStore(path:)` destinations).
  public enum Path: Equatable, Sendable {
    /// One task: what to do, its hint, the shin it grows.
    case taskDetail(TaskID)
    /// The child's shins.
    case shinCollection
  }

  /// A sheet over the app (the seed's `.sheet(store: … \.$destination.shinDetail)`).
  public enum Destination: Equatable, Sendable {
    /// One discovered shin, large.
    case shinDetail(ShinKind)
  }

  /// The pushed screens and the sheet show the app's state and have no actions of their own.
  public enum ScreenAction: Equatable, Sendable {}

  public enum Action: Equatable, Sendable {
    /// The app came to the foreground: follow the tasks, load the profile, check reminders.
    case appStarted
    case tasks(TaskFeature.Action)
    case shins(ShinFeature.Action)
    case user(UserFeature.Action)
    case ai(AIFeature.Action)
    case notifications(NotificationFeature.Action)
    case parent(ParentFeature.Action)
    /// The child or parent closed the error on screen.
    case errorDismissed
    /// The child tapped a task in the list: its screen is pushed.
    case taskTapped(TaskID)
    /// The child opened the shin collection: it is pushed.
    case shinCollectionTapped
    /// The child tapped a shin: its detail is presented, when it was discovered.
    case shinTapped(ShinKind)
    case path(StackAction<Path, ScreenAction>)
    case destination(PresentationAction<ScreenAction>)
  }

  @Dependency(\.firebaseService) var firebaseService

  public init() {}

  public var body: some ReducerOf<Self> {
    CombineReducers {
      Reduce { state, action in
        switch action {
        case .appStarted:
          return .merge(
            .send(.tasks(.startListening)), .send(.user(.loadProfile)), .send(.shins(.loadShins)),
            .send(.notifications(.checkPermission)))

        case .tasks(.taskCompleted(let id)):
          return .merge(
            .send(.shins(.checkGrowthForTask(id))),
            .send(.ai(.requestCelebration(id)))
          )

        case .tasks(.tasksUpdated(let tasks)), .tasks(.tasksLoaded(let tasks)):
          state.shins.taskShins = Dictionary(tasks.map { ($0.id, $0.shin) }, uniquingKeysWith: { $1 })
          return .send(.notifications(.tasksChanged(tasks)))

        case .tasks(.networkStatusChanged(isOnline: false)) where state.tasks.network.isOnline:
          show(.network(.offline), in: &state)
          return .none

        case .tasks(.networkStatusChanged(isOnline: true)) where !state.tasks.network.isOnline:
          return saveShins(state)

        case .tasks(.taskUpdateFailed(let id, let error)):
          show(.service(error), in: &state)
          guard state.tasks.completing[id] != nil else { return .none }
          // The task went back to the child: its shin gives the point back, and finishing it again
          // is celebrated again.
          state.ai.celebrated.remove(id)
          return .send(.shins(.undoGrowthForTask(id)))

        case .tasks(.syncFailed(_, let error)) where !error.isNotFound:
          show(.service(error), in: &state)
          return .none

        case .shins(.loadShinsFailed(let error)), .shins(.saveShinsFailed(let error)):
          show(.service(error), in: &state)
          return .none

        case .tasks(.refreshFailed(let error)),
          .user(.loadFailed(let error)), .user(.saveFailed(let error)), .parent(.requestFailed(_, let error)):
          show(.service(error), in: &state)
          return .none

        case .user(.saveRejected(let error)), .parent(.saveRejected(let error)):
          show(.validation(error), in: &state)
          return .none

        case .errorDismissed:
          state.errorState = state.queuedErrors.isEmpty ? nil : ErrorState(error: state.queuedErrors.removeFirst())
          return .none

        case .taskTapped(let id):
          guard state.tasks.tasks[id: id] != nil else { return .none }
          state.path.append(.taskDetail(id))
          return .none

        case .shinCollectionTapped:
          state.path.append(.shinCollection)
          return .none

        case .shinTapped(let kind):
          guard state.shins.shins[id: kind] != nil else { return .none }
          state.destination = .shinDetail(kind)
          return .none

        case .tasks, .shins, .user, .ai, .notifications, .parent, .path, .destination:
          return .none
        }
      }
      .forEach(\.path, action: /Action.path) { EmptyReducer() }
      .ifLet(\.$destination, action: /Action.destination)
      Scope(state: \.tasks, action: /Action.tasks) { TaskFeature() }
      Scope(state: \.shins, action: /Action.shins) { ShinFeature() }
      Scope(state: \.user, action: /Action.user) { UserFeature() }
      Scope(state: \.ai, action: /Action.ai) { AIFeature() }
      Scope(state: \.notifications, action: /Action.notifications) { NotificationFeature() }
      Scope(state: \.parent, action: /Action.parent) { ParentFeature() }
    }
    // Saved after every change of the shins while online (not after loading them).
    .onChange(of: \.shins.progress) { _, _ in
      Reduce { state, action in
        if case .shins(.shinsLoaded) = action { return .none }
        return state.tasks.network.isOnline ? saveShins(state) : .none
      }
    }
  }

  /// Saves the shins through the backend; a failure is shown and leaves them to the next save.
  private func saveShins(_ state: State) -> Effect<Action> {
    .run { [firebaseService, progress = state.shins.progress] _ in
      try await firebaseService.saveShinProgress(progress)
    } catch: { error, send in
      await send(.shins(.saveShinsFailed(ServiceError(error))))
    }
  }

  /// Shows `error` now, or after the one on screen; the same error is never waiting twice.
  private func show(_ error: AppError, in state: inout State) {
    guard state.errorState?.error != error, !state.queuedErrors.contains(error) else { return }
    if state.errorState == nil { state.errorState = ErrorState(error: error) } else { state.queuedErrors.append(error) }
  }
}
