/// An alert, described as data so that reducers decide when it shows and tests compare it.
///
/// ```swift
/// state.destination = .alert(
///   AlertState(
///     title: "Delete \(contact.name)?",
///     message: "This cannot be undone.",
///     buttons: [
///       .destructive("Delete", action: .confirmDeletion(id: contact.id)),
///       .cancel("Cancel"),
///     ]))
///
/// // The Composable Architecture's builder form works too:
/// AlertState {
///   TextState("Delete \(contact.name)?")
/// } actions: {
///   ButtonState(role: .destructive, action: .confirmDeletion(id: contact.id)) { TextState("Delete") }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// } message: {
///   TextState("This cannot be undone.")
/// }
/// ```
///
/// Held in a ``PresentationState`` (or an optional) and integrated with `ifLet`, an alert goes away
/// as soon as one of its buttons sends its action, or on `.dismiss`. A view (or a scenario step)
/// taps a button by label: `alert.action(forButton: "Delete")`.
public struct AlertState<Action>: PromptState, CustomStringConvertible {
  /// The bold line at the top.
  public var title: TextState
  /// The text under the title, if any.
  public var message: TextState?
  /// The buttons, in order. An alert with none shows a single "OK" that only closes it.
  public var buttons: [ButtonState<Action>]

  /// Creates an alert from its title, message and buttons.
  public init(title: TextState, message: TextState? = nil, buttons: [ButtonState<Action>] = []) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// An alert built as the Composable Architecture builds one: the title, then the buttons listed
  /// in a builder, then the message.
  public init(
    title: () -> TextState,
    @ButtonStateBuilder<Action> actions: () -> [ButtonState<Action>] = { [] },
    message: (() -> TextState)? = nil
  ) {
    self.init(title: title(), message: message?(), buttons: actions())
  }

  /// `Alert "Delete?": It cannot be undone. [Delete (destructive)] [Cancel (cancel)]`
  public var description: String { description(as: "Alert") }

  /// The same alert, with every button's action transformed.
  public func map<Other>(_ transform: (Action) -> Other) -> AlertState<Other> {
    AlertState<Other>(title: title, message: message, buttons: buttons.map { $0.map(transform) })
  }
}

extension AlertState: Equatable where Action: Equatable {}
extension AlertState: Hashable where Action: Hashable {}
extension AlertState: Sendable where Action: Sendable {}
