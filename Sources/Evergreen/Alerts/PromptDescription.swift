/// `Alert "Delete?": It cannot be undone. [Delete (destructive)] [Cancel (cancel)]`: how alerts and
/// dialogs print in failure messages.
func promptDescription<Action>(
  _ kind: String, title: TextState, message: TextState?, buttons: [ButtonState<Action>]
) -> String {
  "\(kind) \"\(title)\"" + (message.map { ": \($0)" } ?? "")
    + (buttons.isEmpty ? "" : " " + buttons.map(\.description).joined(separator: " "))
}
