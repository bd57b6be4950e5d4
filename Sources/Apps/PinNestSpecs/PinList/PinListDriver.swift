import Evergreen
import PinNest
import SpecRun

/// Drives the pin list held at `list` in the state of `store`, whose actions reach it through
/// `action`: `\.self` and `/Action.self` for the list alone, `\.pinList` and `/Action.pinList` in
/// the app. `server` says which answers it gave, so a step takes exactly the response to the
/// answer it describes.
@MainActor
struct PinListDriver<State: Equatable, Action: Sendable>: PinListScreen {
  let store: ScenarioStore<State, Action>
  let list: WritableKeyPath<State, PinListReducer.State>
  let action: CasePath<Action, PinListReducer.Action>
  let server: PinServer

  private var shown: PinListReducer.State { store.state[keyPath: list] }

  private func send(_ listAction: PinListReducer.Action) async { await store.send(action.embed(listAction)) }

  // MARK: - What the user does

  func open() async { await send(.onAppear) }

  func refresh() async { await send(.refresh) }

  func tap(_ label: String) async throws {
    guard label == "再試行" else { throw StepFailure("ピン一覧に「\(label)」ボタンはありません。あるのは「再試行」です。") }
    guard shown.errorMessage != nil else { throw StepFailure("「再試行」はエラーが表示されているときだけあります。") }
    await send(.retryButtonTapped)
  }

  func tapPin(titled title: String) async throws { await send(.pinTapped(try pin(titled: title))) }

  private func pin(titled title: String) throws -> Pin {
    guard let pin = shown.pins.first(where: { $0.title == title }) else {
      throw StepFailure("一覧に「\(title)」はありません。並んでいるのは \(shown.pins.map(\.title)) です。")
    }
    return pin
  }

  // MARK: - What the user sees

  func expectLoading(_ isLoading: Bool) throws { try store.expect(list.appending(path: \.isLoading), isLoading) }

  /// The pins titled `titles`, in this order: as the server keeps them when it just answered a
  /// load, otherwise as the steps last described them (the details may have changed or removed one).
  func expectPins(titled titles: [String]) async throws {
    let loaded = try await takeResponse(succeeded: true)
    let known = loaded ? server.pins : store.described[keyPath: list].pins
    let pins = try titles.map { title in
      guard let pin = known.first(where: { $0.title == title }) else {
        throw StepFailure("「\(title)」は\(loaded ? "サーバーにありません" : "一覧に並んでいませんでした")。あるのは \(known.map(\.title)) です。")
      }
      return pin
    }
    try store.expect(list.appending(path: \.pins), pins)
  }

  func expectEmpty(saying message: String) async throws {
    try await takeResponse(succeeded: true)
    try store.expect(list.appending(path: \.pins), [])
    guard shown.emptyMessage == message else {
      throw StepFailure("一覧には「\(shown.emptyMessage ?? "（何も）")」と表示されていて、「\(message)」ではありません。")
    }
  }

  func expectError(_ message: String?) async throws {
    if message != nil { try await takeResponse(succeeded: false) }
    try store.expect(list.appending(path: \.errorMessage), message)
  }

  func expectFavorite(_ title: String, _ isFavorite: Bool) throws {
    let pin = try pin(titled: title)
    guard let index = store.described[keyPath: list].pins.firstIndex(where: { $0.id == pin.id }) else {
      throw StepFailure("「\(title)」が一覧に並んだことを先に確かめてください。")
    }
    try store.expect(list.appending(path: \.pins[index].isFavorite), isFavorite)
  }

  /// When the server answered a load (successfully or not, as `succeeded` says) and no step
  /// described it yet, the app's response to it must have come back: it is this step's to describe.
  /// Returns whether the server had answered a load.
  @discardableResult
  private func takeResponse(succeeded: Bool) async throws -> Bool {
    guard server.takeAnswer(to: .fetchPins, succeeded: succeeded) else { return false }
    let response = action.appending(/PinListReducer.Action.fetchPinsResponse)
    if succeeded {
      try await store.expectReceived(response.appending(/Result<[Pin], any Error>.success))
    } else {
      try await store.expectReceived(response.appending(/Result<[Pin], any Error>.failure))
    }
    return true
  }
}
