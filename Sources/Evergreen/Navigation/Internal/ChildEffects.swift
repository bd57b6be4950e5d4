extension Effect {
  /// A child's effect, as seen by its parent:
  /// - its actions embedded in the parent's action;
  /// - its own cancellation ids made private to this child (`CancelID.fact` of one row of a list
  ///   never cancels another row's request);
  /// - all of it cancellable with the child's navigation id, so it stops when the child goes away;
  /// - for a presented child, `dismiss()` sending `dismissal` to the parent.
  func embeddedInParent<ParentAction: Sendable>(
    id: NavigationID,
    embed: @escaping @Sendable (Action) -> ParentAction,
    dismissal: ParentAction? = nil
  ) -> Effect<ParentAction> {
    guard !operations.isEmpty else { return .none }
    var effect = scopingCancellations(to: id).map(embed)
    if let dismissal {
      effect = effect.installingDismiss { send in await send(dismissal) }
    }
    return effect.cancellable(id: id)
  }

  /// The same effect with every cancellation id it declares or cancels qualified by `scope`.
  private func scopingCancellations(to scope: NavigationID) -> Self {
    func scoped(_ id: EffectID) -> EffectID { EffectID(ScopedEffectID(scope: scope, id: id)) }
    return Self(
      operations: operations.map { operation in
        switch operation {
        case .send: return operation
        case .cancel(let id): return .cancel(scoped(id))
        case .run(var run):
          for index in run.cancellations.indices {
            run.cancellations[index].id = scoped(run.cancellations[index].id)
          }
          return .run(run)
        }
      })
  }

  /// Runs every asynchronous operation with ``DismissEffect`` calling `dismiss` with the effect's
  /// `send`, whether the `dismiss` dependency was read in the reducer or inside the effect.
  private func installingDismiss(_ dismiss: @escaping @Sendable (Send<Action>) async -> Void) -> Self {
    wrappingRuns { send, body in
      await DismissEffect.$presented.withValue(DismissEffect.Dismissal { await dismiss(send) }) { await body() }
    }
  }
}

/// A child's own cancellation id, private to the child at `scope`.
struct ScopedEffectID: Hashable, Sendable {
  let scope: NavigationID
  let id: EffectID
}
