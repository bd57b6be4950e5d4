import Synchronization

/// Pins kept in memory only: for previews, and for anything that must not touch the disk.
///
/// ```swift
/// let client = APIClient(store: PinMemoryStore(pins: Pin.samples))
/// ```
public final class PinMemoryStore: PinStore {
  private let saved: Mutex<[Pin]>

  public init(pins: [Pin] = []) { self.saved = Mutex(pins) }

  /// The pins kept now (reading memory cannot fail).
  public func pins() -> [Pin] { saved.withLock { $0 } }

  public func modifyPins<Outcome: Sendable>(_ change: (inout [Pin]) throws -> Outcome) throws -> Outcome {
    try saved.withLock { saved in
      var pins = saved
      let outcome = try change(&pins)
      saved = pins
      return outcome
    }
  }
}
