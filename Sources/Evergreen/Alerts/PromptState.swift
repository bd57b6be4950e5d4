/// What an ``AlertState`` and a ``ConfirmationDialogState`` share: a title, an optional message, and
/// buttons that send actions. A prompt goes away as soon as it is answered.
///
/// ```swift
/// func tap<Prompt: PromptState>(_ label: TextState, in prompt: Prompt) -> Prompt.Action? {
///   prompt.action(forButton: label)
/// }
/// ```
public protocol PromptState<Action> {
  /// What the buttons send.
  associatedtype Action
  /// The bold line at the top.
  var title: TextState { get }
  /// The text under the title, if any.
  var message: TextState? { get }
  /// The buttons, in order.
  var buttons: [ButtonState<Action>] { get }
}

extension PromptState {
  /// The button labelled `label`, if the prompt has one.
  public func button(_ label: TextState) -> ButtonState<Action>? {
    buttons.first { $0.label == label }
  }

  /// The action the button labelled `label` sends; `nil` when there is no such button or it only
  /// closes the prompt.
  public func action(forButton label: TextState) -> Action? {
    button(label)?.action
  }
}

extension PromptState {
  /// `Alert "Delete?": It cannot be undone. [Delete (destructive)] [Cancel (cancel)]`: how prompts
  /// print in failure messages, `kind` first.
  func description(as kind: String) -> String {
    "\(kind) \"\(title)\"" + (message.map { ": \($0)" } ?? "")
      + (buttons.isEmpty ? "" : " " + buttons.map(\.description).joined(separator: " "))
  }
}
