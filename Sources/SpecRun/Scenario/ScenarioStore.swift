import Evergreen
import EvergreenReporting
import EvergreenTesting

/// Drives a feature through a `TestStore` for one scenario, and keeps the scenario exhaustive:
/// `When` steps `send(_:)` what the user does, `Then` steps `expect(_:_:)` what the user sees and
/// `expectReceived(_:)` what came back from effects. Whatever changed or came back that no `Then`
/// described fails the scenario before the next `When` block and at its end (the after-scenario
/// check "Evergreen: every change described"), shown as a diff and by name. Consecutive `When`
/// steps form one block, checked together: unlike `TestStore`, which asserts after each `send`,
/// the `Then` steps after a block describe what the whole block did.
///
/// The state is watched after every action sent or fed back, not only at the block's end: a part
/// that changed and came back within the block (`isLoading: false → true → false`) was seen by the
/// user, yet no `Then` step after the block can describe a value that is gone, so the scenario
/// fails and asks for a `Then` step between the `When` steps.
///
/// A store made while a scenario runs (in a step or a hook) is checked from then on, wherever the
/// steps keep it: in the context (``ScenarioContext/start(_:)``), or inside a scenario object of
/// your own. Nothing has to be called for its changes to count.
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
  /// The scenario line of the step each of ``undescribedActions`` came back during, in the same
  /// order (a list of its own, of a type no app's `Action` makes generic).
  private var undescribedActionSteps: [ScenarioLine?] = []
  /// Every send and the scenario line that made it, so a running effect names the step that
  /// started it.
  private var sends: [(task: TestStoreTask, line: ScenarioLine?, endsWithScenario: Bool)] = []
  /// Each value every part of the state took since the steps last described it.
  private var trail: ChangeTrail<State>
  /// The parts that changed and came back before a `Then` step could describe them, not reported yet.
  private var cameBack: [ChangeThatCameBack] = []
  /// The `Then` steps that checked a value computed from the state since everything was last
  /// described or reported: named under an undescribed change, since they describe nothing.
  private var computedValueSteps: [ScenarioLine] = []
  /// How many actions the test store had reduced when ``isSettled`` last found everything
  /// described. From there only an action can leave something undescribed (a step that describes
  /// the state or an action needs a change or an action to describe; asking, ending effects and
  /// tearing down an idle store change nothing), so until the next action the store is settled
  /// whenever its test store is idle, without comparing its states again (in code not specialised
  /// for them).
  private var describedAfter: Int?

  /// A store of `reducer` starting at `initialState`, registered with the running scenario so its
  /// undescribed changes fail it; `withDependencies` overrides dependencies as `TestStore` does.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in }
  ) {
    let store = TestStore(initialState: initialState(), reducer: reducer, withDependencies: prepareDependencies)
    store.exhaustivity = .off
    self.store = store
    self.described = store.state
    self.trail = ChangeTrail(from: store.state)
    store.afterEachAction = { [unowned self] _, state in self.trail.record(state, by: ScenarioLine.running) }
    ScenarioContext.current?.addCheckpoint(self)
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
  ///
  /// - Parameters:
  ///   - action: what the user does, as the `When` step says it.
  ///   - effectsEndWithScenario: the effects this starts run as long as the screen shows
  ///     (a listener on a stream): the scenario's end ends them, as the screen going away would,
  ///     instead of reporting them as still running. What they fed back must still be described.
  ///   - fileID: the file a failure is reported in; leave the default, the caller's file.
  ///   - filePath: the full path of that file, for XCTest; leave the default.
  ///   - line: the line a failure is reported at; leave the default.
  ///   - column: the column a failure is reported at; leave the default.
  /// - Returns: the effects it started, to end a long-living one when the scenario says so
  ///   (`await listening.cancel()`); ``endEffects()`` ends them all.
  @discardableResult
  public func send(
    _ action: Action, effectsEndWithScenario: Bool = false, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async -> TestStoreTask {
    let task = await store.send(action, fileID: fileID, filePath: filePath, line: line, column: column)
    // A send whose effects all ended once the store settled has nothing left to cancel or to name
    // as still running (nothing starts later under its number): only the others are kept.
    if store.hasInFlightEffects { sends.append((task, ScenarioLine.running, effectsEndWithScenario)) }
    await absorbReceived()
    return task
  }

  /// The screen goes away: ends every effect still running (as SwiftUI cancels a view's `.task`
  /// when the view disappears), after taking in what they fed back until now, which `Then` steps
  /// still describe. A long-living effect (a stream that runs as long as the screen shows) ends
  /// this way within the scenario instead of being reported as still running at its end.
  ///
  /// ```swift
  /// steps.when("I leave the search screen") { context in
  ///   await context.require(ScenarioStoreOf<Search>.self).endEffects()
  /// }
  /// ```
  public func endEffects() async {
    await absorbReceived()
    for send in sends { await send.task.cancel() }
    sends.removeAll()
    await store.skipInFlightEffects(strict: false)
    await absorbReceived()
  }

  /// Setting the scene (`Given`): sends `action`, and takes what it changed and what came back as
  /// described, since the scenario states it as a precondition. `effectsEndWithScenario` is as in
  /// ``send(_:effectsEndWithScenario:fileID:filePath:line:column:)``.
  public func arrange(
    _ action: Action, effectsEndWithScenario: Bool = false, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    closeTrail()
    await send(
      action, effectsEndWithScenario: effectsEndWithScenario, fileID: fileID, filePath: filePath, line: line,
      column: column)
    described = store.state
    forgetUndescribedActions()
    forgetComputedValueSteps()
    trail.restart(at: store.state)
  }

  /// `Then` the user sees `value` at `keyPath`; it becomes part of the described state.
  public func expect<Value: Equatable>(_ keyPath: WritableKeyPath<State, Value>, _ value: Value) throws {
    closeTrail()
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
      throw StepFailure(
        ThenStepWords.heading(ThenStepWords.lead(ScenarioLine.running, seen: [dumpValue(actual)]))
          + "What the user sees is not as this step expects:\n\n\(diff)")
    }
    described[keyPath: keyPath] = value
  }

  /// `Then` the user sees `value` at `keyPath`, a value computed from the state (`\.total`,
  /// `\.isValid`): checked against what the user sees, not described. The parts it is computed
  /// from stay to be described by Then steps of their own, since one computed value seldom tells
  /// them (a total of 240 is two apples or three bananas); the every-change check names this step
  /// beside them. A key path to a stored part, though typed as `KeyPath`, describes it as the
  /// `WritableKeyPath` form does.
  ///
  /// ```swift
  /// steps.then("the total is {int}") { (context, total: Int) in
  ///   try context.require(ScenarioStoreOf<CartFeature>.self).expect(\.total, total)
  /// }
  /// ```
  public func expect<Value: Equatable>(_ keyPath: KeyPath<State, Value>, _ value: Value) throws {
    if let stored = keyPath as? WritableKeyPath<State, Value> { return try expect(stored, value) }
    closeTrail()
    let actual = store.state[keyPath: keyPath]
    guard actual == value else {
      let changes = undescribedStateDifference().map {
        "\n\nThe state changed since the steps last described it:\n\n\($0.diff)"
      }
      throw StepFailure(
        ThenStepWords.heading(ThenStepWords.lead(ScenarioLine.running, seen: [dumpValue(actual)]))
          + "What the user sees is not as this step expects: a value computed from the state is "
          + "\(dumpValue(actual)), where this step expects \(dumpValue(value)).\(changes ?? "")")
    }
    if let step = ScenarioLine.running, !computedValueSteps.contains(step) { computedValueSteps.append(step) }
  }

  /// `Then` the state is as `describe` makes the described state; only the parts `describe`
  /// changes are checked here (the rest is checked before the next `When` and at the end).
  public func expect(_ describe: (inout State) throws -> Void) throws {
    try expect(describe) { seen in ThenStepWords.lead(ScenarioLine.running, seen: seen) }
  }

  /// `Then` the state is as `describe` makes the described state, for a step whose data table
  /// lists what the user sees: when it is not, the failure leads with `table` beside the same
  /// table as the screen fills it in (`seen`), row by row, before the developer's diff.
  ///
  /// ```swift
  /// try store.expect(table, seen: { state in
  ///   DataTable(columns: ["task", "done"], hashes: state.tasks.map { ["task": $0.title, "done": $0.isDone ? "yes" : "no"] })
  /// }) { $0.tasks = try table.decode([Task].self) }
  /// ```
  public func expect(
    _ table: DataTable, seen: (State) -> DataTable, _ describe: (inout State) throws -> Void
  ) throws {
    try expect(describe) { values in
      ThenStepWords.lead(ScenarioLine.running, table: table, seen: seen(store.state), otherwise: values)
    }
  }

  /// ``expect(_:)``, its failure led by `lead` of what the user sees at the places that differ
  /// (each a dump, `—` where the user sees nothing).
  private func expect(_ describe: (inout State) throws -> Void, lead: ([String]) -> String?) throws {
    closeTrail()
    var expected = described
    try describe(&expected)
    // What the user sees equal to the described state leaves nothing this step describes to differ.
    guard expected != store.state else {
      described = expected
      return
    }
    var touched = structuralDifference(described, expected, writingAssignments: false)?.changes.map(\.path) ?? []
    touched += restated(by: describe).filter { !touched.contains($0) }
    let mismatches =
      touched.isEmpty ? [] : structuralDifference(expected, store.state, within: touched)?.changes ?? []
    guard mismatches.isEmpty else {
      throw StepFailure(
        ThenStepWords.heading(lead(mismatches.map { $0.actual.isEmpty ? "—" : $0.actual }))
          + "The state is not as this step expects:\n\n"
          + ValueDifference(changes: mismatches).rendered(
            expectedLabel: "expected by this step", actualLabel: "what the user sees",
            maxChanges: ValueDifference.defaultRenderedChangeLimit))
    }
    described = expected
  }

  /// The parts a `Then` step restates as described earlier though the user no longer sees them so:
  /// `describe` applied to what the user sees changes them. (Applied to the described state it
  /// changes nothing there, so without this a step saying "still warming up" about a lamp that
  /// has warmed up would pass, and only the next check would see the change.) Empty when
  /// `describe` cannot be applied to what the user sees (it unwraps a part the user does not see:
  /// the described state's diff already names that part).
  private func restated(by describe: (inout State) throws -> Void) -> [String] {
    let shown = store.state
    var claimed = shown
    guard (try? describe(&claimed)) != nil, claimed != shown else { return [] }
    return structuralDifference(shown, claimed, writingAssignments: false)?.changes.map(\.path) ?? []
  }

  /// `Then` an action of `casePath`'s case came back from an effect; it counts as described.
  /// Returns its payload.
  @discardableResult
  public func expectReceived<Value>(_ casePath: CasePath<Action, Value>) async throws -> Value {
    await absorbReceived()
    closeTrail()
    guard let index = undescribedActions.firstIndex(where: casePath.matches),
      let payload = casePath.extract(from: undescribedActions[index])
    else {
      throw StepFailure(
        ThenStepWords.heading(ThenStepWords.notReceived(ScenarioLine.running))
          + "No action of the expected kind came back from the effects.\n\n" + receivedSummary()
          + "\n\nIf it depends on time, advance the test clock in an earlier step.")
    }
    removeUndescribedAction(at: index)
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
    closeTrail()
    let payloads = undescribedActions.compactMap(casePath.extract(from:))
    for index in undescribedActions.indices.reversed() where casePath.matches(undescribedActions[index]) {
      removeUndescribedAction(at: index)
    }
    return payloads
  }

  /// `Then` `action` came back from an effect; it counts as described.
  public func expectReceived(_ action: Action) async throws where Action: Equatable {
    await absorbReceived()
    closeTrail()
    guard let index = undescribedActions.firstIndex(of: action) else {
      throw StepFailure(
        ThenStepWords.heading(ThenStepWords.notReceived(ScenarioLine.running))
          + "This action did not come back from the effects:\n\n\(Self.item(action))\n\n" + receivedSummary())
    }
    removeUndescribedAction(at: index)
  }

  /// `Then` the case `action` names, a case without payload (`.onAppear`), came back from an
  /// effect; it counts as described. For an `Action` that is not `Equatable`: a case with a
  /// payload is matched with its case path instead (`expectReceived(/Action.loaded)`).
  ///
  /// ```swift
  /// try await store.expectReceived(.onAppear)
  /// ```
  public func expectReceived(
    _ action: Action, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) async throws {
    try await expectReceived(CasePath(action, fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// Runs effects until idle and moves what they fed back into ``undescribedActions``.
  public func absorbReceived() async {
    await store.settle()
    // Most steps' effects feed nothing back: asked without an array of the store's `Action`.
    guard store.hasPendingReceivedActions else { return }
    let received = store.pendingReceivedActions
    undescribedActions += received
    undescribedActionSteps += repeatElement(ScenarioLine.running, count: received.count)
    await store.skipReceivedActions(strict: false)
  }

  // MARK: - ScenarioCheckpoint

  /// True when the store is idle (`TestStore.isIdle`: nothing in flight, queued, fed back or left
  /// to report) and the steps described everything: nothing came back within a block, the trail
  /// holds no change since it was last closed, no action waits to be described, and the described
  /// state is what the user sees. ``undescribed(_:)`` would then return nil and change nothing, and
  /// ``tearDown()`` would do nothing, so the runner asks neither (a plain scenario's checks then
  /// cost no `await`).
  public var isSettled: Bool {
    guard store.isIdle else { return false }
    let actions = store.reducedActionCount
    if describedAfter == actions {
      forgetComputedValueSteps()
      return true
    }
    let state = store.state
    guard cameBack.isEmpty, undescribedActions.isEmpty, trail.isClosed(at: state), described == state else {
      return false
    }
    describedAfter = actions
    trail.forgetEarlierBlocks()
    forgetComputedValueSteps()
    return true
  }

  public func undescribed(_ moment: CheckpointMoment) async -> String? {
    await absorbReceived()
    if moment == .endOfScenario {
      for send in sends where send.endsWithScenario { await send.task.cancel() }
      await absorbReceived()
    }
    closeTrail()
    var parts: [String] = []
    if !cameBack.isEmpty {
      parts.append(
        "What changed and came back within a block of When steps, so that no Then step after them can describe it:\n"
          + cameBack.map(\.rendered).joined(separator: "\n")
          + "\n\nThe user saw it. Describe it with a Then step between those When steps (after the step that changed it)."
      )
      cameBack.removeAll()
    }
    if let (diff, lines) = undescribedStateDifference() {
      parts.append(
        "State changes no Then step described:\n\n\(diff)"
          + ThenStepWords.computedValueNote(computedValueSteps, withGlue: lines != nil) + Self.describingGlue(lines))
    }
    if !undescribedActions.isEmpty {
      parts.append(
        "Actions that came back from effects and no Then step described:\n" + undescribedActionItems())
    }
    // Only the scenario's end asks what still runs: naming an effect describes its action.
    if moment == .endOfScenario, case let running = stillRunning(), !running.isEmpty {
      parts.append(
        "Effects still running at the end of the scenario:\n" + running.map { "  • \($0)" }.joined(separator: "\n"))
    }
    // Report each thing once: from here on, it counts as seen.
    described = store.state
    trail.forgetEarlierBlocks()
    forgetUndescribedActions()
    forgetComputedValueSteps()
    return parts.isEmpty ? nil : parts.joined(separator: "\n\n")
  }

  /// The effects still running, oldest send first, each with the scenario line of the step that
  /// sent the action and the code line that sent it:
  /// `"When I tap "Fact"" (Specs/Counter.feature:7): the effect started by send(.factButtonTapped) at CounterSteps.swift:12: waiting on …`.
  public func stillRunning() -> [String] {
    // Most scenarios end with every effect ended: nothing to name, no send to keep.
    guard store.hasInFlightEffects else {
      sends.removeAll()
      return []
    }
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
      : "Came back and not described yet:\n" + undescribedActionItems()
  }

  /// ``undescribedActions`` as a list, each with the step it came back during:
  ///
  /// ```
  ///   • .factResponse("3 is the number of wishes a genie grants.")
  ///     came back during "When I tap "Fact"" (Specs/Counter.feature:9)
  /// ```
  private func undescribedActionItems() -> String {
    zip(undescribedActions, undescribedActionSteps).map { action, step in
      Self.item(action) + (step.map { "\n    came back during \($0)" } ?? "")
    }.joined(separator: "\n")
  }

  private func removeUndescribedAction(at index: Int) {
    undescribedActions.remove(at: index)
    undescribedActionSteps.remove(at: index)
  }

  private func forgetUndescribedActions() {
    // Asked of the steps' list, whose type is not generic: most scenarios have none to forget.
    guard !undescribedActionSteps.isEmpty else { return }
    undescribedActions.removeAll()
    undescribedActionSteps.removeAll()
  }

  /// The parts of the state that changed since the steps last described them, as a diff whose
  /// summary lines name the steps that changed them, and the lines of an `expect` closure that
  /// describe them when Swift can write them all; nil when the steps described everything.
  private func undescribedStateDifference() -> (diff: String, lines: [String]?)? {
    // Equal states need no diff; one is made only to say what differs, and which steps did it.
    guard described != store.state, let difference = structuralDifference(described, store.state) else { return nil }
    let limit = ValueDifference.defaultRenderedChangeLimit
    let steps = trail.steps(thatChanged: difference.changes.prefix(limit).map(\.path))
    let diff = difference.rendered(
      expectedLabel: "described by the steps", actualLabel: "what the user sees", maxChanges: limit,
      notes: { steps[$0.path]?.rendered })
    return (diff, difference.assignments)
  }

  /// For the developer who writes the missing step: the `expect` that describes the changes, when
  /// Swift can write each of them (``ValueDifference/assignments``).
  private static func describingGlue(_ lines: [String]?) -> String {
    guard let lines else { return "" }
    return "\n\nIn a Then step's glue, this describes them:\n\n"
      + assertClosureListing("try store.expect", lines: lines)
  }

  private func forgetComputedValueSteps() {
    if !computedValueSteps.isEmpty { computedValueSteps.removeAll() }
  }

  /// Closes the trail of values where a step describes the state, keeping what came back.
  private func closeTrail() {
    let back = trail.close(at: store.state)
    if !back.isEmpty { cameBack += back }
  }

  /// An action as a list item, its dump over as many lines as it needs (``bulletItem(dumping:indent:)``).
  static func item(_ action: Action) -> String { bulletItem(dumping: action) }
}

/// `ScenarioStoreOf<CounterFeature>`: the scenario store of a feature.
public typealias ScenarioStoreOf<R: Reducer> = ScenarioStore<R.State, R.Action> where R.State: Equatable

extension ScenarioContext {
  /// Keeps `store` for later steps (`context.require(ScenarioStoreOf<Feature>.self)`). Its changes
  /// are part of the exhaustive check whether or not this is called: a store registers itself with
  /// the scenario it is made in. Inlinable, so a step library's build specialises it for its store.
  @inlinable
  public func start<State: Equatable, Action: Sendable>(_ store: ScenarioStore<State, Action>) {
    self[ScenarioStore<State, Action>.self] = store
    addCheckpoint(store)
  }
}
