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
  /// One button, as written in the builder.
  public static func buildExpression(_ button: ButtonState<Action>) -> [ButtonState<Action>] { [button] }
  /// The buttons of every line, in order.
  public static func buildBlock(_ groups: [ButtonState<Action>]...) -> [ButtonState<Action>] { groups.flatMap { $0 } }
  /// The buttons of an `if` without `else`, or none when it was false.
  public static func buildOptional(_ buttons: [ButtonState<Action>]?) -> [ButtonState<Action>] { buttons ?? [] }
  /// The buttons of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first buttons: [ButtonState<Action>]) -> [ButtonState<Action>] { buttons }
  /// The buttons of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second buttons: [ButtonState<Action>]) -> [ButtonState<Action>] { buttons }
  /// The buttons of every pass of a `for` loop, in order.
  public static func buildArray(_ groups: [[ButtonState<Action>]]) -> [ButtonState<Action>] { groups.flatMap { $0 } }
  /// The buttons of an `if #available` block.
  public static func buildLimitedAvailability(_ buttons: [ButtonState<Action>]) -> [ButtonState<Action>] { buttons }
}
