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

  /// Runs every asynchronous operation with ``DismissEffect`` calling `dismiss` with the effect's
  /// `send`, whether the `dismiss` dependency was read in the reducer or inside the effect.
  private func installingDismiss(_ dismiss: @escaping @Sendable (Send<Action>) async -> Void) -> Self {
    Self(
      operations: operations.map { operation in
        guard case .run(var run) = operation else { return operation }
        let body = run.body
        run.body = { send in
          await DismissEffect.$presented.withValue({ await dismiss(send) }) { await body(send) }
        }
        return .run(run)
      })
  }
}
