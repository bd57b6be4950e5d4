import Synchronization

/// Runs the effects of one store: starts each asynchronous operation as a task, keeps the
/// cancellation registry, and is the one seam through which a test harness controls where effect
/// tasks run.
///
/// A `Store` owns one runtime with no executor: effects run on the global concurrent executor.
/// The `TestStore` passes a task executor it drains itself, and ``EffectHooks`` to follow every
/// effect from start to finish:
///
/// ```swift
/// let runtime = EffectRuntime(executor: testExecutor, hooks: tracking)
/// let immediate = runtime.start(effect, send: send)   // actions of `.send`, to reduce at once
/// ```
public final class EffectRuntime: Sendable {
  /// The executor every effect task prefers; `nil` means the global concurrent executor.
  public let executor: (any TaskExecutor)?
  /// Called around every effect task.
  public let hooks: EffectHooks?

  private struct Registry {
    var nextToken: UInt64 = 0
    var tasks: [UInt64: Task<Void, Never>] = [:]
    var tokensByID: [EffectID: Set<UInt64>] = [:]
    var idsByToken: [UInt64: [EffectID]] = [:]
  }
  private let registry = Mutex(Registry())
  /// The windows of `Effect.throttle`, per store.
  let throttleWindows = ThrottleWindows()

  /// Creates a runtime whose effect tasks run on `executor` (the global one when `nil`),
  /// with `hooks` around each.
  public init(executor: (any TaskExecutor)? = nil, hooks: EffectHooks? = nil) {
    self.executor = executor
    self.hooks = hooks
  }

  /// The runtime whose effect task is running, if any.
  @TaskLocal public static var current: EffectRuntime?

  /// Interprets `effect` now: cancellations happen at once, each run operation starts as a task,
  /// and the actions of `.send` operations are returned, in order, for the caller to reduce at once.
  @discardableResult
  public func start<Action: Sendable>(_ effect: Effect<Action>, send: Send<Action>) -> [Action] {
    var immediate: [Action] = []
    for operation in effect.operations {
      switch operation {
      case .send(let action): immediate.append(action)
      case .cancel(let id): cancel(id: id)
      case .run(let run): startTask(run, send: send)
      }
    }
    return immediate
  }

  /// Starts one run operation as a task registered under its cancellation identifiers.
  @discardableResult
  public func startTask<Action: Sendable>(_ run: Effect<Action>.Run, send: Send<Action>) -> Task<Void, Never> {
    for tag in run.cancellations where tag.cancelInFlight { cancel(id: tag.id) }
    let ticket = hooks?.willStart()
    let hooks = self.hooks
    return registry.withLock { registry in
      let token = registry.nextToken
      registry.nextToken += 1
      let operation: @Sendable () async -> Void = {
        await EffectRuntime.$current.withValue(self) {
          if let hooks, let ticket {
            await hooks.around(ticket) { await run.body(send) }
          } else {
            await run.body(send)
          }
        }
        self.unregister(token)
        if let hooks, let ticket { hooks.didFinish(ticket) }
      }
      let task: Task<Void, Never>
      if let name = run.name, #available(macOS 26, iOS 26, tvOS 26, watchOS 26, visionOS 26, *) {
        task = Task(name: name, executorPreference: executor, priority: run.priority, operation: operation)
      } else {
        task = Task(executorPreference: executor, priority: run.priority, operation: operation)
      }
      registry.tasks[token] = task
      let ids = run.cancellations.map(\.id)
      registry.idsByToken[token] = ids
      for id in ids { registry.tokensByID[id, default: []].insert(token) }
      return task
    }
  }

  /// Cancels every running effect registered under `id`.
  public func cancel(id: EffectID) {
    let tasks = registry.withLock { registry -> [Task<Void, Never>] in
      guard let tokens = registry.tokensByID.removeValue(forKey: id) else { return [] }
      return tokens.compactMap { registry.tasks[$0] }
    }
    for task in tasks { task.cancel() }
  }

  /// Whether an effect registered under `id` is still running.
  public func isRunning(id: EffectID) -> Bool {
    registry.withLock { !($0.tokensByID[id]?.isEmpty ?? true) }
  }

  /// How many effect tasks are still running.
  public var runningCount: Int { registry.withLock { $0.tasks.count } }

  /// Cancels every running effect. A store does this when it is released.
  public func cancelAll() {
    let tasks = registry.withLock { registry -> [Task<Void, Never>] in
      registry.tokensByID.removeAll()
      return Array(registry.tasks.values)
    }
    for task in tasks { task.cancel() }
  }

  private func unregister(_ token: UInt64) {
    registry.withLock { registry in
      registry.tasks[token] = nil
      for id in registry.idsByToken.removeValue(forKey: token) ?? [] {
        registry.tokensByID[id]?.remove(token)
        if registry.tokensByID[id]?.isEmpty == true { registry.tokensByID[id] = nil }
      }
    }
  }

  /// Runs `effect` to completion inside the current effect task (used by `concatenate`): sends are
  /// delivered through `send`, cancellations and runs go to the current runtime, and this waits for
  /// every run to finish. Cancelling the current task cancels them.
  static func performInCurrentTask<Action: Sendable>(_ effect: Effect<Action>, send: Send<Action>) async {
    let runtime = current ?? EffectRuntime()
    var started: [Task<Void, Never>] = []
    for operation in effect.operations {
      switch operation {
      case .send(let action): await send(action)
      case .cancel(let id): runtime.cancel(id: id)
      case .run(let run): started.append(runtime.startTask(run, send: send))
      }
    }
    let tasks = started
    await withTaskCancellationHandler {
      for task in tasks { await task.value }
    } onCancel: {
      for task in tasks { task.cancel() }
    }
  }

  /// Runs one run operation to completion inside the current effect task.
  static func performInCurrentTask<Action: Sendable>(_ run: Effect<Action>.Run, send: Send<Action>) async {
    await performInCurrentTask(Effect(operations: [.run(run)]), send: send)
  }
}

/// Callbacks a harness uses to follow every effect task of an ``EffectRuntime``.
///
/// `willStart` runs synchronously where the effect is started (the `send` that returned it) and
/// returns a ticket; `around` wraps the effect's body inside its task (to install task-local
/// context); `didFinish` runs when the task ends, finished or cancelled.
public struct EffectHooks: Sendable {
  /// Called as an effect's task is created; returns the ticket the other two hooks receive.
  public var willStart: @Sendable () -> UInt64
  /// Wraps the effect's body inside its task.
  public var around: @Sendable (_ ticket: UInt64, _ body: @Sendable () async -> Void) async -> Void
  /// Called when the effect's task ends, finished or cancelled.
  public var didFinish: @Sendable (_ ticket: UInt64) -> Void

  /// Creates hooks from the three closures.
  public init(
    willStart: @escaping @Sendable () -> UInt64,
    around: @escaping @Sendable (_ ticket: UInt64, _ body: @Sendable () async -> Void) async -> Void,
    didFinish: @escaping @Sendable (_ ticket: UInt64) -> Void
  ) {
    self.willStart = willStart
    self.around = around
    self.didFinish = didFinish
  }
}
