/// Runs a child feature's reducer on a part of the parent's state, for the child's actions inside
/// the parent's action. The child's effects are turned back into parent actions.
///
/// ```swift
/// struct App: Reducer {
///   struct State: Equatable { var counter = Counter.State() }       // 1. a state property
///   enum Action: Sendable { case counter(Counter.Action) }          // 2. an action case
///
///   var body: some ReducerOf<Self> {
///     Scope(state: \.counter, action: /Action.counter) { Counter() }   // 3. one line
///     Reduce { state, action in … }
///   }
/// }
/// ```
///
/// **Lines to embed a child.** A parent needs three lines to embed a child: the state property,
/// the action case and the `Scope` line, the same three lines as with the Composable Architecture's
/// macros (`@Reducer`, `@CasePathable`), where `action: \.counter` is spelled `/Action.counter`.
/// Optional and presented children also take three lines (`@PresentationState var destination:
/// Destination.State?`, `case destination(PresentationAction<Destination.Action>)`, `.ifLet(…)`),
/// and a navigation stack three (`var path = StackState<Detail.State>()`,
/// `case path(StackAction<Detail.State, Detail.Action>)`, `.forEach(\.path, …)`). The only extra
/// cost without macros is for a `Destination` enum of several features: one `Scope(state:action:)`
/// line per case, with `state: /State.addContact` (a case path into the state enum) instead of
/// `@Reducer enum Destination`'s generated body.
public struct Scope<ParentState, ParentAction: Sendable, Child: Reducer>: Reducer {
  @usableFromInline enum Place {
    case keyPath(WritableKeyPath<ParentState, Child.State>)
    case casePath(CasePath<ParentState, Child.State>)
  }
  @usableFromInline let place: Place
  @usableFromInline let action: CasePath<ParentAction, Child.Action>
  @usableFromInline let child: Child

  /// Runs `child` on `parent[keyPath: state]` for actions that `action` extracts.
  @inlinable
  public init<ChildState, ChildAction>(
    state: WritableKeyPath<ParentState, ChildState>,
    action: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.place = .keyPath(state)
    self.action = action
    self.child = child()
  }

  /// Runs `child` on one case of an enum state (a `Destination` with a case per screen), for
  /// actions that `action` extracts, while the state is that case. Actions for another case are
  /// ignored: the screen they came from is gone.
  @inlinable
  public init<ChildState, ChildAction>(
    state: CasePath<ParentState, ChildState>,
    action: CasePath<ParentAction, ChildAction>,
    @ReducerBuilder<ChildState, ChildAction> child: () -> Child
  ) where ChildState == Child.State, ChildAction == Child.Action {
    self.place = .casePath(state)
    self.action = action
    self.child = child()
  }

  @inlinable
  public func reduce(into state: inout ParentState, action parentAction: ParentAction) -> Effect<ParentAction> {
    guard let childAction = action.extract(from: parentAction) else { return .none }
    let effect: Effect<Child.Action>
    switch place {
    case .keyPath(let keyPath):
      effect = child.reduce(into: &state[keyPath: keyPath], action: childAction)
    case .casePath(let casePath):
      guard var childState = casePath.extract(from: state) else { return .none }
      effect = child.reduce(into: &childState, action: childAction)
      state = casePath.embed(childState)
    }
    let embed = action
    return effect.map { embed.embed($0) }
  }
}
