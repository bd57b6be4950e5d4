/// An action enum with a case for bindings, so that ``BindingReducer`` can find and apply them:
///
/// ```swift
/// struct SignIn: Reducer {
///   struct State: Equatable { var email = ""; var password = "" }
///   enum Action: BindableAction, Equatable, Sendable {
///     case binding(BindingAction<State>)
///     case submitTapped
///   }
///   var body: some ReducerOf<Self> {
///     BindingReducer()
///     Reduce { state, action in … }
///   }
/// }
///
/// await store.send(.binding(.set(\.email, "a@b.c"))) { $0.email = "a@b.c" }
/// await store.send(.set(\.password, "secret12")) { $0.password = "secret12" }   // the same, shorter
/// ```
///
/// The `case binding(BindingAction<State>)` itself satisfies the requirement: nothing else to write.
public protocol BindableAction: Sendable {
  /// The state whose properties the binding action sets.
  associatedtype State
  /// The binding case: `case binding(BindingAction<State>)`.
  static func binding(_ action: BindingAction<State>) -> Self
}

extension BindableAction {
  /// `.binding(.set(keyPath, value))`, shorter.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<State, Value> & Sendable, _ value: Value
  ) -> Self {
    .binding(.set(keyPath, value))
  }

  /// The binding this action carries, when it is the `binding` case.
  public var binding: BindingAction<State>? {
    CasePath(Self.binding).extract(from: self)
  }
}
