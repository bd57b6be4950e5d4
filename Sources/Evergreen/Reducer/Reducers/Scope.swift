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
/// **Lines to embed a child** (measured on Macho's `ContactsFeature`). A parent needs three lines
/// per child, the same three as with the Composable Architecture's macros (`@Reducer`,
/// `@CasePathable`, `@Presents`); the case path `/Action.counter` replaces the macro-generated
/// `\.counter`:
///
/// | child | state property | action case | operator line |
/// |---|---|---|---|
/// | always there | `var counter = Counter.State()` | `case counter(Counter.Action)` | `Scope(state: \.counter, action: /Action.counter) { Counter() }` |
/// | optional | `var timer: Timer.State?` | `case timer(Timer.Action)` | `.ifLet(\.timer, action: /Action.timer) { Timer() }` |
/// | presented | `@PresentationState var destination: Destination.State?` | `case destination(PresentationAction<Destination.Action>)` | `.ifLet(\.$destination, action: /Action.destination) { Destination() }` |
/// | alert | `@PresentationState var alert: AlertState<Alert>?` | `case alert(PresentationAction<Alert>)` | `.ifLet(\.$alert, action: /Action.alert)` |
/// | stack | `var path = StackState<Detail.State>()` | `case path(StackActionOf<Detail>)` | `.forEach(\.path, action: /Action.path) { Detail() }` |
/// | list | `var rows: IdentifiedArrayOf<Row.State> = []` | `case rows(IdentifiedActionOf<Row>)` | `.forEach(\.rows, action: /Action.rows) { Row() }` |
///
/// The one place macros save lines is a `Destination` of several screens: `@Reducer enum
/// Destination { case addContact(AddContactFeature); case alert(AlertState<Alert>) }` is 4 lines
/// (5 with its `Equatable` extension). Here it is 10: a `Destination` state enum and a
/// `DestinationAction` enum (4 lines each for two screens), and one `Scope(state:
/// /Destination.addContact, action: /DestinationAction.addContact) { … }` line per screen that has
/// logic, inside the presenting operator's closure (plus its closing brace):
///
/// ```swift
/// .ifLet(\.$destination, action: /Action.destination) {
///   Scope(state: /Destination.addContact, action: /DestinationAction.addContact) { AddContactFeature() }
/// }
/// ```
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
