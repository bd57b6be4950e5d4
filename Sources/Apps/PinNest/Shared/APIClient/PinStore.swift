/// A place that keeps the saved pins: on disk (``PinFileStore``) or in memory
/// (``PinMemoryStore``). A store provides reading and one safe way to change the pins; the
/// endpoints the app uses (``setFavorite(_:_:)``, ``deletePin(_:)``) are built on those two.
///
/// ```swift
/// let store = PinFileStore(folder: folder)
/// let client = APIClient(store: store)
/// ```
public protocol PinStore: Sendable {
  /// Every saved pin.
  func pins() throws -> [Pin]

  /// Reads the pins, lets `change` edit them, and keeps the result, as one step no other change
  /// can interleave with. When `change` throws, nothing is kept.
  func modifyPins<Outcome: Sendable>(_ change: (inout [Pin]) throws -> Outcome) throws -> Outcome
}

extension PinStore {
  /// Marks the pin with `id` as a favourite or not, and returns it as saved; throws
  /// ``PinStoreError/pinNotFound(_:)`` when there is no such pin.
  public func setFavorite(_ id: Pin.ID, _ isFavorite: Bool) throws -> Pin {
    try modifyPins { pins in
      guard let index = pins.firstIndex(where: { $0.id == id }) else { throw PinStoreError.pinNotFound(id) }
      pins[index].isFavorite = isFavorite
      return pins[index]
    }
  }

  /// Deletes the pin with `id`; throws ``PinStoreError/pinNotFound(_:)`` when there is no such pin.
  public func deletePin(_ id: Pin.ID) throws {
    try modifyPins { pins in
      guard let index = pins.firstIndex(where: { $0.id == id }) else { throw PinStoreError.pinNotFound(id) }
      pins.remove(at: index)
    }
  }

  /// Saves `pin`, replacing the saved pin with the same id if there is one.
  public func save(_ pin: Pin) throws {
    try modifyPins { pins in
      if let index = pins.firstIndex(where: { $0.id == pin.id }) {
        pins[index] = pin
      } else {
        pins.append(pin)
      }
    }
  }
}
