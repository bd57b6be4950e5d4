extension Store {
  /// A field of the state, read as the store's own: `store.count`, `store.detail?.title`.
  ///
  /// ```swift
  /// Text("\(store.count)")          // this view redraws when count changes, and only then
  /// if store.isLoading { ProgressView() }
  /// ```
  ///
  /// The read is observed at this key path alone: an observer is told when the value found there
  /// changes (by `==` when it is `Equatable`, otherwise when its storage changed).
  public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
    read(keyPath)
  }

  /// The value at `keyPath`, observed there.
  func read<Value>(_ keyPath: KeyPath<State, Value>) -> Value {
    observe(observedPath.appending(.property(keyPath))) { $0[keyPath: keyPath] }
    return currentState[keyPath: keyPath]
  }
}

extension Store where Action: BindableAction, Action.State == State {
  /// A field a view can change, for a feature whose actions are a ``BindableAction``: reading is
  /// observed as for any field, and setting sends `.binding(.set(keyPath, newValue))`.
  ///
  /// ```swift
  /// store.query = "pizza"                       // sends .binding(.set(\.query, "pizza"))
  /// @Bindable var store: StoreOf<Search>        // SwiftUI: the key path \.query of the store
  /// TextField("Search", text: $store.query)     // is writable, so $store.query is a Binding
  /// ```
  public subscript<Value: Equatable & Sendable>(
    dynamicMember keyPath: WritableKeyPath<State, Value> & Sendable
  ) -> Value {
    get { read(keyPath) }
    set { send(.binding(.set(keyPath, newValue))) }
  }
}
