extension Store {
  /// A store for a child feature: its state is read from this store's state through `toChildState`,
  /// and its actions are sent to this store embedded with `toChildAction`.
  ///
  /// ```swift
  /// let counter = appStore.scope(state: \.counter, action: /AppFeature.Action.counter)
  /// counter.send(.incrementTapped)   // appStore receives .counter(.incrementTapped)
  /// counter.count                    // observed at \.counter.count
  /// ```
  @_disfavoredOverload
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState>,
    action toChildAction: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction> {
    child(
      at: .property(toChildState), extract: { $0[keyPath: toChildState] }, embed: toChildAction.embed,
      initialState: currentState[keyPath: toChildState],
      description: scopeText(toChildState))
  }

  /// A store for an optional child feature, or `nil` while the child's state is `nil`: what a view
  /// shows in a sheet, a popover, a full-screen cover or a navigation destination.
  ///
  /// ```swift
  /// if let detail = store.scope(state: \.detail, action: /Feature.Action.detail .. PresentationAction.presented) {
  ///   DetailView(store: detail)     // a Store<Detail.State, Detail.Action>
  /// }
  /// ```
  ///
  /// Only whether the child is there is observed here: the child store observes what it reads.
  /// A child store kept after its state became `nil` shows its last state and reports an issue in
  /// debug builds.
  public func scope<ChildState, ChildAction>(
    state toChildState: KeyPath<State, ChildState?>,
    action toChildAction: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    observe(observedPath.appending(.property(toChildState)).appending(.presence)) {
      $0[keyPath: toChildState] != nil
    }
    guard let state = currentState[keyPath: toChildState] else { return nil }
    return child(
      at: .property(toChildState), .unwrapped, extract: { $0[keyPath: toChildState] },
      embed: toChildAction.embed, initialState: state,
      description: scopeText(toChildState))
  }

  /// A store for one case of an enum state, or `nil` while the state is another case.
  ///
  /// ```swift
  /// if let signedIn = store.scope(state: /Session.State.signedIn, action: /Session.Action.signedIn) {
  ///   HomeView(store: signedIn)
  /// }
  /// ```
  ///
  /// Only which case the state is in is observed here; the child store observes what it reads.
  public func scope<ChildState, ChildAction>(
    state toChildState: CasePath<State, ChildState>,
    action toChildAction: CasePath<Action, ChildAction>
  ) -> Store<ChildState, ChildAction>? {
    observe(observedPath.appending(.currentCase)) { EnumReflection.caseName(of: $0) }
    let parentState = currentState
    guard let state = toChildState.extract(from: parentState) else { return nil }
    return child(
      at: .enumCase(EnumReflection.caseName(of: parentState) ?? "?"),
      extract: toChildState.extract(from:), embed: toChildAction.embed, initialState: state,
      description: "/\(readableTypeName(State.self)).\(EnumReflection.caseName(of: parentState) ?? "case")")
  }

  /// A child store whose state this store's state gives through `extract`, at `steps` below it.
  func child<ChildState, ChildAction>(
    at steps: ObservedPath.Step...,
    extract: @escaping (State) -> ChildState?,
    embed: @escaping (ChildAction) -> Action,
    initialState: ChildState,
    description: String
  ) -> Store<ChildState, ChildAction> {
    let parentExtract = self.extractState
    let parentWatch = self.watchRead
    let parentDispatch = self.dispatchAction
    return Store<ChildState, ChildAction>(
      extract: { parentExtract().flatMap(extract) },
      watch: { path, changed in
        parentWatch(path) {
          let childChanged = changed()
          return { old, new in childChanged(old.flatMap(extract), new.flatMap(extract)) }
        }
      },
      dispatch: { parentDispatch(embed($0)) },
      observedPath: steps.reduce(observedPath) { $0.appending($1) },
      core: coreObject,
      initialState: initialState,
      scopeDescription: scopeDescription.isEmpty ? description : scopeDescription + " then " + description)
  }
}

extension Store {
  /// How a scope is named in messages: `\.counter of App.State`; a property the runtime keeps no
  /// name of (a property wrapper's) by its type.
  func scopeText<Value>(_ keyPath: KeyPath<State, Value>, _ suffix: String = "") -> String {
    let text = relativeKeyPathDescription(keyPath)
    guard !text.contains("<computed") else {
      return "a property of \(readableTypeName(State.self)) holding \(readableTypeName(Value.self))\(suffix)"
    }
    return "\(text)\(suffix) of \(readableTypeName(State.self))"
  }
}
