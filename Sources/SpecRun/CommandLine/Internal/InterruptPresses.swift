import Synchronization

/// Counts Ctrl-C presses (and SIGTERMs) during a run, from whichever thread the signal arrives on:
/// the first stops new scenarios, the ones after it cancel the running ones.
final class InterruptPresses: Sendable {
  private let count = Atomic(0)

  /// Records one press and returns how many there have been, this one included.
  func press() -> Int { count.wrappingAdd(1, ordering: .relaxed).newValue }
}
