import Evergreen

/// The parent's screens, behind a gate.
///
/// - The gate asks a multiplication a young child cannot answer (``GateQuestion``); the right
///   answer opens the parent screens, a wrong one closes the gate again. Leaving locks it.
/// - Behind the gate the parent creates, edits and removes tasks (a blank title is rejected
///   without a request), and reviews completed tasks: approving them, or returning them to the
///   child with a note. While locked, none of this does anything.
/// - One request per task at a time: a second tap while it is under way does nothing.
public struct ParentFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var gate: ParentGate
    /// The open task form.
    public var editor: TaskDraft?
    /// Tasks with a request under way (saving, removing, reviewing).
    public var busy: Set<TaskID>

    public init(gate: ParentGate = .locked(wrongAnswer: false), editor: TaskDraft? = nil, busy: Set<TaskID> = []) {
      self.gate = gate
      self.editor = editor
      self.busy = busy
    }
  }

  public enum Action: Equatable, Sendable {
    case parentAreaTapped
    case gateAnswered(String)
    case lockTapped
    case newTaskTapped
    case editTapped(TaskItem)
    case titleChanged(String)
    case shinChosen(ShinKind)
    case cancelEditTapped
    case saveTapped
    /// The form's task is not valid; nothing was sent.
    case saveRejected(ValidationError)
    case taskSaved(TaskID)
    case deleteTapped(TaskID)
    case taskDeleted(TaskID)
    case approveTapped(TaskID)
    case rejectTapped(TaskID, note: String)
    case taskReviewed(TaskID)
    case requestFailed(TaskID, ServiceError)
  }

  @Dependency(\.firebaseService) var firebaseService
  @Dependency(\.uuid) var uuid
  @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .parentAreaTapped:
        guard state.gate != .unlocked else { return .none }
        state.gate = .asking(withRandomNumberGenerator { GateQuestion.random(using: &$0) })
        return .none

      case .gateAnswered(let answer):
        guard case .asking(let question) = state.gate else { return .none }
        state.gate = question.isAnswered(by: answer) ? .unlocked : .locked(wrongAnswer: true)
        return .none

      case .lockTapped:
        state = State()
        return .none

      default:
        guard state.gate == .unlocked else { return .none }
        return reduceUnlocked(&state, action)
      }
    }
  }

  private func reduceUnlocked(_ state: inout State, _ action: Action) -> Effect<Action> {
    switch action {
    case .newTaskTapped:
      state.editor = TaskDraft(id: TaskID(uuid().uuidString))
      return .none

    case .editTapped(let task):
      state.editor = TaskDraft(editing: task)
      return .none

    case .titleChanged(let title):
      state.editor?.title = title
      return .none

    case .shinChosen(let shin):
      state.editor?.shin = shin
      return .none

    case .cancelEditTapped:
      state.editor = nil
      return .none

    case .saveTapped:
      guard let draft = state.editor, !state.busy.contains(draft.id) else { return .none }
      let task: TaskItem
      do throws(ValidationError) {
        task = try draft.task()
      } catch {
        return .send(.saveRejected(error))
      }
      return request(for: task.id, in: &state, done: .taskSaved(task.id)) { try await $0.saveTask(task) }

    case .taskSaved(let id):
      state.busy.remove(id)
      if state.editor?.id == id { state.editor = nil }
      return .none

    case .deleteTapped(let id):
      return request(for: id, in: &state, done: .taskDeleted(id)) { try await $0.deleteTask(id) }

    case .approveTapped(let id):
      return request(for: id, in: &state, done: .taskReviewed(id)) { try await $0.updateTask(id, .approved) }

    case .rejectTapped(let id, let note):
      return request(for: id, in: &state, done: .taskReviewed(id)) { try await $0.returnTask(id, note) }

    case .taskDeleted(let id), .taskReviewed(let id), .requestFailed(let id, _):
      state.busy.remove(id)
      return .none

    case .saveRejected, .parentAreaTapped, .gateAnswered, .lockTapped:
      return .none
    }
  }

  /// Marks `id` busy and runs `write` against the backend, feeding back `done` or the failure.
  private func request(
    for id: TaskID, in state: inout State, done: Action,
    _ write: @escaping @Sendable (FirebaseService) async throws -> Void
  ) -> Effect<Action> {
    guard state.busy.insert(id).inserted else { return .none }
    return .run { [firebaseService] send in
      try await write(firebaseService)
      await send(done)
    } catch: { error, send in
      await send(.requestFailed(id, ServiceError(error)))
    }
  }
}
