/// An action for one element of an identified collection, as its parent sees it.
///
/// ```swift
/// enum Action: Sendable {
///   case rows(IdentifiedActionOf<Row>)
/// }
/// …
/// case .rows(.element(id: let id, action: .deleteTapped)):
///   state.rows.remove(id: id)
/// ```
public enum IdentifiedAction<ID: Hashable, Action> {
  /// `action` for the element with `id`.
  case element(id: ID, action: Action)
}

/// The ``IdentifiedAction`` of a reducer whose state is `Identifiable`: `IdentifiedActionOf<Row>`.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action>
where R.State: Identifiable

extension IdentifiedAction: Equatable where Action: Equatable {}
extension IdentifiedAction: Hashable where Action: Hashable {}
extension IdentifiedAction: Sendable where ID: Sendable, Action: Sendable {}
