/// A type-erased identifier of cancellable effects: any `Hashable & Sendable` value.
///
/// ```swift
/// enum CancelID { case factRequest }
/// return .run { … }.cancellable(id: CancelID.factRequest, cancelInFlight: true)
/// ```
public struct EffectID: Hashable, Sendable, CustomStringConvertible {
  // AnyHashable is not Sendable; it only ever wraps a value that is.
  nonisolated(unsafe) private let base: AnyHashable

  /// Wraps any hashable, sendable value (an enum case, a string, a type) as an identifier.
  public init(_ id: some Hashable & Sendable) {
    if let already = id as? EffectID {
      self = already
    } else {
      self.base = AnyHashable(id)
    }
  }

  public var description: String { "\(base)" }
}
