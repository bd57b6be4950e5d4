import EvergreenReporting

extension Reducer {
  /// Runs `element` on each element of an ``IdentifiedArray``, for the actions addressed to it by id.
  ///
  /// ```swift
  /// struct State { var rows: IdentifiedArrayOf<Row.State> = [] }
  /// enum Action { case rows(IdentifiedActionOf<Row>) }
  ///
  /// Reduce { state, action in … }
  ///   .forEach(\.rows, action: /Action.rows) { Row() }
  /// ```
  ///
  /// The element runs first, then this reducer. When an element is removed, its running effects
  /// are cancelled. An action for an id that is not in the collection is reported as an issue.
  public func forEach<ID: Hashable & Sendable, ElementState, ElementAction, Element: Reducer>(
    _ toElements: WritableKeyPath<State, IdentifiedArray<ID, ElementState>>,
    action toElementAction: CasePath<Action, IdentifiedAction<ID, ElementAction>>,
    @ReducerBuilder<ElementState, ElementAction> element: () -> Element,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
  ) -> ForEachReducer<Self, ID, Element>
  where ElementState == Element.State, ElementAction == Element.Action {
    ForEachReducer(
      parent: self, toElements: toElements, toElementAction: toElementAction, element: element(),
      site: ReportedIssue(calledFrom: fileID, filePath, line, column))
  }
}

/// The reducer of ``Reducer/forEach(_:action:element:fileID:filePath:line:column:)`` over an
/// identified collection.
public struct ForEachReducer<Parent: Reducer, ID: Hashable & Sendable, Element: Reducer>: Reducer {
  let parent: Parent
  let toElements: WritableKeyPath<Parent.State, IdentifiedArray<ID, Element.State>>
  let toElementAction: CasePath<Parent.Action, IdentifiedAction<ID, Element.Action>>
  let element: Element
  let site: ReportedIssue

  public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
    let idsBefore = state[keyPath: toElements].ids
    var elementEffects = Effect<Parent.Action>.none

    if case .element(let id, let elementAction)? = toElementAction.extract(from: action) {
      if let index = state[keyPath: toElements].index(id: id) {
        var elementState = state[keyPath: toElements][index]
        let toElementAction = self.toElementAction
        elementEffects = navigationID(of: id).reduce(element, into: &elementState, action: elementAction) {
          toElementAction.embed(.element(id: id, action: $0))
        }
        state[keyPath: toElements][index] = elementState
      } else {
        var issue = site
        issue.message = """
          forEach at \(site.fileID):\(site.line) received an action for an element that is not in \
          the collection (id \(id)):
            \(readableDescription(of: action))
          The element reducer (\(readableTypeName(Element.self))) did not run; the parent still saw the action.

          This usually means the element was removed before this action arrived (an effect kept \
          running, or the test sent an action for an id it never added). Check the id, or add the \
          element to the state first.
          """
        reportIssue(issue)
      }
    }

    let parentEffects = parent.reduce(into: &state, action: action)
    return .merge(
      elementEffects, parentEffects, cancellingChildrenGoneFrom: idsBefore, to: state[keyPath: toElements].ids,
      navigationID: navigationID(of:))
  }

  private func navigationID(of id: ID) -> NavigationID {
    .child(NavigationID.Component(keyPath: toElements, elementID: id, stateType: Element.State.self))
  }
}
