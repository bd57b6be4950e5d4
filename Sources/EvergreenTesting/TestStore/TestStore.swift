@_spi(Harness) import Evergreen
import EvergreenReporting

/// Drives a feature's reducer in a test, step by step, and checks everything it does.
///
/// ```swift
/// @MainActor @Test("the fact for the count arrives after tapping")
/// func fact() async {
///   let store = TestStore(initialState: Counter.State()) {
///     Counter()
///   } withDependencies: {
///     $0.numberFact.fetch = { "\($0) is a good number" }
///   }
///   await store.send(.incrementTapped) { $0.count = 1 }
///   await store.send(.factTapped) { $0.isLoading = true }
///   await store.receive(/Counter.Action.factResponse, "1 is a good number") {
///     $0.isLoading = false
///     $0.fact = "1 is a good number"
///   }
///   await store.finish()
/// }
/// ```
///
/// By default the store is **exhaustive** (see ``Exhaustivity``): after every ``send(_:assert:fileID:filePath:line:column:)``
/// and `receive`, the `assert` closure turns a copy of the previous state into the expected one, and
/// any difference fails at that line with a diff. Every action an effect feeds back must be
/// received, and every effect must end (or be cancelled) by ``finish(fileID:filePath:line:column:)``,
/// or by the time the store is released.
///
/// **Deterministic without timeouts.** Effects run on the store's ``TestExecutor``; after each step
/// the store runs them until they are idle. So `receive` never waits: an action that is not there
/// yet will not come unless the test does something (advance a ``TestClock``, feed a stream), and
/// the failure says which effect waits on what.
@MainActor
public final class TestStore<State: Equatable, Action: Sendable>: Settling {
  /// The current state: every action sent and received so far has been reduced into it.
  public private(set) var state: State

  /// The dependencies reducers and effects read. Change them between steps to change what later
  /// effects see: `store.dependencies.searchClient.search = { _ in [] }`.
  public var dependencies: DependencyValues {
    get { currentDependencies }
    _modify {
      // Changing part of a test value is not a use of it (see `DependencyValues.changing`).
      var values = currentDependencies
      values.beginChanging()
      defer {
        values.endChanging()
        currentDependencies = values
      }
      yield &values
    }
    set { currentDependencies = newValue }
  }
  private var currentDependencies: DependencyValues

  /// Whether unasserted changes, unreceived actions and running effects fail the test.
  public var exhaustivity: Exhaustivity {
    get { tracker.state.withLock { $0.exhaustivity } }
    set { tracker.state.withLock { $0.exhaustivity = newValue } }
  }

  /// What a non-exhaustive store did not check, when ``exhaustivity`` is `.off(showSkippedAssertions: true)`.
  public internal(set) var skippedAssertions: [String] = []

  /// The executor every effect of this store runs on.
  public let executor: TestExecutor

  let reducer: (inout State, Action) -> Effect<Action>
  let tracker: EffectTracker
  /// Where effects hand over the actions they send, made when the store starts its first effect:
  /// a store whose actions start none (many a scenario's) never makes or frees one, which in code
  /// not specialised for the app's `Action` costs a look-up of each of its generic types.
  private(set) var effectInbox: ActionInbox<Action>?
  /// ``effectInbox``, made now if it was not yet: for the code that starts effects or takes in
  /// what they sent. Code that only asks whether something was sent reads ``effectInbox``.
  var inbox: ActionInbox<Action> {
    if let effectInbox { return effectInbox }
    let inbox = ActionInbox<Action>(tracker: tracker)
    effectInbox = inbox
    return inbox
  }
  /// What runs the store's effects, made with the first one (as ``effectInbox``): a store whose
  /// actions start none has nothing to run, cancel or wind down.
  private(set) var effectRuntime: EffectRuntime?
  /// ``effectRuntime``, made now if it was not yet.
  var runtime: EffectRuntime {
    if let effectRuntime { return effectRuntime }
    let runtime = EffectRuntime(executor: executor, hooks: tracker.hooks)
    effectRuntime = runtime
    return runtime
  }
  /// The state before and after each action in `inbox.received`, in the same order.
  var receivedStates: [(before: State, after: State)] = []
  /// How many actions the test sent; numbers each send's effects for its `TestStoreTask`.
  var sendCount: UInt64 = 0
  /// How many actions the store has reduced, sent by the test or fed back by effects: the state
  /// can change only with one, so a driver that looked at the state can tell whether it may have
  /// changed since (`specrun`'s scenario store does, to ask its settled checks only once).
  package private(set) var reducedActionCount = 0
  /// The shared values changed and not asserted yet.
  let sharedChanges: SharedChangeTracker

  /// Called after every action the store reduces, sent by the test or fed back by an effect, with
  /// the action and the state it made: a driver built on the store sees each state the user could
  /// have seen, not only the one a step ends with (`specrun`'s scenario store finds a change that
  /// came back within one block of `When` steps this way).
  ///
  /// ```swift
  /// var seen: [Int] = []
  /// store.afterEachAction = { _, state in seen.append(state.count) }
  /// await store.send(.incrementTapped) { $0.count = 1 }   // seen == [1]
  /// ```
  public var afterEachAction: ((_ action: Action, _ state: State) -> Void)?

  /// Where this store records the action cases it is sent and receives (see ``ActionRecording``).
  let recording = ActionRecording.forNewStore()

  /// Creates a store for `reducer`, starting at `initialState`.
  ///
  /// - Parameters:
  ///   - initialState: the state the test starts from.
  ///   - reducer: the feature under test (`{ Feature() }`).
  ///   - prepareDependencies: overrides the test values of dependencies (`{ $0.clock = clock }`).
  ///   - fileID: the file a failure is reported in; leave the default, the caller's file.
  ///   - filePath: the full path of that file, for XCTest; leave the default.
  ///   - line: the line a failure is reported at; leave the default.
  ///   - column: the column a failure is reported at; leave the default.
  public init<R: Reducer<State, Action>>(
    initialState: @autoclosure () -> State,
    @ReducerBuilder<State, Action> reducer: () -> R,
    withDependencies prepareDependencies: (inout DependencyValues) -> Void = { _ in },
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    var dependencies = DependencyValues.current
    dependencies.context = .test
    dependencies.changing(prepareDependencies)
    let sharedChanges = SharedChangeTracker()
    dependencies.sharedChangeTracker = sharedChanges
    self.sharedChanges = sharedChanges
    self.currentDependencies = dependencies
    let reducer = reducer()
    self.reducer = { reducer.reduce(into: &$0, action: $1) }
    self.state = DependencyValues.$current.withValue(dependencies) { initialState() }
    let executor = TestExecutor()
    self.executor = executor
    let tracker = EffectTracker(
      executor: executor, storeSite: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    self.tracker = tracker
    tracker.state.withLock { $0.settler = self }
  }

  /// Checked when the test lets go of the store without calling `finish()`: every action not
  /// received and every effect still running fails at the line that started it. This runs on the
  /// task that dropped the last reference (normally the test's own task, so Swift Testing sees the
  /// issues); failures that effects reported and nobody flushed yet are reported here too.
  deinit {
    Self.checkAtRelease(tracker: tracker, inbox: effectInbox, runtime: effectRuntime)
  }

  /// Runs effects until they are idle: queued jobs, then the actions they sent, then one main-actor
  /// round trip while any effect is still in flight (see ``TestExecutor/settle(processing:inFlight:progress:)``).
  public func settle() async {
    await executor.settle(
      processing: processDeliveries,
      inFlight: { tracker.inFlightCount },
      progress: { tracker.progress })
  }

  /// Reduces every action effects sent since the last call, then lets each sender continue.
  private func processDeliveries() -> Int {
    // Most rounds find nothing sent: answered before touching the generic deliveries.
    effectInbox?.hasDeliveries == true ? reduceDeliveries() : 0
  }

  /// ``processDeliveries()`` when something was sent: kept out of line, so the usual empty round
  /// looks up none of the generic types this needs.
  @inline(never)
  private func reduceDeliveries() -> Int {
    let deliveries = inbox.takeDeliveries()
    for delivery in deliveries {
      reduceFedBack(delivery.action, from: delivery.origin)
      delivery.continuation.resume()
    }
    return deliveries.count
  }

  /// Reduces an action an effect fed back, queues it for `receive`, and starts its effects.
  func reduceFedBack(_ action: Action, from origin: EffectOrigin?) {
    let before = state
    let effect = reduce(action)
    recording?.record(action, direction: .received)
    inbox.appendReceived(.init(action: action, origin: origin))
    receivedStates.append((before, state))
    start(effect, origin: (origin ?? .unnamed("(unknown)", at: tracker.storeSite)).fedBack(action))
  }

  /// Runs the reducer with the store's dependencies.
  func reduce(_ action: Action) -> Effect<Action> {
    let effect = DependencyValues.$current.withValue(dependencies) { reducer(&state, action) }
    reducedActionCount += 1
    afterEachAction?(action, state)
    return effect
  }

  /// Starts `effect`'s tasks on the test executor, and reduces its immediate `.send` actions, which
  /// the test receives like any other fed-back action.
  func start(_ effect: Effect<Action>, origin makeOrigin: @autoclosure () -> EffectOrigin) {
    guard !effect.operations.isEmpty else { return }
    let origin = makeOrigin()
    let tagged = Self.tagging(effect, withSend: origin.sendNumber)
    let immediate = DependencyValues.$current.withValue(dependencies) {
      tracker.starting(origin) { runtime.start(tagged, send: inbox.send) }
    }
    for action in immediate { reduceFedBack(action, from: origin) }
  }
}
