import Evergreen
import SpecRun
import Synchronization

/// A dimmable lamp that warms up when switched on; its action is not `Equatable`, as many
/// features' actions are not.
struct Lamp: Reducer {
  struct State: Equatable {
    var brightness = 0
    var isWarmingUp = false
    /// A value computed from the state, as a screen's derived values are.
    var isLit: Bool { brightness > 0 }
  }
  enum Action: Sendable {
    case brighter, dimmer, switchOn, warmedUp, checkBulb
    case bulbChecked(BulbReport)
  }
  /// A payload whose dump takes several lines.
  struct BulbReport: Sendable {
    var model: String
    var hours: [Int]
  }
  let warmth: Warmth

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .brighter:
      state.brightness += 1
      return .none
    case .dimmer:
      state.brightness -= 1
      return .none
    case .switchOn:
      state.isWarmingUp = true
      return .run { [warmth] send in
        await warmth.wait()
        await send(.warmedUp)
      }
    case .warmedUp:
      state.isWarmingUp = false
      return .none
    case .checkBulb:
      return .send(
        .bulbChecked(BulbReport(model: "Evergreen E27 warm white, 806 lumen", hours: [1200, 1300, 1400, 1500])))
    case .bulbChecked:
      return .none
    }
  }
}

/// The lamp's warmth, at the boundary: it comes only when a step says so, and a cancelled wait
/// ends at once.
final class Warmth: Sendable {
  private let waiting = Mutex<[CheckedContinuation<Void, Never>]>([])

  func wait() async {
    await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let cancelled = waiting.withLock { list in
          guard !Task.isCancelled else { return true }
          list.append(continuation)
          return false
        }
        if cancelled { continuation.resume() }
      }
    } onCancel: {
      arrive()
    }
  }

  func arrive() {
    for continuation in waiting.withLock({ list in
      defer { list.removeAll() }
      return list
    }) { continuation.resume() }
  }
}

/// A scenario object of the glue's own that keeps its store: it never hands it to the context.
@MainActor
final class LampDriver {
  let warmth = Warmth()
  let store: ScenarioStoreOf<Lamp>

  init() {
    let warmth = warmth
    store = ScenarioStoreOf<Lamp>(initialState: .init()) { Lamp(warmth: warmth) }
  }
}

/// Steps for the lamp, as an app's glue would write them.
enum LampSteps {
  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.given("a lamp") { context in context[LampDriver.self] = LampDriver() }
    steps.when("I turn it brighter") { context in try await context.require(LampDriver.self).store.send(.brighter) }
    steps.when("I turn it dimmer") { context in try await context.require(LampDriver.self).store.send(.dimmer) }
    steps.when("I switch it on") { context in try await context.require(LampDriver.self).store.send(.switchOn) }
    steps.when("I switch it on for the evening") { context in
      try await context.require(LampDriver.self).store.send(.switchOn, effectsEndWithScenario: true)
    }
    steps.when("it warms up") { context in
      let driver = try context.require(LampDriver.self)
      driver.warmth.arrive()
      await driver.store.absorbReceived()
    }
    steps.when("I leave the room") { context in try await context.require(LampDriver.self).store.endEffects() }
    steps.when("I check the bulb") { context in try await context.require(LampDriver.self).store.send(.checkBulb) }
    steps.then("the brightness is {int}") { (context, brightness: Int) in
      try context.require(LampDriver.self).store.expect(\.brightness, brightness)
    }
    steps.then("the lamp shows:") { context in
      guard let table = context.dataTable else { throw StepFailure("Give the lamp as a table.") }
      try context.require(LampDriver.self).store.expect(table, seen: LampSteps.shown(table: table)) { state in
        for row in table.hashes {
          state.brightness = Int(row["brightness"] ?? "") ?? -1
          state.isWarmingUp = row["warming up"] == "yes"
        }
      }
    }
    steps.then("the lamp, still warming up, shows:") { context in
      guard let table = context.dataTable else { throw StepFailure("Give the lamp as a table.") }
      // The table has no column for warming up: the step's words say it.
      try context.require(LampDriver.self).store.expect(table, seen: LampSteps.shown(table: table)) { state in
        state.brightness = Int(table.hashes.first?["brightness"] ?? "") ?? -1
        state.isWarmingUp = true
      }
    }
    steps.then("it is lit") { context in try context.require(LampDriver.self).store.expect(\.isLit, true) }
    steps.then("it is dark") { context in try context.require(LampDriver.self).store.expect(\.isLit, false) }
    steps.then("it is warming up") { context in try context.require(LampDriver.self).store.expect(\.isWarmingUp, true) }
    steps.then("it is warm") { context in
      let store = try context.require(LampDriver.self).store
      try await store.expectReceived(.warmedUp)
      try store.expect(\.isWarmingUp, false)
    }
    return steps
  }

  /// The lamp as its table shows it, in the columns the step wrote.
  static func shown(table: DataTable) -> (Lamp.State) -> DataTable {
    { state in
      DataTable(
        columns: table.raw.first ?? [],
        hashes: [["brightness": "\(state.brightness)", "warming up": state.isWarmingUp ? "yes" : "no"]])
    }
  }
}
