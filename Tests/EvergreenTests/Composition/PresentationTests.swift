import Evergreen
import EvergreenReporting
import Testing

@Suite("Presentation shows a child while its PresentationState holds one")
struct PresentationTests {
  @Test("actions of the presented child change its state")
  func presentedActions() {
    var state = Board.State(sheet: Tile.State())
    _ = Board().reduce(into: &state, action: .sheet(.presented(.increment)))
    #expect(state.sheet?.count == 1)
  }

  @Test("dismiss lets the parent see the child one last time, then clears it and cancels its effects")
  func dismissClearsAndCancels() {
    var state = Board.State(sheet: Tile.State(count: 4))
    let started = Board().reduce(into: &state, action: .sheet(.presented(.startWaiting)))
    let dismissed = Board().reduce(into: &state, action: .sheet(.dismiss))
    #expect(state.sheet == nil)
    #expect(state.log == ["sheet dismissing with count 4"])
    #expect(!started.cancellableIDs.isEmpty)
    #expect(dismissed.cancelledIDs == started.cancellableIDs)
  }

  @Test("a presented child dismisses itself through the dismiss dependency")
  func childDismissesItself() async {
    var state = Board.State(sheet: Tile.State(count: 2))
    let effect = Board().reduce(into: &state, action: .sheet(.presented(.closeTapped)))
    let sent = await effect.actionsSent()
    #expect(sent == [.sheet(.presented(.delegate(.finished(count: 2)))), .sheet(.dismiss)])
  }

  @Test("dismiss captured by the effect when the reducer ran still dismisses the presented child")
  func capturedDismiss() async {
    var state = Board.State(sheet: Tile.State())
    let effect = Board().reduce(into: &state, action: .sheet(.presented(.closeCapturingDismiss)))
    #expect(await effect.actionsSent() == [.sheet(.dismiss)])
  }

  @Test("dismiss called outside any presentation is reported at the call")
  func dismissOutsidePresentation() async {
    var state = Tile.State()
    let effect = Tile().reduce(into: &state, action: .closeTapped)
    let issues = await IssueCollector.collect { _ = await effect.actionsSent() }
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix("dismiss() was called from an effect of a feature that is not presented") == true)
    #expect(issues.first?.fileID.hasSuffix("Fixtures.swift") == true)
  }

  @Test(
    "actions for a child that is not presented are reported",
    arguments: [
      Board.Action.sheet(.presented(.increment)), .sheet(.dismiss),
    ])
  func absentPresentationReported(action: Board.Action) {
    var state = Board.State()
    let issues = IssueCollector.collect { _ = Board().reduce(into: &state, action: action) }
    #expect(issues.count == 1)
    #expect(issues.first?.message.hasPrefix("ifLet (presentation) at EvergreenTests/Fixtures.swift:") == true)
  }

  @Test("presenting another child in place of the first cancels the first one's effects")
  func replacementCancels() {
    let reducer = Reduce<Board.State, Board.Action> { state, action in
      if case .removeTile(let id) = action { state.sheet = Tile.State(id: id) }
      return .none
    }
    .ifLet(\.$sheet, action: /Board.Action.sheet) { Tile() }
    var state = Board.State(sheet: Tile.State(id: 1))
    let started = reducer.reduce(into: &state, action: .sheet(.presented(.startWaiting)))
    let same = reducer.reduce(into: &state, action: .sheet(.presented(.increment)))
    #expect(same.cancelledIDs.isEmpty)
    let replaced = reducer.reduce(into: &state, action: .removeTile(id: 2))
    #expect(state.sheet?.id == 2)
    #expect(replaced.cancelledIDs == started.cancellableIDs)
  }

  @Test("the presentation id stays while the child is edited and changes when another replaces it")
  func presentationID() {
    var presented = PresentationState<Tile.State>(Tile.State(id: 1))
    let first = presented.id
    presented.wrappedValue?.count += 1
    #expect(presented.id == first)
    presented.wrappedValue = Tile.State(id: 2)
    #expect(presented.id != first)
    presented = nil
    #expect(presented.id == nil)
  }
}

@Suite("Alerts are data that go away once answered")
struct AlertTests {
  @Test("confirming an alert runs the parent's logic and clears the alert")
  func confirm() {
    var state = Board.State(tiles: [Tile.State(id: 1)])
    _ = Board().reduce(into: &state, action: .askToClear)
    #expect(state.alert?.title == "Clear the board?")
    let confirm = state.alert?.action(forButton: "Clear")
    #expect(confirm == .confirmClear)
    _ = Board().reduce(into: &state, action: .alert(.presented(.confirmClear)))
    #expect(state.tiles.isEmpty)
    #expect(state.alert == nil)
  }

  @Test("dismissing an alert clears it and changes nothing else")
  func dismiss() {
    var state = Board.State(tiles: [Tile.State(id: 1)])
    _ = Board().reduce(into: &state, action: .askToClear)
    _ = Board().reduce(into: &state, action: .alert(.dismiss))
    #expect(state.alert == nil)
    #expect(state.tiles.count == 1)
  }

  @Test("alerts compare by title, message and buttons, and describe themselves readably")
  func equality() {
    let alert = AlertState<Board.Action.Alert>(
      title: "Clear?", message: "Sure?", buttons: [.destructive("Clear", action: .confirmClear), .cancel("Cancel")])
    #expect(
      alert
        == AlertState(
          title: "Clear?", message: "Sure?", buttons: [.destructive("Clear", action: .confirmClear), .cancel("Cancel")])
    )
    #expect(alert != AlertState(title: "Clear?", message: "Sure?", buttons: [.cancel("Cancel")]))
    #expect(alert.button("Cancel")?.role == .cancel)
    #expect(alert.action(forButton: "Cancel") == nil)
    #expect(alert.action(forButton: "Nope") == nil)
    #expect(alert.description == #"Alert "Clear?": Sure? [Clear (destructive)] [Cancel (cancel)]"#)
    #expect(alert.map { _ in 1 }.action(forButton: "Clear") == 1)
  }

  @Test("an alert in a plain optional goes away once answered, with or without PresentationAction")
  func plainOptionalAlerts() {
    struct Host: Reducer {
      struct State: Equatable {
        var presented: AlertState<Board.Action.Alert>?
        var plain: AlertState<Board.Action.Alert>?
        var answers = 0
      }
      enum Action: Equatable, Sendable {
        case presented(PresentationAction<Board.Action.Alert>)
        case plain(Board.Action.Alert)
      }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          if case .presented(.presented) = action { state.answers += 1 }
          if case .plain = action { state.answers += 1 }
          return .none
        }
        .ifLet(\.presented, action: /Action.presented)
        .ifLet(\.plain, action: /Action.plain)
      }
    }
    let alert = AlertState<Board.Action.Alert>(title: "Sure?", buttons: [.destructive("Yes", action: .confirmClear)])
    var state = Host.State(presented: alert, plain: alert)
    _ = Host().reduce(into: &state, action: .presented(.presented(.confirmClear)))
    _ = Host().reduce(into: &state, action: .plain(.confirmClear))
    #expect(state == Host.State(answers: 2))
    state.presented = alert
    _ = Host().reduce(into: &state, action: .presented(.dismiss))
    #expect(state == Host.State(answers: 2))
  }

  @Test("an alert that is one case of a destination enum also goes away once answered")
  func alertInDestination() {
    enum Destination: Equatable {
      case tile(Tile.State)
      case alert(AlertState<Board.Action.Alert>)
    }
    enum DestinationAction: Equatable, Sendable {
      case tile(Tile.Action)
      case alert(Board.Action.Alert)
    }
    struct Host: Reducer {
      struct State: Equatable { @PresentationState var destination: Destination? }
      enum Action: Equatable, Sendable { case destination(PresentationAction<DestinationAction>) }
      var body: some ReducerOf<Self> {
        EmptyReducer()
          .ifLet(\.$destination, action: /Action.destination) {
            Scope(state: /Destination.tile, action: /DestinationAction.tile) { Tile() }
          }
      }
    }
    var state = Host.State(
      destination: .alert(AlertState(title: "Hi", buttons: [.cancel("OK", action: .confirmClear)])))
    _ = Host().reduce(into: &state, action: .destination(.presented(.alert(.confirmClear))))
    #expect(state.destination == nil)
    state.destination = .tile(Tile.State())
    _ = Host().reduce(into: &state, action: .destination(.presented(.tile(.increment))))
    #expect(state.destination == .tile(Tile.State(count: 1)))
  }
}
