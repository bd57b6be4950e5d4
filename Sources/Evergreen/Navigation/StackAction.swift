/// The actions of a navigation stack, as its parent sees them.
///
/// ```swift
/// enum Action: Sendable {
///   case path(StackAction<ContactDetail.State, ContactDetail.Action>)
/// }
/// …
/// case .path(.element(id: let id, action: .delegate(.confirmDeletion))):
///   guard let detail = state.path[id: id] else { return .none }
///   state.contacts.remove(id: detail.contact.id)
///   return .none
/// ```
public enum StackAction<State, Action> {
  /// `action` for the screen with `id`.
  case element(id: StackElementID, action: Action)
  /// Pops the screen with `id` and every screen above it (the back button, or `dismiss()`).
  case popFrom(id: StackElementID)
  /// Pushes a screen with `state` under `id` (a navigation link); `id` must not be in use.
  case push(id: StackElementID, state: State)
}

/// The ``StackAction`` of a screen's reducer: `StackActionOf<ContactDetail>`.
public typealias StackActionOf<R: Reducer> = StackAction<R.State, R.Action>

extension StackAction: Equatable where State: Equatable, Action: Equatable {}
extension StackAction: Hashable where State: Hashable, Action: Hashable {}
extension StackAction: Sendable where State: Sendable, Action: Sendable {}
