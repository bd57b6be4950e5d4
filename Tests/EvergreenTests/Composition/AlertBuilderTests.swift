import Evergreen
import Testing

private enum Choice: Equatable, Sendable { case confirm, archive, shareToFriends, shareToEveryone }

/// Presents either prompt; answering one records the choice.
private struct Prompter: Reducer {
  struct State: Equatable {
    @PresentationState var alert: AlertState<Choice>?
    @PresentationState var dialog: ConfirmationDialogState<Choice>?
    var choices: [Choice] = []
  }
  enum Action: Equatable, Sendable {
    case alert(PresentationAction<Choice>)
    case dialog(PresentationAction<Choice>)
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert(.presented(let choice)), .dialog(.presented(let choice)):
        state.choices.append(choice)
      case .alert(.dismiss), .dialog(.dismiss):
        break
      }
      return .none
    }
    .ifLet(\.$alert, action: /Action.alert)
    .ifLet(\.$dialog, action: /Action.dialog)
  }
}

@Suite("Alerts and confirmation dialogs in the Composable Architecture's builder form")
struct AlertBuilderTests {
  @Test("the builder form of an alert is the same alert as the memberwise form")
  func alertBuilder() {
    let built = AlertState {
      TextState("Delete?")
    } actions: {
      ButtonState(role: .destructive, action: Choice.confirm) { TextState("Delete") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    } message: {
      TextState("It cannot be undone.")
    }
    #expect(
      built
        == AlertState(
          title: "Delete?", message: "It cannot be undone.",
          buttons: [.destructive("Delete", action: .confirm), .cancel("Cancel")]))
    #expect(built.description == #"Alert "Delete?": It cannot be undone. [Delete (destructive)] [Cancel (cancel)]"#)
    #expect(AlertState<Choice> { TextState("Saved") } == AlertState(title: "Saved"))
  }

  @Test("the builder lists buttons with if, if-else and for")
  func builderControlFlow() {
    func alert(canArchive: Bool, extra: [String]) -> AlertState<Choice> {
      AlertState {
        TextState("Pin")
      } actions: {
        if canArchive {
          ButtonState(action: .archive) { TextState("Archive") }
        } else {
          ButtonState(action: .confirm) { TextState("Delete") }
        }
        for label in extra {
          ButtonState { TextState(label) }
        }
        if extra.isEmpty {
          ButtonState(role: .cancel) { TextState("Cancel") }
        }
      }
    }
    #expect(alert(canArchive: true, extra: []).buttons.map(\.label) == ["Archive", "Cancel"])
    #expect(alert(canArchive: false, extra: ["A", "B"]).buttons.map(\.label) == ["Delete", "A", "B"])
    #expect(alert(canArchive: true, extra: []).action(forButton: "Archive") == .archive)
  }

  @Test("a confirmation dialog reads like an alert, keeps its title visibility, and taps buttons by label")
  func dialog() {
    let dialog = ConfirmationDialogState(titleVisibility: .visible) {
      TextState("Share this pin?")
    } actions: {
      ButtonState(action: Choice.shareToFriends) { TextState("Friends") }
      ButtonState(role: .cancel) { TextState("Cancel") }
    }
    #expect(dialog.titleVisibility == .visible)
    #expect(dialog.action(forButton: "Friends") == .shareToFriends)
    #expect(dialog.action(forButton: "Cancel") == nil)
    #expect(dialog.button("Cancel")?.role == .cancel)
    #expect(dialog.description == #"Dialog "Share this pin?" [Friends] [Cancel (cancel)]"#)
    #expect(
      dialog
        == ConfirmationDialogState(
          titleVisibility: .visible, title: "Share this pin?",
          buttons: [ButtonState("Friends", action: .shareToFriends), .cancel("Cancel")]))
    #expect(dialog.map { _ in 1 }.action(forButton: "Friends") == 1)
  }

  @Test("code written once for any prompt taps buttons of alerts and dialogs alike")
  func oneModelForBothPrompts() {
    func labelsAndActions<Prompt: PromptState>(of prompt: Prompt) -> [String] where Prompt.Action == Choice {
      prompt.buttons.map { "\($0.label) → \(prompt.action(forButton: $0.label).map { "\($0)" } ?? "closes")" }
    }
    let alert = AlertState(
      title: "Delete?", buttons: [.destructive("Delete", action: Choice.confirm), .cancel("Cancel")])
    let dialog = ConfirmationDialogState(
      title: "Share?", buttons: [ButtonState("Friends", action: Choice.shareToFriends)])
    #expect(labelsAndActions(of: alert) == ["Delete → confirm", "Cancel → closes"])
    #expect(labelsAndActions(of: dialog) == ["Friends → shareToFriends"])
    #expect(alert.button("Nope") == nil)
    #expect(dialog.action(forButton: "Nope") == nil)
  }

  @Test("a presented alert or dialog goes away once one of its buttons is tapped")
  func answeredPromptsGoAway() {
    var state = Prompter.State(
      alert: AlertState {
        TextState("Delete?")
      } actions: {
        ButtonState(action: .confirm) { TextState("OK") }
      },
      dialog: ConfirmationDialogState {
        TextState("Share?")
      } actions: {
        ButtonState(action: .shareToEveryone) { TextState("Everyone") }
      })
    _ = Prompter().reduce(into: &state, action: .dialog(.presented(.shareToEveryone)))
    #expect(state.dialog == nil)
    #expect(state.alert != nil)
    _ = Prompter().reduce(into: &state, action: .alert(.presented(.confirm)))
    #expect(state == Prompter.State(choices: [.shareToEveryone, .confirm]))
  }
}
