import Evergreen

extension Reducer {
  /// Prints every action this reducer receives and how it changed the state, through the same diff
  /// engine as the `TestStore`'s failures: for debugging a reducer.
  ///
  /// ```swift
  /// var body: some ReducerOf<Self> {
  ///   Reduce { … }
  ///     ._printChanges()
  /// }
  /// // received action:
  /// //   .incrementTapped
  /// // − before
  /// // + after
  /// //
  /// // count
  /// // − 0
  /// // + 1
  /// // …
  /// ```
  ///
  /// It lives in `EvergreenTesting` beside the diff engine: import it where you debug, and remove
  /// the call before you ship. `output` receives each report (it prints by default).
  public func _printChanges(
    to output: @escaping @Sendable (String) -> Void = { print($0) }
  ) -> PrintChangesReducer<Self> {
    PrintChangesReducer(base: self, output: output)
  }
}

/// The reducer `_printChanges(to:)` returns: it prints each action and the state it changed.
public struct PrintChangesReducer<Base: Reducer>: Reducer {
  let base: Base
  let output: @Sendable (String) -> Void

  /// Runs the base reducer, then prints the action and what it changed in the state.
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    let before = state
    let effect = base.reduce(into: &state, action: action)
    let changes =
      difference(before, state, expectedLabel: "before", actualLabel: "after").map { "\n" + $0 }
      ?? "\n  (no state changes)"
    output("received action:\n  \(describeAction(action))" + changes)
    return effect
  }
}
