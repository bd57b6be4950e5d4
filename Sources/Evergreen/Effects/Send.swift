/// Feeds an action from a running effect back into the store.
///
/// ```swift
/// return .run { send in
///   let fact = try await numberFact.fetch(count)
///   await send(.factResponse(fact))
/// }
/// ```
///
/// Once the effect's task is cancelled, sending does nothing.
public struct Send<Action: Sendable>: Sendable {
  @usableFromInline let deliver: @Sendable (Action) async -> Void

  /// Creates a `Send` that hands each action to `deliver`.
  public init(_ deliver: @escaping @Sendable (Action) async -> Void) {
    self.deliver = deliver
  }

  /// Sends `action` back to the store, unless the effect was cancelled.
  @inlinable
  public func callAsFunction(_ action: Action) async {
    guard !Task.isCancelled else { return }
    await deliver(action)
  }

  /// A `Send` for another action type, embedding each action with `transform`.
  public func map<Child: Sendable>(_ transform: @escaping @Sendable (Child) -> Action) -> Send<Child> {
    Send<Child> { await self(transform($0)) }
  }
}
