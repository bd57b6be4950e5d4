extension Store {
  /// A store for each element of an identified list, in order: what `ForEach` shows.
  ///
  /// ```swift
  /// ForEach(store.scope(state: \.rows, action: /Feature.Action.rows)) { row in
  ///   RowView(store: row)          // a Store<Row.State, Row.Action>, its id stable per row
  /// }
  /// ```
  ///
  /// The list observes its ids alone (a row added, removed or moved); each row's store observes
  /// what it reads in its row, so changing one row tells that row's readers only.
  public func scope<ID: Hashable, ElementState, ElementAction>(
    state toElements: KeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CasePath<Action, IdentifiedAction<ID, ElementAction>>
  ) -> [Store<ElementState, ElementAction>] {
    let listPath = observedPath.appending(.property(toElements))
    observe(listPath.appending(.ids)) { $0[keyPath: toElements].ids }
    let elements = currentState[keyPath: toElements]
    return zip(elements.ids, elements).map { id, element in
      child(
        at: .property(toElements), .element(AnyHashable(id)),
        extract: { $0[keyPath: toElements][id: id] },
        embed: { toElementAction.embed(.element(id: id, action: $0)) },
        initialState: element,
        description: scopeText(toElements, "[id: \(id)]"))
    }
  }
}
