import Evergreen

extension TestStore {
  /// The actions effects fed back that no `receive` has taken yet, oldest first. Reading them
  /// receives nothing: a driver built on the store (such as `specrun`'s scenario store) uses them
  /// to describe what came back in its own terms.
  public var pendingReceivedActions: [Action] { inbox.received.map { $0.action } }

  /// The effects still running, each named by the action that started it and what it waits on.
  public var inFlightEffects: [String] { tracker.inFlightDescriptions() }
}
