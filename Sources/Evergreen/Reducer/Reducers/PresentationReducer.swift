import EvergreenReporting

extension Reducer {
  /// Presents `destination` (a sheet, an alert, a screen) while its ``PresentationState`` holds a
  /// state, driven by a ``PresentationAction``.
  ///
  /// ```swift
  /// struct State { @PresentationState var destination: Destination.State? }
  /// enum Action { case destination(PresentationAction<Destination.Action>) }
  ///
  /// Reduce { state, action in … }
  ///   .ifLet(\.$destination, action: /Action.destination) { Destination() }
  /// ```
  ///
  /// - `.presented(action)` runs the destination first, then this reducer.
  /// - `.dismiss` runs this reducer (the destination is still there to look at), then sets the
  ///   state to `nil`.
  /// - The destination's effects can dismiss it: `@Dependency(\.dismiss) var dismiss` then
  ///   `await dismiss()` sends `.dismiss`.
  /// - When the destination goes away or another replaces it, its running effects are cancelled.
  /// - An alert (``AlertState``, alone or as a case of the destination) goes away once answered.
  /// - Actions for a destination that is not presented are reported as issues.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<DestinationState>>,
    action toPresentationAction: CasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    PresentationReducer(
      parent: self,
      toState: ChildStatePlace(presentedAt: toPresentationState),
      place: toPresentationState,
      toAction: toPresentationAction, destination: destination(),
      site: ReportedIssue(calledFrom: fileID, filePath, line, column))
  }

  /// The same presentation for an optional state without the property wrapper.
  public func ifLet<DestinationState, DestinationAction, Destination: Reducer>(
    _ toState: WritableKeyPath<State, DestinationState?>,
    action toPresentationAction: CasePath<Action, PresentationAction<DestinationAction>>,
    @ReducerBuilder<DestinationState, DestinationAction> destination: () -> Destination,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> PresentationReducer<Self, Destination>
  where DestinationState == Destination.State, DestinationAction == Destination.Action {
    PresentationReducer(
      parent: self, toState: ChildStatePlace(toState), place: toState, toAction: toPresentationAction,
      destination: destination(),
      site: ReportedIssue(calledFrom: fileID, filePath, line, column))
  }

  /// A presented alert (or any destination without logic of its own): answering it or dismissing it
  /// clears it.
  ///
  /// ```swift
  /// struct State { @PresentationState var alert: AlertState<Action.Alert>? }
  /// enum Action { case alert(PresentationAction<Alert>) }
  /// … .ifLet(\.$alert, action: /Action.alert)
  /// ```
  public func ifLet<ChildState, ChildAction: Sendable>(
    _ toPresentationState: WritableKeyPath<State, PresentationState<ChildState>>,
    action toPresentationAction: CasePath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> PresentationReducer<Self, EmptyReducer<ChildState, ChildAction>> {
    ifLet(
      toPresentationState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

extension Reducer {
  /// A presented alert held in a plain optional (`var alert: AlertState<Alert>?`) with a
  /// ``PresentationAction``: answering it or dismissing it clears it.
  public func ifLet<ChildState, ChildAction: Sendable>(
    _ toState: WritableKeyPath<State, ChildState?>,
    action toPresentationAction: CasePath<Action, PresentationAction<ChildAction>>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> PresentationReducer<Self, EmptyReducer<ChildState, ChildAction>> {
    ifLet(
      toState, action: toPresentationAction, destination: { EmptyReducer() },
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}

/// The reducer of `ifLet(_:action:destination:)` (on a ``PresentationState`` or an optional).
public struct PresentationReducer<Parent: Reducer, Destination: Reducer>: Reducer {
  let parent: Parent
  let toAction: CasePath<Parent.Action, PresentationAction<Destination.Action>>
  let reduction: OptionalChildReduction<Parent.State, Parent.Action, Destination>

  init(
    parent: Parent, toState: ChildStatePlace<Parent.State, Destination.State>, place: AnyKeyPath,
    toAction: CasePath<Parent.Action, PresentationAction<Destination.Action>>,
    destination: Destination, site: ReportedIssue
  ) {
    self.parent = parent
    self.toAction = toAction
    self.reduction = OptionalChildReduction(
      toChildState: toState, place: place, embed: { toAction.embed(.presented($0)) },
      dismissal: toAction.embed(.dismiss), child: destination, site: site,
      operatorName: "ifLet (presentation)")
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let request: OptionalChildRequest<Destination.Action>
    switch toAction.extract(from: action) {
    case .presented(let childAction)?: request = .child(childAction)
    case .dismiss?: request = .dismiss
    case nil: request = .none
    }
    return reduction.reduce(into: &state, action: action, request: request) {
      parent.reduce(into: &$0, action: $1)
    }
  }
}
