extension Reducer {
  /// Runs this reducer, and the effects it returns, with one dependency set to `value`: a feature
  /// that gives a child a dependency of its own.
  ///
  /// ```swift
  /// Scope(state: \.preview, action: /Action.preview) {
  ///   PinDetail()
  ///     .dependency(\.pinClient, .preview)
  /// }
  /// ```
  public func dependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable, _ value: Value
  ) -> DependencyWritingReducer<Self> {
    DependencyWritingReducer(base: self) { $0[keyPath: keyPath] = value }
  }

  /// Runs this reducer, and the effects it returns, with one dependency changed by `transform`.
  ///
  /// ```swift
  /// Child()
  ///   .transformDependency(\.date) { $0.now = Date(timeIntervalSince1970: 0) }
  /// ```
  public func transformDependency<Value: Sendable>(
    _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
    transform: @escaping @Sendable (inout Value) -> Void
  ) -> DependencyWritingReducer<Self> {
    DependencyWritingReducer(base: self) { transform(&$0[keyPath: keyPath]) }
  }
}

/// The reducer of ``Reducer/dependency(_:_:)`` and ``Reducer/transformDependency(_:transform:)``.
public struct DependencyWritingReducer<Base: Reducer>: Reducer {
  let base: Base
  let update: @Sendable (inout DependencyValues) -> Void

  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    var values = DependencyValues.current
    values.changing(update)
    let effect = DependencyValues.$current.withValue(values) { base.reduce(into: &state, action: action) }
    return effect.wrappingRuns { [values] _, body in await DependencyValues.$current.withValue(values) { await body() }
    }
  }
}
