import Evergreen
import EvergreenReporting
import EvergreenTesting

/// Drives a feature through a `TestStore` for one scenario, and keeps the scenario exhaustive:
/// `When` steps ``send(_:)`` what the user does, `Then` steps ``expect(_:_:)`` what the user sees and
/// ``expectReceived(_:)`` what came back from effects. Whatever changed or came back that no `Then`
/// described fails the scenario before the next `When` block and at its end (the after-scenario
/// check "Evergreen: every change described"), shown as a diff and by name. Consecutive `When`
/// steps form one block, checked together: unlike `TestStore`, which asserts after each `send`,
/// the `Then` steps after a block describe what the whole block did.
///
/// ```swift
/// steps.given("the counter shows {int}") { (context, count: Int) in
///   context.start(ScenarioStoreOf<CounterFeature>(initialState: .init(count: count)) { CounterFeature() })
/// }
/// steps.when("I tap plus") { context in
///   try await context.require(ScenarioStoreOf<CounterFeature>.self).send(.incrementButtonTapped)
/// }
/// steps.then("the counter shows {int}") { (context, count: Int) in
///   try context.require(ScenarioStoreOf<CounterFeature>.self).expect(\.count, count)
/// }
/// ```
@MainActor
public final class ScenarioStore<State: Equatable, Action: Sendable>: ScenarioCheckpoint {
  /// The test store underneath (non-exhaustive: this driver does the bookkeeping).
  public let store: TestStore<State, Action>
  /// The state as the scenario's steps have described it so far.
  public private(set) var described: State
  /// Actions effects fed back that no `Then` step described yet, oldest first.
  public private(set) var undescribedActions: [Action] = []
  /// Every send and the scenario line that made it, so a running effect names the step that
  /// started it.
  private var sends: [(task: TestStoreTask, line: ScenarioLine?)] = []

  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) {
    let store = TestStore(initialState: initialState(), reducer: reducer, withDependencies: prepareDependencies)
    store.exhaustivity = .off
    self.store = store
    self.described = store.state
  }

  /// What the user sees now.
  public var state: State { store.state }

  /// The dependencies later effects read.
  public var dependencies: DependencyValues {
    get { store.dependencies }
    set { store.dependencies = newValue }
  }

  /// A user action (`When`): sends it and runs its effects until they are idle. Effects it starts
  /// are named, in reports, after the scenario line of the step that sent it and the code line
  /// that called this.
  public func send(
    _ action: Action, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    let task = await store.send(action, fileID: fileID, filePath: filePath, line: line, column: column)
    sends.append((task, ScenarioLine.running))
    await absorbReceived()
  }

  /// Setting the scene (`Given`): sends `action`, and takes what it changed and what came back as
  /// described, since the scenario states it as a precondition.
  public func arrange(
    _ action: Action, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async {
    await send(action, fileID: fileID, filePath: filePath, line: line, column: column)
    described = store.state
    undescribedActions.removeAll()
  }

  /// `Then` the user sees `value` at `keyPath`; it becomes part of the described state.
  public func expect<Value: Equatable>(_ keyPath: WritableKeyPath<State, Value>, _ value: Value) throws {
    let actual = store.state[keyPath: keyPath]
    guard actual == value else {
      // Diff two whole states that differ only here, so the report names the field (`count: 5 → 2`).
      var expected = described
      expected[keyPath: keyPath] = value
      var seen = described
      seen[keyPath: keyPath] = actual
      let diff =
        difference(expected, seen, expectedLabel: "expected by this step", actualLabel: "what the user sees")
        ?? "expected \(value), the user sees \(actual)"
      throw StepFailure("What the user sees is not as this step expects:\n\n\(diff)")
    }
    described[keyPath: keyPath] = value
  }

  /// `Then` the state is as `describe` makes the described state; only the parts `describe`
  /// changes are checked here (the rest is checked before the next `When` and at the end).
  public func expect(_ describe: (inout State) throws -> Void) throws {
    var expected = described
    try describe(&expected)
    let touched = structuralDifference(described, expected)?.changes.map(\.path) ?? []
    let mismatches = (structuralDifference(expected, store.state)?.changes ?? []).filter { change in
      touched.contains { Self.path(change.path, isWithin: $0) }
    }
    guard mismatches.isEmpty else {
      throw StepFailure(
        "The state is not as this step expects:\n\n" + ValueDifference(changes: mismatches).rendered(
          expectedLabel: "expected by this step", actualLabel: "what the user sees",
          maxChanges: ValueDifference.defaultRenderedChangeLimit))
    }
    described = expected
  }

  /// `Then` an action of `casePath`'s case came back from an effect; it counts as described.
  /// Returns its payload.
  @discardableResult
  public func expectReceived<Value>(_ casePath: CasePath<Action, Value>) async throws -> Value {
    await absorbReceived()
    guard let index = undescribedActions.firstIndex(where: casePath.matches),
      let payload = casePath.extract(from: undescribedActions[index])
    else {
      throw StepFailure(
        "No action of the expected kind came back from the effects.\n\n" + receivedSummary()
          + "\n\nIf it depends on time, advance the test clock in an earlier step.")
    }
    undescribedActions.remove(at: index)
    return payload
  }

  /// `Then` every action of `casePath`'s case that came back from the effects so far counts as
  /// described, however many there were (none included): for a step that describes what loaded,
  /// not how many answers it took. Returns their payloads in the order they came back.
  ///
  /// ```swift
  /// let pages = await store.expectEveryReceived(/PointHistoryFeature.Action.pageLoaded)
  /// ```
  @discardableResult
  public func expectEveryReceived<Value>(_ casePath: CasePath<Action, Value>) async -> [Value] {
    await absorbReceived()
    let payloads = undescribedActions.compactMap(casePath.extract(from:))
    undescribedActions.removeAll(where: casePath.matches)
    return payloads
  }

  /// `Then` `action` came back from an effect; it counts as described.
  public func expectReceived(_ action: Action) async throws where Action: Equatable {
    await absorbReceived()
    guard let index = undescribedActions.firstIndex(of: action) else {
      throw StepFailure("\(Self.name(action)) did not come back from the effects.\n\n" + receivedSummary())
    }
    undescribedActions.remove(at: index)
  }

  /// Runs effects until idle and moves what they fed back into ``undescribedActions``.
  public func absorbReceived() async {
    await store.settle()
    let received = store.pendingReceivedActions
    guard !received.isEmpty else { return }
    undescribedActions += received
    await store.skipReceivedActions(strict: false)
  }

  // MARK: - ScenarioCheckpoint

  public func undescribed(_ moment: CheckpointMoment) async -> String? {
    await absorbReceived()
    var parts: [String] = []
    if let diff = difference(described, store.state, expectedLabel: "described by the steps", actualLabel: "what the user sees") {
      parts.append("State changes no Then step described:\n\n\(diff)")
    }
    if !undescribedActions.isEmpty {
      parts.append(
        "Actions that came back from effects and no Then step described:\n"
          + undescribedActions.map { "  • \(Self.name($0))" }.joined(separator: "\n"))
    }
    let running = stillRunning()
    if moment == .endOfScenario, !running.isEmpty {
      parts.append("Effects still running at the end of the scenario:\n" + running.map { "  • \($0)" }.joined(separator: "\n"))
    }
    // Report each thing once: from here on, it counts as seen.
    described = store.state
    undescribedActions.removeAll()
    return parts.isEmpty ? nil : parts.joined(separator: "\n\n")
  }

  /// The effects still running, oldest send first, each with the scenario line of the step that
  /// sent the action and the code line that sent it:
  /// `"When I tap "Fact"" (Specs/Counter.feature:7): the effect started by send(.factButtonTapped) at CounterSteps.swift:12: waiting on …`.
  public func stillRunning() -> [String] {
    var unattributed = store.inFlightEffects
    var lines: [String] = []
    for send in sends {
      for effect in send.task.effectsStillRunning {
        if let index = unattributed.firstIndex(of: effect) { unattributed.remove(at: index) }
        lines.append(send.line.map { "\($0): \(effect)" } ?? effect)
      }
    }
    sends.removeAll { $0.task.effectsStillRunning.isEmpty }
    return lines + unattributed
  }

  public func tearDown() async {
    await store.skipInFlightEffects(strict: false)
    await store.skipReceivedActions(strict: false)
  }

  // MARK: - Internal

  private func receivedSummary() -> String {
    undescribedActions.isEmpty
      ? "Nothing came back that a Then step has not described yet."
      : "Came back and not described yet:\n" + undescribedActions.map { "  • \(Self.name($0))" }.joined(separator: "\n")
  }

  static func name(_ action: Action) -> String {
    dumpValue(action).split(separator: "\n").joined(separator: " ")
  }

  /// Whether a change at `path` lies inside the part `prefix` names (`items[2].title` is within `items[2]`).
  static func path(_ path: String, isWithin prefix: String) -> Bool {
    path == prefix || path.hasPrefix(prefix + ".") || path.hasPrefix(prefix + "[") || path.hasPrefix(prefix + " (")
  }
}

/// `ScenarioStoreOf<CounterFeature>`: the scenario store of a feature.
public typealias ScenarioStoreOf<R: Reducer> = ScenarioStore<R.State, R.Action> where R.State: Equatable

extension ScenarioContext {
  /// Keeps `store` for later steps and makes its changes part of the exhaustive check.
  public func start<State: Equatable, Action: Sendable>(_ store: ScenarioStore<State, Action>) {
    self[ScenarioStore<State, Action>.self] = store
    addCheckpoint(store)
  }
}
