/// Lists the buttons of an ``AlertState`` or a ``ConfirmationDialogState`` one per line, with `if`,
/// `switch` and `for` as in any result builder:
///
/// ```swift
/// AlertState { TextState("Delete?") } actions: {
///   ButtonState(role: .destructive, action: .confirm) { TextState("Delete") }
///   if canArchive {
///     ButtonState(action: .archive) { TextState("Archive") }
///   }
///   ButtonState(role: .cancel) { TextState("Cancel") }
/// }
/// ```
@resultBuilder
public enum ButtonStateBuilder<Action> {
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] { [button] }
  public static func buildBlock(_ groups: [ButtonState<Action>]...) -> [ButtonState<Action>] { groups.flatMap { $0 } }
  public static func buildOptional(_ buttons: [ButtonState<Action>]?) -> [ButtonState<Action>] { buttons ?? [] }
  public static func buildEither(first buttons: [ButtonState<Action>]) -> [ButtonState<Action>] { buttons }
  public static func buildEither(second buttons: [ButtonState<Action>]) -> [ButtonState<Action>] { buttons }
  public static func buildArray(_ groups: [[ButtonState<Action>]]) -> [ButtonState<Action>] { groups.flatMap { $0 } }
  public static func buildLimitedAvailability(_ buttons: [ButtonState<Action>]) -> [ButtonState<Action>] { buttons }
}
