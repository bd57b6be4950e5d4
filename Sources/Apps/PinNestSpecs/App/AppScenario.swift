import Evergreen
import PinNest
import SpecRun

/// The whole app (Specs/PinNest/アプリ.feature): the pin list, and the details it presents,
/// talking to the scenario's server.
@MainActor
final class AppScenario: PinNestScenario {
  typealias Action = AppReducer.Action

  private let store: ScenarioStoreOf<AppReducer>
  private let listDriver: PinListDriver<AppReducer.State, Action>
  private let detailDriver: PinDetailDriver<AppReducer.State, Action>

  /// Opens the app with `pins` already in the list and makes it the scenario's screen.
  @discardableResult
  static func start(showing pins: [Pin], in context: ScenarioContext) -> AppScenario {
    let scenario = AppScenario(pins: pins, server: Server.of(context))
    context.start(scenario.store)
    RunningScenario.start(scenario, in: context)
    return scenario
  }

  private init(pins: [Pin], server: PinServer) {
    let client = server.client
    let store = ScenarioStoreOf<AppReducer>(initialState: AppReducer.State(pinList: PinListReducer.State(pins: pins))) {
      AppReducer()
    } withDependencies: {
      $0.apiClient = client
    }
    self.store = store
    self.listDriver = PinListDriver(store: store, list: \.pinList, action: /Action.pinList, server: server)
    self.detailDriver = PinDetailDriver(
      store: store, detail: \.pinDetail,
      action: (/Action.destination).appending(/PresentationAction.presented).appending(
        /AppReducer.Destination.Action.pinDetail),
      server: server,
      closed: {
        try await store.expectReceived(
          (/Action.destination).appending(CasePath(PresentationAction<AppReducer.Destination.Action>.dismiss)))
        try store.expect(\.destination, nil)
      })
  }

  var list: (any PinListScreen)? { listDriver }

  /// The details while they are on screen, or while the steps have not yet described them going.
  var detail: (any PinDetailScreen)? {
    store.state.pinDetail != nil || store.described.pinDetail != nil ? detailDriver : nil
  }

  func settle() async { await store.absorbReceived() }

  // MARK: - What the user does and sees in the app

  func open() async { await listDriver.open() }

  func tapPin(titled title: String) async throws { try await listDriver.tapPin(titled: title) }

  func closeDetails() async throws {
    guard store.state.destination != nil else { throw StepFailure("詳細は表示されていません。") }
    await store.send(.destination(.dismiss))
  }

  /// The details of the pin titled `title`, as the steps described it on the list.
  func expectDetails(of title: String) throws {
    guard let pin = store.described.pinList.pins.first(where: { $0.title == title }) else {
      throw StepFailure("一覧に「\(title)」が並んでいることを先に確かめてください。")
    }
    try store.expect(\.pinDetail, PinDetailReducer.State(pin: pin))
  }

  func expectDetailsStillOpen(on title: String) throws {
    guard let shown = store.state.pinDetail?.pin.title, shown == title else {
      throw StepFailure("「\(title)」の詳細は開いていません。")
    }
  }

  func expectNoDetails() throws { try store.expect(\.destination, nil) }
}

extension AppReducer.State {
  /// The pin details the app presents, if it does.
  var pinDetail: PinDetailReducer.State? {
    get {
      guard case .pinDetail(let detail) = destination else { return nil }
      return detail
    }
    set { destination = newValue.map { .pinDetail($0) } }
  }
}
