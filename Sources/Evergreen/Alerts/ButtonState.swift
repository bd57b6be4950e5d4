/// A button of an ``AlertState``: its label, its role, and the action tapping it sends.
///
/// ```swift
/// ButtonState("Delete", role: .destructive, action: .confirmDeletion(id: contact.id))
/// ButtonState.cancel("Cancel")
/// ButtonState(role: .destructive, action: .confirmDeletion(id: contact.id)) { TextState("Delete") }
/// ```
public struct ButtonState<Action>: Identifiable {
  /// How a button looks and behaves: destructive, cancel, or neither (`nil`).
  public typealias Role = ButtonStateRole

  /// The label, which also identifies the button within its alert.
  public var label: TextState
  /// Whether the button is destructive or cancels; `nil` for a plain one.
  public var role: Role?
  /// The action tapping the button sends, or `nil` for a button that only closes the alert.
  public var action: Action?

  public var id: TextState { label }

  /// Creates a button; tapping it sends `action` (or only closes the alert when `nil`).
  public init(_ label: TextState, role: Role? = nil, action: Action? = nil) {
    self.label = label
    self.role = role
    self.action = action
  }

  /// A button whose label comes last, as the Composable Architecture writes it:
  /// `ButtonState(role: .cancel) { TextState("Cancel") }`.
  public init(role: Role? = nil, action: Action? = nil, label: () -> TextState) {
    self.init(label(), role: role, action: action)
  }

  /// A cancel button, which only closes the alert unless given an action.
  public static func cancel(_ label: TextState, action: Action? = nil) -> Self {
    Self(label, role: .cancel, action: action)
  }

  /// A destructive button that sends `action`.
  public static func destructive(_ label: TextState, action: Action?) -> Self {
    Self(label, role: .destructive, action: action)
  }

  /// The same button, sending `transform(action)`.
  public func map<Other>(_ transform: (Action) -> Other) -> ButtonState<Other> {
    ButtonState<Other>(label, role: role, action: action.map(transform))
  }
}

extension ButtonState: CustomStringConvertible {
  /// `[Delete (destructive)]`
  public var description: String { "[\(label)\(role.map { " (\($0.rawValue))" } ?? "")]" }
}

extension ButtonState: Equatable where Action: Equatable {}
extension ButtonState: Hashable where Action: Hashable {}
extension ButtonState: Sendable where Action: Sendable {}

/// How a button is shown and what it means.
public enum ButtonStateRole: String, Hashable, Sendable {
  /// Backs out without doing anything.
  case cancel
  /// Destroys something (shown in red).
  case destructive
}
