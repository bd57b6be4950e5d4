/// Describes how a feature's state evolves when an action arrives, and which effects then run.
///
/// Implement either ``reduce(into:action:)`` for a single function, or ``body`` to compose
/// reducers with a result builder:
///
/// ```swift
/// struct Counter: Reducer {
///   struct State: Equatable { var count = 0 }
///   enum Action: Equatable, Sendable { case incrementTapped }
///
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in
///       switch action {
///       case .incrementTapped:
///         state.count += 1
///         return .none
///       }
///     }
///   }
/// }
/// ```
public protocol Reducer<State, Action> {
  /// The feature's state.
  associatedtype State
  /// What can happen to the feature: user events and effects' responses.
  associatedtype Action: Sendable
  /// The type of `body`: a reducer, or `Never` for a reducer that implements `reduce(into:action:)`.
  associatedtype Body

  /// Evolves `state` for `action` and returns the effects to run.
  func reduce(into state: inout State, action: Action) -> Effect<Action>

  /// The reducers this reducer is made of.
  @ReducerBuilder<State, Action>
  var body: Body { get }
}

/// `ReducerOf<Self>` reads as "a reducer of this feature's state and action".
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>

extension Reducer where Body == Never {
  /// A reducer that implements ``reduce(into:action:)`` has no body.
  public var body: Body {
    fatalError(
      "'\(Self.self)' has no body: it implements 'reduce(into:action:)'. Do not call 'body' directly."
    )
  }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
  /// A reducer with a ``body`` reduces by running its body.
  @inlinable
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    body.reduce(into: &state, action: action)
  }
}
