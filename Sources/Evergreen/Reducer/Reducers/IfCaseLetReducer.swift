import EvergreenReporting

extension Reducer {
  /// Runs `child` on one case of an enum state while the state is that case: a feature that is
  /// either signed in or signed out, loading or loaded.
  ///
  /// ```swift
  /// enum State: Equatable { case signedOut(Auth.State), signedIn(Meetings.State) }
  /// enum Action: Sendable { case auth(Auth.Action), meetings(Meetings.Action) }
  ///
  /// Reduce { state, action in … }
  ///   .ifCaseLet(/State.signedOut, action: /Action.auth) { Auth() }
  ///   .ifCaseLet(/State.signedIn, action: /Action.meetings) { Meetings() }
  /// ```
  ///
  /// The child runs first, then this reducer. When the state leaves the case, the child's running
  /// effects are cancelled. An action for the child while the state is another case is reported.
  public func ifCaseLet<CaseState, CaseAction, Child: Reducer>(
    _ toCaseState: CasePath<State, CaseState>,
    action toCaseAction: CasePath<Action, CaseAction>,
    @ReducerBuilder<CaseState, CaseAction> then child: () -> Child,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> IfLetReducer<Self, Child> where CaseState == Child.State, CaseAction == Child.Action {
    IfLetReducer(
      parent: self, place: ChildStatePlace(toCaseState), identity: \State.self, toChildAction: toCaseAction,
      child: child(), site: ReportedIssue(calledFrom: fileID, filePath, line, column), operatorName: "ifCaseLet")
  }
}
