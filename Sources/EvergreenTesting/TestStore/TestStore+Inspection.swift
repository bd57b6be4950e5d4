import Evergreen
import EvergreenReporting

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

  /// Whether the store has nothing to settle or to report: no effect in flight, no job waiting on
  /// its executor, nothing effects sent or fed back waiting to be taken in, and no failure an
  /// effect reported (nor an effect that escaped the executor) waiting for the next step to report
  /// it. `settle()`, `skipInFlightEffects(strict: false)` and `skipReceivedActions(strict: false)`
  /// then do nothing, so a driver may leave them out (`specrun`'s scenario store does, at its
  /// checks and when its scenario ends).
  ///
  /// ```swift
  /// if !store.isIdle { await store.skipInFlightEffects(strict: false) }
  /// ```
  public var isIdle: Bool {
    if let inbox = effectInbox, inbox.hasReceived || inbox.hasDeliveries { return false }
    return tracker.inFlightCount == 0 && !tracker.effectIssues.hasIssuesToDrain && executor.hasNothingQueued
  }
}
