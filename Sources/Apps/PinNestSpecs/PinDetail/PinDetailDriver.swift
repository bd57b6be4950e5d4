import Evergreen
import PinNest
import SpecRun

/// Drives the pin details held at `detail` in the state of `store`, whose actions reach them
/// through `action`. `closed` is what the screen closing itself looks like where it is shown.
@MainActor
struct PinDetailDriver<State: Equatable, Action: Sendable>: PinDetailScreen {
  typealias DetailAction = PinDetailReducer.Action

  let store: ScenarioStore<State, Action>
  let detail: WritableKeyPath<State, PinDetailReducer.State?>
  let action: CasePath<Action, DetailAction>
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
    await takeFailedFavorite()
    try store.expect { $0[keyPath: detail]?.pin.isFavorite = isFavorite }
  }

  func expectFavoriteSavedAndReported() async throws {
    let saved = try await store.expectReceived(
      action.appending(/DetailAction.favoriteResponse).appending(/Result<Pin, any Error>.success))
    let reported = try await store.expectReceived(action.appending(/DetailAction.delegate))
    guard reported == .pinUpdated(saved) else {
      throw StepFailure("一覧に知らされたのは \(reported) で、保存されたピン \(saved) ではありません。")
    }
    try store.expect { $0[keyPath: detail]?.pin = saved }
  }

  func expectError(_ message: String?) async throws {
    await takeFailedFavorite()
    await takeFailedDeletion()
    try store.expect { $0[keyPath: detail]?.errorMessage = message }
  }

  func expectQuestion(_ title: String) throws {
    guard let alert = try shown().alert, alert.title == title else {
      throw StepFailure("「\(title)」という確認は表示されていません。")
    }
    try store.expect { $0[keyPath: detail]?.alert = alert }
  }

  func expectNoQuestion() throws { try store.expect { $0[keyPath: detail]?.alert = nil } }

  func expectDeleting(_ isDeleting: Bool) async throws {
    await takeFailedDeletion()
    try store.expect { $0[keyPath: detail]?.isDeleting = isDeleting }
  }

  func expectDeletedReportedAndClosed() async throws {
    guard let id = (store.described[keyPath: detail] ?? store.state[keyPath: detail])?.pin.id else {
      throw StepFailure("ピンの詳細は表示されていませんでした。")
    }
    try await store.expectReceived(action.appending(/DetailAction.deleteResponse).appending(/Result.success))
    let reported = try await store.expectReceived(action.appending(/DetailAction.delegate))
    guard reported == .pinDeleted(id) else { throw StepFailure("一覧に知らされたのは \(reported) で、削除ではありません。") }
    try await closed()
  }

  // MARK: - Failures that came back

  /// A failed save of the favourite, if one came back: the step describes what it did.
  private func takeFailedFavorite() async {
    _ = try? await store.expectReceived(
      action.appending(/DetailAction.favoriteResponse).appending(/Result<Pin, any Error>.failure))
  }

  /// A failed deletion, if one came back: the step describes what it did.
  private func takeFailedDeletion() async {
    _ = try? await store.expectReceived(
      action.appending(/DetailAction.deleteResponse).appending(/Result<Pin.ID, any Error>.failure))
  }
}
