import Evergreen
import EvergreenTesting
import SpecRun
import Testing

/// A kettle: switching it on heats it, and it clicks off when the heating effect ends.
private struct Kettle: Reducer {
  struct State: Equatable {
    var isOn = false
    var temperature = 20
  }
  enum Action: Equatable, Sendable {
    case switchOn
    case boiled
    case startTimer
  }
  let heat: @Sendable () async -> Void

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .switchOn:
      state.isOn = true
      return .run { [heat] send in
        await heat()
        await send(.boiled)
      }
    case .boiled:
      state.isOn = false
      state.temperature = 100
      return .none
    case .startTimer:
      return .run { _ in
        // Waits until cancelled: a stream nobody feeds ends when its task is cancelled.
        let (ticks, feeder) = AsyncStream<Never>.makeStream()
        for await _ in ticks {}
        feeder.finish()
      }
    }
  }
}

/// A desk lamp: switching it on lights it at brightness 3.
private struct DeskLamp: Reducer {
  struct State: Equatable {
    var isOn = false
    var brightness = 0
    var colour = "white"
    /// Computed from the state, as a screen's derived values are.
    var isBright: Bool { brightness >= 3 }
  }
  enum Action: Equatable, Sendable { case switchOn }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isOn = true
    state.brightness = 3
    return .none
  }
}

/// A shelf of books, counted by a computed property; a book's dump names its type.
private struct Bookshelf: Reducer {
  struct Book: Equatable { var title: String }
  struct State: Equatable {
    var books: [Book] = []
    var count: Int { books.count }
  }
  enum Action: Equatable, Sendable { case add(String) }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    guard case .add(let title) = action else { return .none }
    state.books.append(Book(title: title))
    return .none
  }
}

@MainActor
@Suite("A scenario store holds a scenario to what its Then steps describe")
struct ScenarioStoreTests {
  fileprivate func kettle() -> ScenarioStore<Kettle.State, Kettle.Action> {
    ScenarioStore(initialState: Kettle.State()) { Kettle(heat: {}) }
  }

  @Test("what a Then step expects is checked against what the user sees, with a diff when it differs")
  func expectChecks() async throws {
    let store = kettle()
    await store.send(.switchOn)
    #expect(throws: Never.self) { try store.expect(\.temperature, 100) }
    let error = #expect(throws: StepFailure.self) { try store.expect(\.temperature, 90) }
    #expect(error?.message.hasPrefix("What the user sees is not as this step expects:") == true)
    #expect(error?.message.contains("temperature: 90 → 100") == true)
  }

  @Test("a Then step that describes parts checks those parts alone and fails naming the one it gets wrong")
  func describedPartsOnly() async throws {
    let store = ScenarioStore(initialState: DeskLamp.State()) { DeskLamp() }
    await store.send(.switchOn)
    // brightness changed too, and is left for a later step.
    #expect(throws: Never.self) { try store.expect { $0.isOn = true } }
    let error = #expect(throws: StepFailure.self) {
      try store.expect {
        $0.brightness = 5
        $0.colour = "white"
      }
    }
    #expect(error?.message.contains("The state is not as this step expects:") == true)
    #expect(error?.message.contains("brightness: 5 → 3") == true)
    #expect(error?.message.contains("isOn") == false)
    #expect(error?.message.contains("colour") == false)
    let report = try #require(await store.undescribed(.endOfScenario))
    #expect(report.contains("brightness: 0 → 3"))
    #expect(!report.contains("isOn"))
  }

  @Test("a state change no Then step described is reported as a diff at the checkpoint")
  func undescribedState() async throws {
    let store = kettle()
    await store.send(.switchOn)
    try await store.expectReceived(.boiled)
    try store.expect(\.isOn, false)
    let report = try #require(await store.undescribed(.endOfScenario))
    // The kettle clicked off within the same step: on and off again, which only the trail can tell.
    #expect(
      report.hasPrefix(
        "What changed and came back within a block of When steps, so that no Then step after them can describe it:\n  • isOn: false → true → false\n"
      ))
    #expect(report.contains("\n\nState changes no Then step described:"))
    #expect(report.contains("temperature: 20 → 100"))
    #expect(!report.split(separator: "State changes")[1].contains("isOn"))
    #expect(await store.undescribed(.endOfScenario) == nil)
  }

  @Test("an action that came back and no Then step described is reported by name")
  func undescribedAction() async throws {
    let store = kettle()
    await store.send(.switchOn)
    try store.expect {
      $0.temperature = 100
      $0.isOn = false
    }
    let report = try #require(await store.undescribed(.beforeAction(step: "I switch it on again")))
    #expect(report.hasSuffix("\n\nActions that came back from effects and no Then step described:\n  • .boiled"))
  }

  @Test("every action of a case that came back counts as described at once, and none is fine too")
  func everyReceived() async throws {
    let store = kettle()
    #expect(await store.expectEveryReceived(CasePath(Kettle.Action.boiled)).isEmpty)
    await store.send(.switchOn)
    await store.send(.switchOn)
    #expect(await store.expectEveryReceived(CasePath(Kettle.Action.boiled)).count == 2)
    try store.expect {
      $0.temperature = 100
      $0.isOn = false
    }
    let report = await store.undescribed(.endOfScenario)
    #expect(report?.contains("  • isOn: false → true → false → true → false\n") == true)
    #expect(report?.contains("Actions that came back") == false)
  }

  @Test("the actions left after some are described keep the steps they came back during")
  func actionsKeepTheirSteps() async throws {
    let driver = LampDriver()
    func line(_ number: Int, _ step: String) -> ScenarioLine {
      ScenarioLine(step: step, uri: "Specs/lamp.feature", line: number)
    }
    await ScenarioLine.$running.withValue(line(4, "When I switch it on")) { await driver.store.send(.switchOn) }
    await ScenarioLine.$running.withValue(line(5, "And I check the bulb")) { await driver.store.send(.checkBulb) }
    await ScenarioLine.$running.withValue(line(6, "And it warms up")) {
      driver.warmth.arrive()
      await driver.store.absorbReceived()
    }
    #expect(await driver.store.expectEveryReceived(CasePath(Lamp.Action.bulbChecked)).count == 1)
    let report = try #require(await driver.store.undescribed(.endOfScenario))
    #expect(
      report.contains(
        """
        Actions that came back from effects and no Then step described:
          • .warmedUp
            came back during "And it warms up" (Specs/lamp.feature:6)
        """), "\(report)")
  }

  @Test("expecting an action that did not come back fails with what did come back")
  func missingAction() async {
    let store = ScenarioStore(initialState: Kettle.State()) { Kettle(heat: {}) }
    let error = await #expect(throws: StepFailure.self) { try await store.expectReceived(.boiled) }
    #expect(error?.message.hasPrefix("This action did not come back from the effects:\n\n  • .boiled\n\n") == true)
    #expect(error?.message.hasSuffix("Nothing came back that a Then step has not described yet.") == true)
  }

  @Test("an effect still running at the end of the scenario is named with the action that started it")
  func runningEffect() async throws {
    let store = kettle()
    await store.send(.startTimer)
    let report = try #require(await store.undescribed(.endOfScenario))
    #expect(report.hasPrefix("Effects still running at the end of the scenario:\n  • "))
    #expect(report.contains("send(.startTimer) at SpecRunTests/ScenarioStoreTests.swift:"))
    await store.tearDown()
    #expect(store.store.inFlightEffects.isEmpty)
  }

  @Test(
    "a key path to a computed value checks it and describes nothing; one to a stored part describes it, however it is typed"
  )
  func computedAndStoredKeyPaths() async throws {
    let lamp = ScenarioStore(initialState: DeskLamp.State()) { DeskLamp() }
    await lamp.send(.switchOn)
    #expect(throws: Never.self) { try lamp.expect(\.isBright, true) }
    let error = #expect(throws: StepFailure.self) { try lamp.expect(\.isBright, false) }
    #expect(
      error?.message.hasPrefix(
        "What the user sees is not as this step expects: a value computed from the state is true, where this step expects false."
      ) == true, "\(error?.message ?? "")")
    #expect(!lamp.isSettled)
    let brightness: KeyPath<DeskLamp.State, Int> = \.brightness
    try lamp.expect(brightness, 3)
    try lamp.expect { $0.isOn = true }
    #expect(lamp.isSettled)
  }

  @Test("a computed value's step is named under a change Swift cannot write, with the ways to describe it")
  func computedValueNoteWithoutGlue() async throws {
    let shelf = ScenarioStore(initialState: Bookshelf.State()) { Bookshelf() }
    await shelf.send(.add("Walden"))
    let step = ScenarioLine(step: "Then there is 1 book", uri: "Specs/shelf.feature", line: 5)
    try ScenarioLine.$running.withValue(step) { try shelf.expect(\.count, 1) }
    let report = try #require(await shelf.undescribed(.endOfScenario))
    #expect(
      report.hasSuffix(
        """
          • "Then there is 1 book" (Specs/shelf.feature:5)
        Describe the parts these values are computed from with Then steps of their own: expect(\\.part, value) or expect { $0.part = value }.
        """), "\(report)")
    #expect(!report.contains("try store.expect"))
  }

  @Test("the computed-value note speaks the language of the steps' file")
  func computedValueNoteInJapanese() async throws {
    let shelf = ScenarioStore(initialState: Bookshelf.State()) { Bookshelf() }
    await shelf.send(.add("草枕"))
    let step = ScenarioLine(step: "ならば 本が1冊ある", uri: "Specs/本棚.feature", line: 6, language: "ja")
    try ScenarioLine.$running.withValue(step) { try shelf.expect(\.count, 1) }
    let report = try #require(await shelf.undescribed(.endOfScenario))
    #expect(
      report.hasSuffix(
        """
        計算した値を確かめただけで、変化を述べてはいないならばの手順:
          • 「ならば 本が1冊ある」(Specs/本棚.feature:6)
        計算のもとになる値を、ならばの手順で述べてください（expect(\\.part, value) or expect { $0.part = value }）。
        """), "\(report)")
  }

  @Test("what a Given step arranges counts as described")
  func arranging() async throws {
    let store = kettle()
    await store.arrange(.switchOn)
    #expect(await store.undescribed(.endOfScenario) == nil)
    #expect(store.state.temperature == 100)
  }

  @Test("a store is settled only while nothing runs, waits to be taken in, or is undescribed")
  func settledOnlyWhenAllIsDescribed() async throws {
    let lamp = ScenarioStore(initialState: DeskLamp.State()) { DeskLamp() }
    #expect(lamp.isSettled)
    await lamp.send(.switchOn)
    #expect(!lamp.isSettled)
    try lamp.expect { $0.isOn = true }
    #expect(!lamp.isSettled)
    try lamp.expect { $0.brightness = 3 }
    #expect(lamp.isSettled)
    #expect(await lamp.undescribed(.endOfScenario) == nil)

    let store = kettle()
    await store.send(.startTimer)
    #expect(!store.isSettled)
    await store.endEffects()
    #expect(store.isSettled)
    await store.send(.switchOn)
    #expect(!store.isSettled)
    try await store.expectReceived(.boiled)
    try store.expect {
      $0.temperature = 100
      $0.isOn = false
    }
    // isOn went false → true → false within the block: only the check can report that.
    #expect(!store.isSettled)
    #expect(await store.undescribed(.beforeAction(step: "I switch it on again")) != nil)
    #expect(store.isSettled)
  }

  @Test("a store found settled is not compared again until its next action")
  func settledIsRemembered() async throws {
    let store = ScenarioStore(initialState: Tally.State()) { Tally() }
    #expect(store.isSettled)
    let compared = Tally.State.comparisons.value
    #expect(store.isSettled)
    #expect(store.isSettled)
    #expect(Tally.State.comparisons.value == compared)
    await store.send(.add)
    #expect(!store.isSettled)
    #expect(Tally.State.comparisons.value > compared)
  }
}

/// A tally whose state counts how often it is compared.
private struct Tally: Reducer {
  struct State: Equatable {
    static let comparisons = Counter()
    var total = 0

    static func == (lhs: State, rhs: State) -> Bool {
      comparisons.value += 1
      return lhs.total == rhs.total
    }
  }
  enum Action: Sendable { case add }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.total += 1
    return .none
  }
}

/// A count the tests read back.
private final class Counter: @unchecked Sendable {
  var value = 0
}
