/// The state of a feature the parent presents (a sheet, an alert, a pushed destination): present
/// while not `nil`. Used as a property wrapper, so the parent reads and writes an optional, and
/// composes through the wrapper's key path:
///
/// ```swift
/// struct State: Equatable {
///   @PresentationState var destination: Destination.State?
/// }
/// …
/// state.destination = .addContact(AddContact.State(contact: Contact(id: uuid(), name: "")))
/// …
/// .ifLet(\.$destination, action: /Action.destination) { Destination() }
/// ```
///
/// The presentation's identity (``id``) is derived from what is presented: its enum case and, when
/// it is `Identifiable`, its id. It stays the same while the same screen is edited, and changes when
/// another screen replaces it, so that `ifLet` cancels the effects of the screen that went away.
/// Two presentation states are equal when they present equal states.
@propertyWrapper
public struct PresentationState<State> {
  /// The presented state, or `nil` when nothing is presented.
  public var wrappedValue: State?

  /// Presents `wrappedValue`, or nothing when `nil`.
  public init(wrappedValue: State?) { self.wrappedValue = wrappedValue }

  /// Presents `state`, or nothing when `nil`.
  public init(_ state: State?) { self.wrappedValue = state }

  /// `\.$destination`: the wrapper itself, for `ifLet`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// The identity of what is presented, or `nil` when nothing is.
  public var id: PresentationID? {
    wrappedValue.map { PresentationID(NavigationID.Component(keyPath: \Self.wrappedValue, state: $0)) }
  }
}

/// The identity of a presented feature (see ``PresentationState/id``).
public struct PresentationID: Hashable, Sendable {
  let component: NavigationID.Component
  init(_ component: NavigationID.Component) { self.component = component }
}

extension PresentationState: Equatable where State: Equatable {}
extension PresentationState: Hashable where State: Hashable {}
extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: ExpressibleByNilLiteral {
  public init(nilLiteral: ()) { self.wrappedValue = nil }
}

extension PresentationState: CustomStringConvertible {
  public var description: String { wrappedValue.map { "\($0)" } ?? "nil" }
}
