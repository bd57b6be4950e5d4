import Evergreen
import PinNest
import SpecRun

/// Drives the pin details held at `detail` in the state of `store`, whose actions reach them
/// through `action`. `closed` is what the screen closing itself looks like where it is shown;
/// `server` says which answers it gave, so a step takes exactly the response it describes.
@MainActor
struct PinDetailDriver<State: Equatable, Action: Sendable>: PinDetailScreen {
  typealias DetailAction = PinDetailReducer.Action

  let store: ScenarioStore<State, Action>
  let detail: WritableKeyPath<State, PinDetailReducer.State?>
  let action: CasePath<Action, DetailAction>
  let server: PinServer
  let closed: @MainActor () async throws -> Void

  private func shown() throws -> PinDetailReducer.State {
    guard let shown = store.state[keyPath: detail] else { throw StepFailure("ピンの詳細は表示されていません。") }
    return shown
  }

  private func send(_ detailAction: DetailAction) async { await store.send(action.embed(detailAction)) }

  // MARK: - What the user does

  func tap(_ label: String) async throws {
    switch label {
    case "お気に入り": await send(.favoriteButtonTapped)
    case "削除": await send(.deleteButtonTapped)
    default: throw StepFailure("ピンの詳細に「\(label)」ボタンはありません。あるのは「お気に入り」と「削除」です。")
    }
  }

  func answerQuestion(_ label: String) async throws {
    guard let alert = try shown().alert else { throw StepFailure("確認は表示されていません。") }
    guard let button = alert.button(label) else {
      throw StepFailure("確認に「\(label)」ボタンはありません。あるのは \(alert.buttons.map(\.label)) です。")
    }
    await send(.alert(button.action.map { .presented($0) } ?? .dismiss))
  }

  // MARK: - What the user sees

  func expectFavorite(_ isFavorite: Bool) async throws {
    try expectDetail { $0.pin.isFavorite = isFavorite }
  }

  func expectFavoriteSavedAndReported() async throws {
    guard server.takeAnswer(to: .setFavorite, succeeded: true) else {
      throw StepFailure("サーバーはお気に入りの保存に応答していません。")
    }
    let saved = try await store.expectReceived(
      action.appending(/DetailAction.favoriteResponse).appending(/Result<Pin, any Error>.success))
    guard server.pins.contains(saved) else {
      throw StepFailure("保存されたと答えたピン \(saved) は、サーバーにあるピンと違います。")
    }
    let reported = try await store.expectReceived(action.appending(/DetailAction.delegate))
    guard reported == .pinUpdated(saved) else {
      throw StepFailure("一覧に知らされたのは \(reported) で、保存されたピン \(saved) ではありません。")
    }
    try expectDetail { $0.pin = saved }
  }

  /// `message` on the details (`nil`: none). An error is the response to a request the server
  /// failed: the favourite's or the deletion's, whichever it failed and no step described yet.
  func expectError(_ message: String?) async throws {
    if message != nil {
      if server.takeAnswer(to: .setFavorite, succeeded: false) {
        try await store.expectReceived(
          action.appending(/DetailAction.favoriteResponse).appending(/Result<Pin, any Error>.failure))
      }
      if server.takeAnswer(to: .deletePin, succeeded: false) {
        try await store.expectReceived(
          action.appending(/DetailAction.deleteResponse).appending(/Result<Pin.ID, any Error>.failure))
      }
    }
    try expectDetail { $0.errorMessage = message }
  }

  /// The confirmation with the step's `title` and `message`, and the two answers every delete
  /// confirmation offers: 「削除」 (destructive, deletes) and 「キャンセル」 (only closes it).
  func expectQuestion(_ title: String, message: String) throws {
    let question = AlertState<DetailAction.Alert>(
      title: TextState(title), message: TextState(message),
      buttons: [.destructive("削除", action: .confirmDeletion), .cancel("キャンセル")])
    try expectDetail { $0.alert = question }
  }

  func expectNoQuestion() throws { try expectDetail { $0.alert = nil } }

  func expectDeleting(_ isDeleting: Bool) async throws {
    try expectDetail { $0.isDeleting = isDeleting }
  }

  func expectDeletedReportedAndClosed() async throws {
    guard let id = (store.described[keyPath: detail] ?? store.state[keyPath: detail])?.pin.id else {
      throw StepFailure("ピンの詳細は表示されていませんでした。")
    }
    guard server.takeAnswer(to: .deletePin, succeeded: true) else { throw StepFailure("サーバーは削除に応答していません。") }
    try await store.expectReceived(
      action.appending(/DetailAction.deleteResponse).appending(/Result<Pin.ID, any Error>.success))
    let reported = try await store.expectReceived(action.appending(/DetailAction.delegate))
    guard reported == .pinDeleted(id) else { throw StepFailure("一覧に知らされたのは \(reported) で、削除ではありません。") }
    try await closed()
  }

  // MARK: - Helpers

  /// Describes the details with `describe`; fails when they are not on screen, or when no step
  /// has said yet that they opened.
  private func expectDetail(_ describe: (inout PinDetailReducer.State) throws -> Void) throws {
    _ = try shown()
    try store.expect { state in
      guard var shown = state[keyPath: detail] else { throw StepFailure("詳細が開いたことを先に確かめてください。") }
      try describe(&shown)
      state[keyPath: detail] = shown
    }
  }
}
