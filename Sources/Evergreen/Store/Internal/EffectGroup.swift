import Synchronization

/// The effect tasks one `send` is answerable for; tasks join as they start, in any order.
final class EffectGroup: Sendable {
  private struct Members {
    var tasks: [Task<Void, Never>] = []
    var isCancelled = false
  }
  private let members = Mutex(Members())

  /// Adds a started task; if the group was cancelled already, the task is cancelled at once.
  func add(_ task: Task<Void, Never>) {
    let cancelled = members.withLock { members in
      members.tasks.append(task)
      return members.isCancelled
    }
    if cancelled { task.cancel() }
  }

  func cancel() {
    let tasks = members.withLock { members in
      members.isCancelled = true
      return members.tasks
    }
    for task in tasks { task.cancel() }
  }

  var isCancelled: Bool { members.withLock { $0.isCancelled } }

  /// Waits for every task, including tasks that join while waiting. A task joins before the task
  /// whose fed-back action started it ends, so once a round adds nothing, nothing is left.
  func finish() async {
    var finished = 0
    while true {
      let pending = members.withLock { Array($0.tasks[finished...]) }
      if pending.isEmpty { return }
      for task in pending { await task.value }
      finished += pending.count
    }
  }
}
