import Evergreen

extension TestStore {
  /// The actions effects fed back that no `receive` has taken yet, oldest first. Reading them
  /// receives nothing: a driver built on the store (such as `specrun`'s scenario store) uses them
  /// to describe what came back in its own terms.
  public var pendingReceivedActions: [Action] {
    // Most steps leave nothing to receive: answered without mapping an array of this store's
    // generic element type.
    guard let inbox = effectInbox, inbox.hasReceived else { return [] }
    return inbox.received.map { $0.action }
  }

  /// Whether effects fed back an action no `receive` has taken yet: ``pendingReceivedActions``
  /// is not empty. Cheap to ask after every step (no array of the store's `Action` is made).
  ///
  /// ```swift
  /// await store.settle()
  /// if store.hasPendingReceivedActions { undescribed += store.pendingReceivedActions }
  /// ```
  public var hasPendingReceivedActions: Bool { effectInbox?.hasReceived == true }

  /// The effects still running, each named by the action that started it and what it waits on.
  public var inFlightEffects: [String] { tracker.inFlightDescriptions() }

  /// Whether an effect is still running: ``inFlightEffects`` is not empty. Cheap to ask after
  /// every step (nothing is described).
  ///
  /// ```swift
  /// await store.settle()
  /// if store.hasInFlightEffects { print(store.inFlightEffects) }
  /// ```
  public var hasInFlightEffects: Bool { tracker.inFlightCount > 0 }
}
