import EvergreenReporting

/// Work a reducer asks the store to do after it changed the state: nothing, an action delivered at
/// once, an asynchronous operation that feeds actions back, or a cancellation.
///
/// ```swift
/// case .factButtonTapped:
///   state.isLoading = true
///   return .run { [count = state.count] send in
///     await send(.factResponse(try await numberFact.fetch(count)))
///   } catch: { error, send in
///     await send(.factFailed(error.localizedDescription))
///   }
///   .cancellable(id: CancelID.fact, cancelInFlight: true)
/// ```
public struct Effect<Action: Sendable>: Sendable {
  /// One step of an effect, interpreted by ``EffectRuntime`` in order.
  public enum Operation: Sendable {
    /// Deliver the action to the reducer at once, before anything asynchronous starts.
    case send(Action)
    /// Start an asynchronous operation as a task.
    case run(Run)
    /// Cancel every running effect marked with this identifier.
    case cancel(EffectID)
  }

  /// An asynchronous operation and the identifiers it can be cancelled by.
  public struct Run: Sendable {
    /// The priority of the task it runs in; `nil` inherits the store's.
    public var priority: TaskPriority?
    /// The name of the task it runs in (shown by debuggers and `Task.name`).
    public var name: String?
    /// The identifiers it can be cancelled by.
    public var cancellations: [Cancellation]
    /// The work: it may send actions back to the store through its `Send`.
    public var body: @Sendable (Send<Action>) async -> Void

    /// Creates a run from its body and how it is started and cancelled.
    public init(
      priority: TaskPriority? = nil, name: String? = nil, cancellations: [Cancellation] = [],
      body: @escaping @Sendable (Send<Action>) async -> Void
    ) {
      self.priority = priority
      self.name = name
      self.cancellations = cancellations
      self.body = body
    }
  }

  /// Marks a run as cancellable by `id`; with `cancelInFlight`, starting it cancels earlier ones.
  public struct Cancellation: Sendable {
    /// The identifier `Effect.cancel(id:)` cancels it by.
    public var id: EffectID
    /// Whether starting this run first cancels the runs already in flight with the same `id`.
    public var cancelInFlight: Bool

    /// Marks a run as cancellable by `id`.
    public init(id: EffectID, cancelInFlight: Bool) {
      self.id = id
      self.cancelInFlight = cancelInFlight
    }
  }

  /// The steps of this effect, in order. Merged effects simply list each other's steps.
  public let operations: [Operation]

  /// Creates an effect of `operations`, run in order.
  public init(operations: [Operation]) { self.operations = operations }
}

extension Effect {
  /// No effect.
  public static var none: Self { Self(operations: []) }

  /// Delivers `action` to the reducer at once, in the same `send` that returned this effect.
  public static func send(_ action: Action) -> Self { Self(operations: [.send(action)]) }

  /// Runs `operation` asynchronously; it feeds actions back with `send`.
  ///
  /// An error thrown out of `operation` goes to `handler`. Without a handler it is reported as a
  /// failure at the line that created the effect: it is never swallowed. Cancellation is not an
  /// error. `name` names the task the operation runs in (`.run(name: "pin listener") { … }`).
  public static func run(
    priority: TaskPriority? = nil,
    name: String? = nil,
    operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
    catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) -> Self {
    let origin = ReportedIssue(calledFrom: fileID, filePath, line, column)
    return Self(
      operations: [
        .run(
          Run(priority: priority, name: name) { send in
            do {
              try await operation(send)
            } catch is CancellationError {
            } catch {
              if Task.isCancelled { return }
              if let handler {
                await handler(error, send)
              } else {
                var issue = origin
                issue.message = """
                  An effect created at \(origin.fileID):\(origin.line) threw an error that nothing \
                  handled: \(error)

                  Handle it with 'catch:' on '.run', or turn it into an action inside the operation.
                  """
                reportIssue(issue)
              }
            }
          })
      ])
  }

  /// Runs all `effects` at the same time.
  public static func merge(_ effects: Self...) -> Self { merge(effects) }

  /// Runs all `effects` at the same time.
  public static func merge(_ effects: some Sequence<Self>) -> Self {
    Self(operations: effects.flatMap(\.operations))
  }

  /// Runs this effect and `other` at the same time.
  public func merge(with other: Self) -> Self {
    if operations.isEmpty { return other }
    if other.operations.isEmpty { return self }
    return Self(operations: operations + other.operations)
  }

  /// Runs `effects` one after another: each starts when the one before has finished.
  public static func concatenate(_ effects: Self...) -> Self { concatenate(effects) }

  /// Runs `effects` one after another: each starts when the one before has finished.
  public static func concatenate(_ effects: some Sequence<Self>) -> Self {
    let effects = effects.filter { !$0.operations.isEmpty }
    if effects.count <= 1 { return effects.first ?? .none }
    return Self(operations: [
      .run(
        Run { send in
          for effect in effects {
            guard !Task.isCancelled else { return }
            await EffectRuntime.performInCurrentTask(effect, send: send)
          }
        })
    ])
  }

  /// Runs this effect, then `other` once this one has finished.
  public func concatenate(with other: Self) -> Self { .concatenate(self, other) }

  /// Transforms every action this effect sends.
  public func map<Other: Sendable>(_ transform: @escaping @Sendable (Action) -> Other) -> Effect<Other> {
    Effect<Other>(
      operations: operations.map { operation in
        switch operation {
        case .send(let action):
          return .send(transform(action))
        case .cancel(let id):
          return .cancel(id)
        case .run(let run):
          return .run(
            Effect<Other>.Run(
              priority: run.priority, name: run.name,
              cancellations: run.cancellations.map { .init(id: $0.id, cancelInFlight: $0.cancelInFlight) },
              body: { send in await run.body(Send { await send(transform($0)) }) }))
        }
      })
  }

  /// Makes this effect cancellable by `id` with ``cancel(id:)``. With `cancelInFlight`, starting it
  /// first cancels any effect still running under the same `id` (a repeated request replaces the
  /// one before).
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    let tag = Cancellation(id: EffectID(id), cancelInFlight: cancelInFlight)
    let runs = operations.compactMap { operation -> Run? in
      if case .run(let run) = operation { return run }
      return nil
    }
    guard !runs.isEmpty else { return self }
    var kept = operations.filter {
      if case .run = $0 { return false }
      return true
    }
    // One task for all the runs, so that cancelling in flight replaces the whole effect at once.
    var combined: Run
    if runs.count == 1 {
      combined = runs[0]
    } else {
      combined = Run(priority: runs.compactMap(\.priority).max()) { send in
        await withDiscardingTaskGroup { group in
          for run in runs { group.addTask { await EffectRuntime.performInCurrentTask(run, send: send) } }
        }
      }
    }
    combined.cancellations.append(tag)
    kept.append(.run(combined))
    return Self(operations: kept)
  }

  /// Cancels every running effect that was made ``cancellable(id:cancelInFlight:)`` with `id`.
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operations: [.cancel(EffectID(id))])
  }
}
