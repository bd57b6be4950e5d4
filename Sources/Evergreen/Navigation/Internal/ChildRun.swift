extension NavigationID {
  /// Runs `child` on `childState` as the child at this id (its own navigation ids descend from this
  /// one), and gives back its effect as the parent sees it (see `Effect.embeddedInParent`). A child
  /// that can dismiss itself (`dismissal` given) is reduced as presented.
  ///
  /// ```swift
  /// let id = navigationID(of: elementID)
  /// let effects = id.reduce(element, into: &elementState, action: elementAction) {
  ///   toElementAction.embed(.element(id: elementID, action: $0))
  /// }
  /// ```
  func reduce<Child: Reducer, ParentAction: Sendable>(
    _ child: Child, into childState: inout Child.State, action: Child.Action,
    dismissal: ParentAction? = nil, embed: @escaping @Sendable (Child.Action) -> ParentAction
  ) -> Effect<ParentAction> {
    let effect = run {
      PresentationContext.reduce(presented: dismissal != nil) { child.reduce(into: &childState, action: action) }
    }
    return effect.embeddedInParent(id: self, embed: embed, dismissal: dismissal)
  }
}

extension Effect {
  /// What a parent of identified children (a navigation stack, an identified collection) returns for
  /// one action: the child's effects, the parent's, and the cancellation of every child whose id was
  /// there before the action and is gone after it.
  ///
  /// ```swift
  /// return .merge(elementEffects, parentEffects, cancellingChildrenGoneFrom: idsBefore, to: idsAfter) {
  ///   navigationID(of: $0)
  /// }
  /// ```
  static func merge<ID: Hashable>(
    _ childEffects: Self, _ parentEffects: Self, cancellingChildrenGoneFrom idsBefore: [ID], to idsAfter: [ID],
    navigationID: (ID) -> NavigationID
  ) -> Self {
    guard idsBefore != idsAfter else { return childEffects.merge(with: parentEffects) }
    let remaining = Set(idsAfter)
    let cancellations = idsBefore.filter { !remaining.contains($0) }.map { Self.cancel(id: navigationID($0)) }
    return .merge([childEffects, parentEffects] + cancellations)
  }
}
