extension Effect {
  /// A child's effect, as seen by its parent: its actions embedded in the parent's action, every
  /// operation cancellable with the child's navigation id, and, for a presented child, the
  /// `dismiss` dependency wired to send `dismissal` to the parent.
  func embeddedInParent<ParentAction: Sendable>(
    id: NavigationID,
    embed: @escaping @Sendable (Action) -> ParentAction,
    dismissal: ParentAction? = nil
  ) -> Effect<ParentAction> {
    guard !operations.isEmpty else { return .none }
    var effect = map(embed)
    if let dismissal {
      effect = effect.installingDismiss { send in await send(dismissal) }
    }
    return effect.cancellable(id: id)
  }

  /// Runs every asynchronous operation with `\.dismiss` calling `dismiss` with the effect's `send`.
  private func installingDismiss(_ dismiss: @escaping @Sendable (Send<Action>) async -> Void) -> Self {
    Self(
      operations: operations.map { operation in
        guard case .run(var run) = operation else { return operation }
        let body = run.body
        run.body = { send in
          var values = DependencyValues.current
          values.dismiss = DismissEffect { await dismiss(send) }
          await DependencyValues.$current.withValue(values) { await body(send) }
        }
        return .run(run)
      })
  }
}
