import SpecRun
import TaskShin

/// The app's own memory of what it did, as the scenario's steps and the backend's answers
/// (``BackendLog``) say it must be: the completions under way, the queue being sent, the parent's
/// requests, the tasks counted and celebrated; and the actions that must have come back, by name,
/// waiting for the `Then` steps that describe them. Nothing here is read from the app.
struct Bookkeeping {
  /// Completions the child sent online, not answered yet, oldest first (each from a task still to do).
  var sending: [TaskID] = []
  /// Completions made offline, waiting to be sent, oldest first.
  var queued: [TaskID] = []
  /// The queue being sent, and how many of its items the backend answered (nil: not sending).
  var batch: (items: [TaskID], answered: Int)?
  /// How long until the app sends the queue again, after a send that left items in it.
  var retryIn: Duration?
  /// Whether the parent's screens are open.
  var gateOpen = false
  /// Tasks with a parent's request under way.
  var busy: Set<TaskID> = []
  /// Tasks whose completion grew a shin (with those counted before the app opened).
  var counted: Set<TaskID> = []
  /// Tasks already celebrated.
  var celebrated: Set<TaskID> = []
  /// How many entries of the backend's log are accounted for.
  var seen = 0

  /// The backend's list and its answers echoing back: described by every `Then` step.
  var echo: [AppFeature.Action] = []
  /// Failures that came back, with the error each shows (nil: none): described by the step that
  /// names that error.
  var failures: [(action: AppFeature.Action, shows: AppError?)] = []
  /// The profile loaded or saved: described by the step that names the profile.
  var profile: [AppFeature.Action] = []
  /// The network's changes the app heard: described by the step that names the connection.
  var network: [AppFeature.Action] = []
  /// The reminders' permission checked or answered: described by the step that names it.
  var permission: [AppFeature.Action] = []
  /// The reminders the device refused: described by the step that names the reminders.
  var reminders: [AppFeature.Action] = []
  /// The shins loaded, and each growth checked or taken back, with the task it is for.
  var shins: [(action: AppFeature.Action, task: TaskID?)] = []

  var isSyncing: Bool { batch != nil }

  /// The app opened afresh (nothing under way), having counted `counted`.
  mutating func opened(counted: Set<TaskID>) {
    self = Bookkeeping(counted: counted, seen: seen)
  }

  /// The child tapped 「できた！」 on `id`, a task the backend has as `status`: the list takes it
  /// when the task is still to do and not already being sent or waiting.
  mutating func tapped(_ id: TaskID, status: TaskStatus?, online: Bool) {
    guard status == .todo, !sending.contains(id), !queued.contains(id) else { return }
    counted.insert(id)
    celebrated.insert(id)
    shins.append((.shins(.checkGrowthForTask(id)), id))
    if online { sending.append(id) } else { queued.append(id) }
  }

  /// The network came back: the queue is sent, unless it is empty or already being sent.
  mutating func cameOnline() {
    network.append(.tasks(.networkStatusChanged(isOnline: true)))
    sendQueue()
  }

  mutating func wentOffline() {
    network.append(.tasks(.networkStatusChanged(isOnline: false)))
    retryIn = nil
  }

  /// `duration` passed on the scenario's clock: the queue is sent again when its time came.
  mutating func passed(_ duration: Duration) {
    guard let due = retryIn else { return }
    guard duration >= due else {
      retryIn = due - duration
      return
    }
    retryIn = nil
    echo.append(.tasks(.retrySync))
    sendQueue()
  }

  private mutating func sendQueue() {
    guard batch == nil, !queued.isEmpty else { return }
    batch = (queued, 0)
  }

  /// A parent's request about `id` (save, approval, return, removal) goes out, when the parent's
  /// screens are open and nothing about `id` is under way.
  mutating func parentRequests(_ id: TaskID) {
    guard gateOpen else { return }
    busy.insert(id)
  }

  mutating func locked() {
    gateOpen = false
    busy = []
  }

  /// Takes in what the backend answered since the last time, naming what came back.
  mutating func take(_ entries: [BackendLog.Entry], online: Bool) throws {
    for entry in entries {
      seen += 1
      switch entry {
      case .listSent(let list):
        listArrived(list, as: .tasks(.tasksUpdated(list)))
      case .listFetched(.success(let list)):
        listArrived(list, as: .tasks(.tasksLoaded(list)))
      case .listFetched(.failure(let failure)):
        failures.append((.tasks(.refreshFailed(failure)), .service(failure)))
      case .updated(let id, .completed, let failure):
        try completionAnswered(id, failure: failure, online: online)
      case .updated(let id, _, let failure), .returned(let id, let failure):
        parentAnswered(id, failure: failure, done: .taskReviewed(id))
      case .saved(let id, let failure):
        parentAnswered(id, failure: failure, done: .taskSaved(id))
      case .deleted(let id, let failure):
        parentAnswered(id, failure: failure, done: .taskDeleted(id))
      case .profileFetched(.success(let loaded)):
        profile.append(.user(.profileLoaded(loaded)))
      case .profileFetched(.failure(let failure)):
        failures.append((.user(.loadFailed(failure)), .service(failure)))
      case .reminderRefused(let id):
        reminders.append(.notifications(.reminderFailed(id)))
      case .shinsSaved(let failure):
        if let failure { failures.append((.shins(.saveShinsFailed(failure)), .service(failure))) }
      case .profileSaved(let saved, let failure):
        if let failure {
          failures.append((.user(.saveFailed(failure)), .service(failure)))
        } else {
          profile.append(.user(.profileSaved(saved)))
        }
      }
    }
  }

  /// The backend's list reached the app (`arrival`): the reminders see it too, and a queued
  /// completion of a task no longer on it leaves the queue.
  private mutating func listArrived(_ list: [TaskItem], as arrival: AppFeature.Action) {
    echo += [arrival, .notifications(.tasksChanged(list))]
    queued.removeAll { id in !list.contains { $0.id == id } }
  }

  private mutating func completionAnswered(_ id: TaskID, failure: ServiceError?, online: Bool) throws {
    if let index = sending.firstIndex(of: id) {
      sending.remove(at: index)
      guard let failure else { return echo.append(.tasks(.taskUpdateSucceeded(id))) }
      failures.append((.tasks(.taskUpdateFailed(id, failure)), .service(failure)))
      counted.remove(id)
      celebrated.remove(id)
      shins.append((.shins(.undoGrowthForTask(id)), id))
      return
    }
    guard var batch, batch.answered < batch.items.count, batch.items[batch.answered] == id else {
      throw StepFailure(
        "このシナリオのどの手順も送っていない「\(id)」の完了に、バックエンドが応答しました。子どものタップで送ったのは \(sending)、送信中のキューは \(batch?.items ?? []) です。"
      )
    }
    batch.answered += 1
    switch failure {
    case nil:
      echo.append(.tasks(.syncConfirmed(id)))
      if let index = queued.firstIndex(of: id) { queued.remove(at: index) }
    case let failure? where failure.isNotFound:
      echo.append(.tasks(.syncFailed(id, failure)))
      queued.removeAll { $0 == id }
    case let failure?:
      failures.append((.tasks(.syncFailed(id, failure)), .service(failure)))
    }
    guard batch.answered == batch.items.count else {
      self.batch = batch
      return
    }
    self.batch = nil
    echo.append(.tasks(.syncFinished))
    if online, !queued.isEmpty { retryIn = TaskFeature.retryDelay }
  }

  private mutating func parentAnswered(_ id: TaskID, failure: ServiceError?, done: ParentFeature.Action) {
    busy.remove(id)
    if let failure {
      failures.append((.parent(.requestFailed(id, failure)), .service(failure)))
    } else {
      echo.append(.parent(done))
    }
  }
}
