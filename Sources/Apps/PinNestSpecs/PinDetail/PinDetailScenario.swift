import Evergreen
import PinNest
import SpecRun
import Synchronization

/// The pin details alone (Specs/PinNest/ピンの詳細.feature), talking to the scenario's server.
/// Closing the screen is the details dismissing themselves; this scenario records it.
@MainActor
final class PinDetailScenario: PinNestScenario {
  private let store: ScenarioStoreOf<PinDetailReducer>
  private let driver: PinDetailDriver<PinDetailReducer.State, PinDetailReducer.Action>

  /// Shows the details of `pin` and makes them the scenario's screen.
  static func start(showing pin: Pin, in context: ScenarioContext) {
    let server = Server.of(context)
    let scenario = PinDetailScenario(pin: pin, server: server)
    context.start(scenario.store)
    RunningScenario.start(scenario, in: context)
  }

  private init(pin: Pin, server: PinServer) {
    let client = server.client
    let dismissals = Dismissals()
    let store = ScenarioStoreOf<PinDetailReducer>(initialState: PinDetailReducer.State(pin: pin)) {
      PinDetailReducer()
    } withDependencies: {
      $0.apiClient = client
      $0.dismiss = DismissEffect { dismissals.count.withLock { $0 += 1 } }
    }
    self.store = store
    self.driver = PinDetailDriver(
      store: store, detail: \.onScreen, action: CasePath(embed: { $0 }, extract: { $0 }), server: server,
      closed: { [dismissals] in
        let count = dismissals.count.withLock { $0 }
        guard count == 1 else { throw StepFailure("詳細画面は閉じませんでした（閉じた回数: \(count)）。") }
      })
  }

  var list: (any PinListScreen)? { nil }
  var detail: (any PinDetailScreen)? { driver }
  func settle() async { await store.absorbReceived() }
}

/// How many times the details dismissed themselves.
private final class Dismissals: Sendable {
  let count = Mutex(0)
}

extension PinDetailReducer.State {
  /// The details as the optional a presenting parent would hold: always there when shown alone.
  var onScreen: PinDetailReducer.State? {
    get { self }
    set { if let newValue { self = newValue } }
  }
}
