import Evergreen
import PinNest
import SpecRun

/// The pin list alone (Specs/PinNest/ピン一覧.feature), talking to the scenario's server.
@MainActor
final class PinListScenario: PinNestScenario {
  private let store: ScenarioStoreOf<PinListReducer>
  private let driver: PinListDriver<PinListReducer.State, PinListReducer.Action>

  /// Shows the list with `pins` already on screen (nothing on screen when empty) and makes it the
  /// scenario's screen.
  @discardableResult
  static func start(showing pins: [Pin], in context: ScenarioContext) -> PinListScenario {
    let server = Server.of(context)
    let scenario = PinListScenario(
      store: ScenarioStoreOf<PinListReducer>(initialState: PinListReducer.State(pins: pins)) {
        PinListReducer()
      } withDependencies: {
        $0.apiClient = server.client
      },
      server: server)
    context.start(scenario.store)
    RunningScenario.start(scenario, in: context)
    return scenario
  }

  private init(store: ScenarioStoreOf<PinListReducer>, server: PinServer) {
    self.store = store
    self.driver = PinListDriver(
      store: store, list: \.self, action: CasePath(embed: { $0 }, extract: { $0 }), server: server)
  }

  var list: (any PinListScreen)? { driver }
  var detail: (any PinDetailScreen)? { nil }
  func settle() async { await store.absorbReceived() }
}
