/// A confirmation dialog (an action sheet), described as data like ``AlertState``: a title, an
/// optional message, and buttons that send actions.
///
/// ```swift
/// state.destination = .confirmationDialog(
///   ConfirmationDialogState(titleVisibility: .visible) {
///     TextState("Share this pin?")
///   } actions: {
///     ButtonState(action: .shareToFriends) { TextState("Friends") }
///     ButtonState(action: .shareToEveryone) { TextState("Everyone") }
///     ButtonState(role: .cancel) { TextState("Cancel") }
///   })
/// ```
///
/// Held in a ``PresentationState`` (or an optional) and integrated with `ifLet`, it goes away as
/// soon as one of its buttons sends its action, or on `.dismiss`. A view (or a scenario step) taps
/// a button by label: `dialog.action(forButton: "Friends")`.
public struct ConfirmationDialogState<Action>: PromptState, CustomStringConvertible {
  /// Whether the title is shown (platforms decide by default).
  public var titleVisibility: Visibility
  /// The line above the buttons (shown as ``titleVisibility`` says).
  public var title: TextState
  /// The text under the title, if any.
  public var message: TextState?
  /// The buttons, in order.
  public var buttons: [ButtonState<Action>]

  /// Whether a dialog's title is shown: ``ConfirmationDialogVisibility``.
  public typealias Visibility = ConfirmationDialogVisibility

  /// Creates a dialog from its title, message and buttons.
  public init(
    titleVisibility: Visibility = .automatic, title: TextState, message: TextState? = nil,
    buttons: [ButtonState<Action>] = []
  ) {
    self.titleVisibility = titleVisibility
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// A dialog built as the Composable Architecture builds one: the title, then the buttons listed in
  /// a builder, then the message.
  public init(
    titleVisibility: Visibility = .automatic,
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(titleVisibility: titleVisibility, title: title(), message: message?(), buttons: actions())
  }

  /// `Dialog "Share this pin?" [Friends] [Cancel (cancel)]`
  public var description: String { description(as: "Dialog") }

  /// The same dialog, with every button's action transformed.
  public func map<Other>(_ transform: (Action) -> Other) -> ConfirmationDialogState<Other> {
    ConfirmationDialogState<Other>(
      titleVisibility: titleVisibility, title: title, message: message, buttons: buttons.map { $0.map(transform) })
  }
}

extension ConfirmationDialogState: Equatable where Action: Equatable {}
extension ConfirmationDialogState: Hashable where Action: Hashable {}
extension ConfirmationDialogState: Sendable where Action: Sendable {}

/// Whether a confirmation dialog shows its title.
public enum ConfirmationDialogVisibility: String, Hashable, Sendable {
  /// The platform decides.
  case automatic
  /// The title is shown.
  case visible
  /// The title is hidden.
  case hidden
}
