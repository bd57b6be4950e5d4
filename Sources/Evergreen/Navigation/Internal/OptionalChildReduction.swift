import EvergreenReporting

/// What a parent action asks of an optional child.
enum OptionalChildRequest<ChildAction> {
  /// An action for the child.
  case child(ChildAction)
  /// Dismiss the child (`PresentationAction.dismiss`).
  case dismiss
  /// Nothing: the action is the parent's own.
  case none
}

/// The one mechanism behind `ifLet` and presentation: run the child first (while its state is
/// there), then the parent; dismiss on request; clear an alert once it was answered; cancel the
/// effects of a child whose state went away or was replaced by another; report actions for a child
/// that is not there.
struct OptionalChildReduction<ParentState, ParentAction: Sendable, Child: Reducer> {
  let toChildState: ChildStatePlace<ParentState, Child.State>
  /// The key path that identifies the child's place (`\.$destination` or `\.child`).
  let place: AnyKeyPath
  let embed: @Sendable (Child.Action) -> ParentAction
  /// The parent action `dismiss()` sends; `nil` when the child cannot dismiss itself.
  let dismissal: ParentAction?
  let child: Child
  /// Where the operator was written, for reports.
  let site: ReportedIssue
  let operatorName: String

  func reduce(
    into state: inout ParentState,
    action: ParentAction,
    request: OptionalChildRequest<Child.Action>,
    parent: (inout ParentState, ParentAction) -> Effect<ParentAction>
  ) -> Effect<ParentAction> {
    let before = toChildState.get(state).map(navigationID(of:))
    var childEffects = Effect<ParentAction>.none
    var parentEffects: Effect<ParentAction>

    switch request {
    case .child(let childAction):
      guard var childState = toChildState.get(state), let id = before else {
        reportAbsentChild(action)
        return parent(&state, action)
      }
      childEffects = id.reduce(child, into: &childState, action: childAction, dismissal: dismissal, embed: embed)
      toChildState.set(&state, childState)
      parentEffects = parent(&state, action)
      // An alert is answered by any of its buttons: it goes away on its own.
      if let clear = toChildState.clear, isEphemeral(childState), currentID(in: state) == id {
        clear(&state)
      }

    case .dismiss:
      guard let id = before else {
        reportAbsentChild(action)
        return parent(&state, action)
      }
      parentEffects = parent(&state, action)
      if let clear = toChildState.clear, currentID(in: state) == id { clear(&state) }

    case .none:
      parentEffects = parent(&state, action)
    }

    let after = currentID(in: state)
    guard let before, before != after else { return childEffects.merge(with: parentEffects) }
    return .merge(childEffects, parentEffects, .cancel(id: before))
  }

  private func navigationID(of childState: Child.State) -> NavigationID {
    .child(NavigationID.Component(keyPath: place, state: childState))
  }

  private func currentID(in state: ParentState) -> NavigationID? {
    toChildState.get(state).map(navigationID(of:))
  }

  private func reportAbsentChild(_ action: ParentAction) {
    var issue = site
    issue.message = """
      \(operatorName) at \(site.fileID):\(site.line) received an action for a child whose state \
      \(toChildState.absence):
        \(readableDescription(of: action))
      The action was not given to the child reducer (\(readableTypeName(Child.self))); the parent still saw it.

      This usually means one of:
      • the parent set the child state to nil before this action arrived: send actions only to a \
      child that is present, or let its effects be cancelled by the dismissal;
      • an effect outside the child sent it after the child went away;
      • in a test, the initial state forgot to present the child.
      """
    reportIssue(issue)
  }
}

/// Where an optional child's state lives in its parent's: an optional property, or a case of an
/// enum state.
struct ChildStatePlace<ParentState, ChildState> {
  let get: (ParentState) -> ChildState?
  let set: (inout ParentState, ChildState) -> Void
  /// Removes the child (`nil`); absent when the child cannot go away by itself (an enum case).
  let clear: ((inout ParentState) -> Void)?
  /// How messages say the child is missing: "is nil".
  let absence: String

  init(_ keyPath: WritableKeyPath<ParentState, ChildState?>) {
    get = { $0[keyPath: keyPath] }
    set = { $0[keyPath: keyPath] = $1 }
    clear = { $0[keyPath: keyPath] = nil }
    absence = "is nil"
  }

  /// The child a ``PresentationState`` presents. (Reached through the presentation's own key path,
  /// not one appended with `\.wrappedValue`: a body builds its reducers for every action, and
  /// appending makes a new key path each time.)
  init(presentedAt keyPath: WritableKeyPath<ParentState, PresentationState<ChildState>>) {
    get = { $0[keyPath: keyPath].wrappedValue }
    set = { $0[keyPath: keyPath].wrappedValue = $1 }
    clear = { $0[keyPath: keyPath].wrappedValue = nil }
    absence = "is nil"
  }

  init(_ casePath: CasePath<ParentState, ChildState>) {
    get = casePath.extract(from:)
    set = { $0 = casePath.embed($1) }
    clear = nil
    absence = "is another case"
  }
}

/// Whether `state` disappears as soon as the user answers it: a prompt (an alert, a dialog), directly
/// or as the case of a destination enum.
func isEphemeral(_ state: Any) -> Bool {
  if state is any PromptState { return true }
  let mirror = Mirror(reflecting: state)
  guard mirror.displayStyle == .enum, let payload = mirror.children.first?.value else { return false }
  return payload is any PromptState
}
