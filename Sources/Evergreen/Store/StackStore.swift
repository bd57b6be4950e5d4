import EvergreenReporting

/// The screens of a navigation stack as stores, for `NavigationStack(path:)`: built with
/// `store.scope(state: \.path, action: /Feature.Action.path)` from a ``StackState`` and its
/// ``StackAction``s.
///
/// ```swift
/// let stack = store.scope(state: \.path, action: /Contacts.Action.path)
/// stack.ids                      // [#0, #1]: observed, so the stack redraws on push and pop
/// stack[id: 1]                   // the top screen's Store<Detail.State, Detail.Action>
/// stack.path.wrappedValue = [0]  // the back button: sends .path(.popFrom(id: 1))
/// stack.push(Detail.State(…))    // sends .path(.push(id: 2, state: …))
///
/// NavigationStack(path: Binding(stack.path)) {              // SwiftUI
///   ContactsList(store: store)
/// }
/// .navigationDestination(for: StackElementID.self) { id in
///   if let detail = stack[id: id] { ContactDetailView(store: detail) }
/// }
/// ```
///
/// Each screen's store observes what it reads in its screen; a popped screen's store shows its
/// last state and reports an issue in debug builds when read.
@MainActor
public struct StackStore<ElementState, ElementAction: Sendable> {
  private let elementIDs: [StackElementID]
  private let screen: @MainActor (StackElementID) -> Store<ElementState, ElementAction>?
  private let sendAction: @MainActor (StackAction<ElementState, ElementAction>) -> StoreTask
  private let nextID: @MainActor () -> StackElementID

  init(
    ids: [StackElementID],
    screen: @escaping @MainActor (StackElementID) -> Store<ElementState, ElementAction>?,
    send: @escaping @MainActor (StackAction<ElementState, ElementAction>) -> StoreTask,
    nextID: @escaping @MainActor () -> StackElementID
  ) {
    self.elementIDs = ids
    self.screen = screen
    self.sendAction = send
    self.nextID = nextID
  }

  /// The ids of the screens, bottom first, when the stack store was made.
  public var ids: [StackElementID] { elementIDs }

  /// The store of the screen with `id`, or `nil` when no screen has that id.
  public subscript(id id: StackElementID) -> Store<ElementState, ElementAction>? { screen(id) }

  /// The stores of the screens, bottom first.
  public var screens: [Store<ElementState, ElementAction>] { elementIDs.compactMap(screen) }

  /// The path for `NavigationStack(path:)`: the screens' ids. Setting a shorter path (the back
  /// button, a swipe back) pops the screens that were removed; a path that is not a prefix of the
  /// stack cannot be pushed by the view (a state is needed): it is ignored and reported.
  public var path: StoreBinding<[StackElementID]> {
    let ids = elementIDs
    let send = sendAction
    return StoreBinding(
      get: { ids },
      set: { newIDs in
        guard newIDs.count <= ids.count, Array(ids.prefix(newIDs.count)) == newIDs else {
          reportPathNotPushable(ids: ids, newIDs: newIDs)
          return
        }
        guard newIDs.count < ids.count else { return }
        _ = send(.popFrom(id: ids[newIDs.count]))
      })
  }

  /// Pushes a screen with `state`: sends `.push(id:state:)` with the stack's next id.
  @discardableResult
  public func push(_ state: ElementState) -> StoreTask {
    sendAction(.push(id: nextID(), state: state))
  }

  /// Pops the screen with `id` and every screen above it: sends `.popFrom(id:)`.
  @discardableResult
  public func pop(from id: StackElementID) -> StoreTask {
    sendAction(.popFrom(id: id))
  }
}

private func reportPathNotPushable(ids: [StackElementID], newIDs: [StackElementID]) {
  reportIssue(
    """
    A navigation path was set to \(newIDs), which is not the stack \(ids) with screens popped; \
    nothing was sent.

    A view pops screens through the path; it pushes them with stack.push(state), or by sending an \
    action whose reducer appends to the StackState.
    """)
}

extension Store {
  /// The screens of the navigation stack at `toStack` as stores (see ``StackStore``).
  ///
  /// ```swift
  /// let stack = store.scope(state: \.path, action: /Contacts.Action.path)
  /// ```
  public func scope<ElementState, ElementAction>(
    state toStack: KeyPath<State, StackState<ElementState>>,
    action toStackAction: CasePath<Action, StackAction<ElementState, ElementAction>>
  ) -> StackStore<ElementState, ElementAction> {
    let stackPath = observedPath.appending(.property(toStack))
    observe(stackPath.appending(.ids)) { $0[keyPath: toStack].ids }
    let ids = currentState[keyPath: toStack].ids
    return StackStore(
      ids: ids,
      screen: { [self] id in
        guard let state = currentState[keyPath: toStack][id: id] else { return nil }
        return child(
          at: .property(toStack), .element(AnyHashable(id)),
          extract: { $0[keyPath: toStack][id: id] },
          embed: { toStackAction.embed(.element(id: id, action: $0)) },
          initialState: state,
          description: scopeText(toStack, "[id: \(id)]"))
      },
      send: { [self] in send(toStackAction.embed($0)) },
      nextID: { [self] in currentState[keyPath: toStack].nextID })
  }
}
