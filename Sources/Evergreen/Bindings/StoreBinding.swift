/// A value a view reads from a store and changes by sending an action: a get/set pair that
/// knows nothing of SwiftUI. `Binding(storeBinding)` makes a SwiftUI `Binding` of it.
///
/// ```swift
/// let query = store.binding(\.query)                          // BindableAction: .binding(.set(\.query, …))
/// let isOn = store.binding(\.isOn, send: { .toggled($0) })    // any action
/// query.wrappedValue = "pizza"                                // sends the action
/// TextField("Search", text: Binding(query))                   // SwiftUI
/// ```
@MainActor
public struct StoreBinding<Value> {
  private let get: @MainActor () -> Value
  private let set: @MainActor (Value) -> Void

  /// A binding that reads with `get` and changes with `set`.
  public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// The value now; setting it sends the binding's action.
  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }
}

extension Store {
  /// A binding to the value at `keyPath` that sends `action(newValue)` when set: for a toggle, a
  /// picker or a text field whose feature has an action of its own.
  ///
  /// ```swift
  /// Toggle("Notifications", isOn: Binding(store.binding(\.isOn, send: { .toggled($0) })))
  /// ```
  public func binding<Value>(
    _ keyPath: KeyPath<State, Value>, send action: @escaping (Value) -> Action
  ) -> StoreBinding<Value> {
    StoreBinding(get: { self.read(keyPath) }, set: { self.send(action($0)) })
  }

  /// A binding to the value at `keyPath` that sends the case `casePath` of the new value:
  /// `store.binding(\.isOn, send: /Feature.Action.toggled)`.
  public func binding<Value>(
    _ keyPath: KeyPath<State, Value>, send casePath: CasePath<Action, Value>
  ) -> StoreBinding<Value> {
    binding(keyPath, send: casePath.embed)
  }

  /// Whether an optional child is presented, as a binding to its store for `.sheet(item:)`,
  /// `.popover(item:)`, `.fullScreenCover(item:)` and `.navigationDestination(item:)`: the child
  /// store while `toChildState` is not `nil`; setting `nil` (the user swiped the sheet away)
  /// sends `.dismiss`.
  ///
  /// ```swift
  /// let destination = store.presentation(state: \.destination, action: /Contacts.Action.destination)
  /// destination.wrappedValue              // Store<Destination.State, Destination.Action>?
  /// destination.wrappedValue = nil        // sends .destination(.dismiss)
  /// destination.scope(state: /Destination.State.addContact, action: /Destination.Action.addContact)
  /// ```
  public func presentation<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toPresentationAction: CasePath<Action, PresentationAction<ChildAction>>
  ) -> StoreBinding<Store<ChildState, ChildAction>?> {
    StoreBinding(
      get: {
        self.scope(
          state: toChildState,
          action: CasePath(
            embed: { toPresentationAction.embed(.presented($0)) },
            extract: {
              guard case .presented(let action)? = toPresentationAction.extract(from: $0) else { return nil }
              return action
            }))
      },
      set: { newValue in
        guard newValue == nil, self.currentState[keyPath: toChildState] != nil else { return }
        self.send(toPresentationAction.embed(.dismiss))
      })
  }
}

extension Store where Action: BindableAction, Action.State == State {
  /// A binding to the field at `keyPath` that sends `.binding(.set(keyPath, newValue))` when set:
  /// the spelling of `$store.query` without SwiftUI's `@Bindable`.
  ///
  /// ```swift
  /// TextField("Search", text: Binding(store.binding(\.query)))
  /// ```
  public func binding<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value> & Sendable
  ) -> StoreBinding<Value> {
    StoreBinding(get: { self.read(keyPath) }, set: { self.send(.binding(.set(keyPath, $0))) })
  }
}

extension StoreBinding {
  /// One case of a presented enum (a destination of several screens), as a binding to its store:
  /// `nil` unless the destination is that case; setting `nil` dismisses the destination.
  ///
  /// ```swift
  /// .sheet(item: store.presentation(state: \.destination, action: /Contacts.Action.destination)
  ///   .scope(state: /Destination.State.addContact, action: /Destination.Action.addContact)) { … }
  /// ```
  public func scope<State, Action, ChildState, ChildAction>(
    state toChildState: CasePath<State, ChildState>,
    action toChildAction: CasePath<Action, ChildAction>
  ) -> StoreBinding<Store<ChildState, ChildAction>?> where Value == Store<State, Action>? {
    StoreBinding<Store<ChildState, ChildAction>?>(
      get: { self.wrappedValue?.scope(state: toChildState, action: toChildAction) },
      set: { newValue in
        guard newValue == nil, self.wrappedValue?.scope(state: toChildState, action: toChildAction) != nil
        else { return }
        self.wrappedValue = nil
      })
  }
}

extension StoreBinding {
  /// Whether an optional value is there, as a binding: setting `false` sets it to `nil` (for an
  /// alert's `isPresented:`).
  ///
  /// ```swift
  /// let alert = store.presentation(state: \.alert, action: /Feature.Action.alert)
  /// alert.isPresented().wrappedValue = false    // sends .alert(.dismiss)
  /// ```
  public func isPresented<Wrapped>() -> StoreBinding<Bool> where Value == Wrapped? {
    StoreBinding<Bool>(
      get: { self.wrappedValue != nil },
      set: { isPresented in
        guard !isPresented else { return }
        self.wrappedValue = nil
      })
  }
}
