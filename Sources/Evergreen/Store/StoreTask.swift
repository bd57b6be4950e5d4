/// The effects started by one `send` to a ``Store``: those its action returned, those of the
/// actions reduced at once because of it (`.send`), and those of every action those effects feed
/// back, transitively.
///
/// ```swift
/// let task = store.send(.refreshPulled)
/// await task.finish()          // every effect of the refresh has ended
/// ```
public struct StoreTask: Hashable, Sendable {
  let group: EffectGroup

  init(_ group: EffectGroup) {
    self.group = group
  }

  /// Cancels the effects, including any this send starts later.
  public func cancel() {
    group.cancel()
  }

  /// Waits until every effect has finished or been cancelled. Cancelling the waiting task cancels
  /// the effects.
  public func finish() async {
    await withTaskCancellationHandler {
      await group.finish()
    } onCancel: {
      group.cancel()
    }
  }

  /// Whether ``cancel()`` was called (directly, or by cancelling a task waiting in ``finish()``).
  public var isCancelled: Bool { group.isCancelled }

  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.group === rhs.group }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(group)) }
}
