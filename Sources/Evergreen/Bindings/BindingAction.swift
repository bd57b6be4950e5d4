/// A change a view makes to one field of a feature's state, such as the text of a form field, sent
/// as an action so that tests and scenarios see it like any other.
///
/// ```swift
/// enum Action: BindableAction {
///   case binding(BindingAction<State>)
///   case signInTapped
/// }
///
/// store.send(.binding(.set(\.email, "a@b.c")))     // what a text field sends
/// ```
///
/// Any writable key path to an `Equatable` value works. Two binding actions are equal when they set
/// the same field to equal values, and they print as written: `.set(\.email, "a@b.c")`. A reducer
/// reacts to one field with a key path pattern:
///
/// ```swift
/// case .binding(\.email):
///   state.emailError = Email.validate(state.email)
///   return .none
/// ```
public struct BindingAction<Root>: Sendable {
  // The key path is only compared and printed; the value is Sendable and Equatable.
  /// The property the view set, compared with `==` and printed in test failures.
  nonisolated(unsafe) public let keyPath: PartialKeyPath<Root>
  /// The new value (an `Equatable & Sendable` value of the field's type).
  public let value: any Sendable
  private let assign: @Sendable (inout Root) -> Void
  private let valueEquals: @Sendable (any Sendable) -> Bool

  /// Sets the field at `keyPath` to `value`.
  public static func set<Value: Equatable & Sendable>(
    _ keyPath: WritableKeyPath<Root, Value> & Sendable, _ value: Value
  ) -> Self {
    Self(
      keyPath: keyPath, value: value, assign: { $0[keyPath: keyPath] = value },
      valueEquals: { ($0 as? Value) == value })
  }

  private init(
    keyPath: PartialKeyPath<Root>, value: any Sendable, assign: @escaping @Sendable (inout Root) -> Void,
    valueEquals: @escaping @Sendable (any Sendable) -> Bool
  ) {
    self.keyPath = keyPath
    self.value = value
    self.assign = assign
    self.valueEquals = valueEquals
  }

  /// Writes the new value into `root` (what ``BindingReducer`` does).
  public func apply(to root: inout Root) { assign(&root) }

  /// Whether this action sets the field at `keyPath`: `case .binding(\.email):`.
  public static func ~= <Value>(keyPath: WritableKeyPath<Root, Value>, action: Self) -> Bool {
    action.keyPath == keyPath
  }
}

extension BindingAction: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.keyPath == rhs.keyPath && lhs.valueEquals(rhs.value)
  }
}

extension BindingAction: CustomStringConvertible {
  /// `.set(\.email, "a@b.c")`
  public var description: String {
    let shown = (value as? String)?.debugDescription ?? String(describing: value)
    return ".set(\(relativeKeyPathDescription(keyPath)), \(shown))"
  }
}
