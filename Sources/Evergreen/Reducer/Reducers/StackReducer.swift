import EvergreenReporting

extension Reducer {
  /// Runs `destination` on each screen of a navigation stack.
  ///
  /// ```swift
  /// struct State { var path = StackState<ContactDetail.State>() }
  /// enum Action { case path(StackAction<ContactDetail.State, ContactDetail.Action>) }
  ///
  /// Reduce { state, action in … }
  ///   .forEach(\.path, action: /Action.path) { ContactDetail() }
  /// ```
  ///
  /// - `.element(id:action:)` runs the screen first, then this reducer.
  /// - `.push(id:state:)` pushes the screen, then runs this reducer.
  /// - `.popFrom(id:)` runs this reducer (the screens are still there), then pops them.
  /// - A screen's effects can pop it: `@Dependency(\.dismiss) var dismiss` then `await dismiss()`.
  /// - When a screen leaves the stack, its running effects are cancelled.
  /// - Actions for a screen that is not on the stack, and pushes under an id in use, are reported.
  public func forEach<DestinationState, DestinationAction, Destination: Reducer>(
    _ toStack: WritableKeyPath<State, StackState<DestinationState>>,
    action toStackAction: CasePath<Action, StackAction<DestinationState, DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> StackReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    StackReducer(
      parent: self, toStack: toStack, toStackAction: toStackAction, destination: destination(),
      site: ReportedIssue(calledFrom: fileID, filePath, line, column))
  }
}

/// The reducer of ``Reducer/forEach(_:action:destination:fileID:filePath:line:column:)`` over a
/// navigation stack.
public struct StackReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  let parent: Parent
  let toStack: WritableKeyPath<Parent.State, StackState<Destination.State>>
  let toStackAction: CasePath<Parent.Action, StackAction<Destination.State, Destination.Action>>
  let destination: Destination
  let site: ReportedIssue

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let idsBefore = state[keyPath: toStack].ids
    var destinationEffects = Effect<Parent.Action>.none
    let parentEffects: Effect<Parent.Action>

    switch toStackAction.extract(from: action) {
    case .element(let id, let destinationAction)?:
      if var screen = state[keyPath: toStack][id: id] {
        let toStackAction = self.toStackAction
        destinationEffects = navigationID(of: id).reduce(
          destination, into: &screen, action: destinationAction, dismissal: toStackAction.embed(.popFrom(id: id))
        ) { toStackAction.embed(.element(id: id, action: $0)) }
        state[keyPath: toStack][id: id] = screen
      } else {
        report(
          "received an action for a screen that is not on the stack (id \(id))", action: action,
          state: state)
      }
      parentEffects = parent.reduce(into: &state, action: action)

    case .popFrom(let id)?:
      let present = state[keyPath: toStack].ids.contains(id)
      parentEffects = parent.reduce(into: &state, action: action)
      if present {
        state[keyPath: toStack].pop(from: id)
      } else {
        report("was asked to pop a screen that is not on the stack (id \(id))", action: action, state: state)
      }

    case .push(let id, let screen)?:
      if !state[keyPath: toStack].push(screen, id: id) {
        report("was asked to push a screen under an id already in use (\(id))", action: action, state: state)
      }
      parentEffects = parent.reduce(into: &state, action: action)

    case nil:
      parentEffects = parent.reduce(into: &state, action: action)
    }

    return .merge(
      destinationEffects, parentEffects, cancellingChildrenGoneFrom: idsBefore, to: state[keyPath: toStack].ids,
      navigationID: navigationID(of:))
  }

  private func navigationID(of id: StackElementID) -> NavigationID {
    .child(NavigationID.Component(keyPath: toStack, elementID: id, stateType: Destination.State.self))
  }

  private func report(_ problem: String, action: Parent.Action, state: Parent.State) {
    var issue = site
    issue.message = """
      forEach (navigation stack) at \(site.fileID):\(site.line) \(problem):
        \(readableDescription(of: action))
      The screens on the stack are \(state[keyPath: toStack].ids).

      Send actions only to screens on the stack (use the ids the stack gave them: 0, 1, 2, … in \
      push order), and push new screens with the stack's next id (\(state[keyPath: toStack].nextID)).
      """
    reportIssue(issue)
  }
}
