import EvergreenReporting

extension Reducer {
  /// Runs `child` on an optional part of the state while it is not `nil`.
  ///
  /// ```swift
  /// struct State { var timer: Timer.State? }                    // the child is optional
  /// enum Action { case timer(Timer.Action) }
  ///
  /// Reduce { state, action in … }
  ///   .ifLet(\.timer, action: /Action.timer) { Timer() }
  /// ```
  ///
  /// The child runs first, then this reducer, so the parent sees the child's new state. When the
  /// child's state becomes `nil` (or another child replaces it), the child's running effects are
  /// cancelled. An action for a child that is `nil` is reported as an issue. An alert
  /// (``AlertState``) held this way disappears once one of its buttons was tapped; it needs no
  /// child reducer: `.ifLet(\.alert, action: /Action.alert)`.
  public func ifLet<ChildState, ChildAction, Child: Reducer>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CasePath<Action, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> then child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
    IfLetReducer(
      parent: self, toChildState: toChildState, toChildAction: toChildAction, child: child(),
      site: ReportedIssue(calledFrom: fileID, filePath, line, column))
  }

  /// An optional child with no logic of its own, such as an alert: it is cleared once answered.
  public func ifLet<ChildState, ChildAction: Sendable>(
    _ toChildState: WritableKeyPath<State, ChildState?>,
    action toChildAction: CasePath<Action, ChildAction>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> IfLetReducer<Self, EmptyReducer<ChildState, ChildAction>> {
    ifLet(
      toChildState, action: toChildAction, then: { EmptyReducer() }, fileID: fileID,
      filePath: filePath, line: line, column: column)
  }
}

/// The reducer of ``Reducer/ifLet(_:action:then:fileID:filePath:line:column:)`` and
/// ``Reducer/ifCaseLet(_:action:then:fileID:filePath:line:column:)``.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
  let parent: Parent
  let toChildAction: CasePath<Parent.Action, Child.Action>
  let reduction: OptionalChildReduction<Parent.State, Parent.Action, Child>

  init(
    parent: Parent, toChildState: WritableKeyPath<Parent.State, Child.State?>,
    toChildAction: CasePath<Parent.Action, Child.Action>, child: Child, site: ReportedIssue
  ) {
    self.init(
      parent: parent, place: ChildStatePlace(toChildState), identity: toChildState, toChildAction: toChildAction,
      child: child, site: site, operatorName: "ifLet")
  }

  init(
    parent: Parent, place: ChildStatePlace<Parent.State, Child.State>, identity: AnyKeyPath,
    toChildAction: CasePath<Parent.Action, Child.Action>, child: Child, site: ReportedIssue, operatorName: String
  ) {
    self.parent = parent
    self.toChildAction = toChildAction
    self.reduction = OptionalChildReduction(
      toChildState: place, place: identity, embed: toChildAction.embed, dismissal: nil,
      child: child, site: site, operatorName: operatorName)
  }

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let request: OptionalChildRequest<Child.Action> =
      toChildAction.extract(from: action).map { .child($0) } ?? .none
    return reduction.reduce(into: &state, action: action, request: request) {
      parent.reduce(into: &$0, action: $1)
    }
  }
}
