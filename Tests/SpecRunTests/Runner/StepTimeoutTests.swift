import SpecRun
import Testing

/// Something a step can wait on that only the test opens: a step waiting here never returns by
/// itself and ignores cancellation.
@MainActor
final class Gate {
  private var waiters: [CheckedContinuation<Void, Never>] = []

  func wait() async { await withCheckedContinuation { waiters.append($0) } }

  /// `library` with the step "I wait for the gate", which waits here until ``open()``.
  func steps(adding library: StepLibrary) -> StepLibrary {
    var steps = library
    steps.when("I wait for the gate") { _ in await self.wait() }
    return steps
  }

  /// Lets every waiting step go on (so nothing is left hanging when the test ends).
  func open() {
    for waiter in waiters { waiter.resume() }
    waiters.removeAll()
  }
}

@MainActor
@Suite("A step that does not finish fails after --step-timeout, and the run goes on")
struct StepTimeoutTests {
  static let feature = """
    Feature: Waiting

      Scenario: Stuck
        Given an empty basket
        When I wait for the gate
        Then the basket holds 0 plums

      Scenario: Next
        Given an empty basket
        When I add 1 plums
        Then the basket holds 1 plums
    """

  @Test(
    "a step that never returns and ignores cancellation fails, naming its text and line; the After hooks and the next scenario run"
  )
  func stuckStep() async throws {
    let gate = Gate()
    defer { gate.open() }
    var library = gate.steps(adding: BasketSteps.library)
    let seen = HookSightings()
    library.after { context in seen.lines.append("\(context.scenarioName): \(context.scenarioStatus)") }
    let folder = try FeatureFolder(["w.feature": Self.feature])
    let (outcome, query) = await SpecRunnerTests().replay([folder.path()], library) {
      $0.stepTimeout = .milliseconds(200)
    }
    #expect(outcome.exitCode == 1)
    let statuses = SpecRunnerTests().statuses(query)
    #expect(statuses["Stuck"] == [.passed, .failed, .skipped, .skipped, .passed])
    #expect(statuses["Next"] == [.passed, .passed, .passed, .passed, .passed])
    #expect(seen.lines == ["Stuck: failed", "Next: passed"])
    let failure = query.envelopes.compactMap(\.testStepFinished).map(\.testStepResult).first { $0.status == .failed }
    let message = try #require(failure?.message)
    #expect(
      message.hasPrefix(
        "The step \"When I wait for the gate\" (\(folder.path("w.feature")):5) did not finish within 0.2 seconds (--step-timeout), so it failed; the run goes on without waiting for it."
      ))
    #expect(message.contains("step definition at SpecRunTests/StepTimeoutTests.swift:"))
    #expect(failure?.exception?.type == "StepTimeout")
  }

  @Test("under --parallel 2 a step that never returns still fails by name, and the scenario beside it passes")
  func stuckStepInParallel() async throws {
    let gate = Gate()
    defer { gate.open() }
    let library = gate.steps(adding: BasketSteps.library)
    let folder = try FeatureFolder(["w.feature": Self.feature])
    let (outcome, query) = await SpecRunnerTests().replay([folder.path()], library) {
      $0.stepTimeout = .milliseconds(200)
      $0.parallel = 2
    }
    #expect(outcome.exitCode == 1)
    let statuses = SpecRunnerTests().statuses(query)
    #expect(statuses["Stuck"] == [.passed, .failed, .skipped, .skipped])
    #expect(statuses["Next"] == [.passed, .passed, .passed, .passed])
    let failure = query.envelopes.compactMap(\.testStepFinished).map(\.testStepResult).first { $0.status == .failed }
    #expect(
      failure?.message?.hasPrefix(
        "The step \"When I wait for the gate\" (\(folder.path("w.feature")):5) did not finish within 0.2 seconds (--step-timeout), so it failed;"
      ) == true)
    #expect(failure?.exception?.type == "StepTimeout")
  }

  @Test(
    "a step that stops when cancelled fails by its time-out, naming it, not by the cancellation that stopped it",
    arguments: [1, 2])
  func cancellableStep(parallel: Int) async throws {
    var library = BasketSteps.library
    library.when("I wait an hour") { _ in try await Task.sleep(for: .seconds(3_600)) }
    let scenarios = (1...4).map { "  Scenario: Waiting \($0)\n    Given an empty basket\n    When I wait an hour\n" }
    let folder = try FeatureFolder(["w.feature": "Feature: Waiting\n" + scenarios.joined()])
    let (_, query) = await SpecRunnerTests().replay([folder.path()], library) {
      $0.stepTimeout = .milliseconds(100)
      $0.parallel = parallel
    }
    let failures = query.envelopes.compactMap(\.testStepFinished).map(\.testStepResult).filter { $0.status == .failed }
    #expect(failures.count == 4)
    for failure in failures {
      #expect(failure.message?.hasPrefix("The step \"When I wait an hour\"") == true, "\(failure.message ?? "")")
      #expect(failure.exception?.type == "StepTimeout")
    }
  }

  @Test(
    "a step that times out while a scenario store's effects run names each effect, with the scenario line and the code line that started it"
  )
  func stuckWithEffects() async throws {
    let gate = Gate()
    defer { gate.open() }
    let library = gate.steps(adding: StopwatchSteps.library)
    let folder = try FeatureFolder([
      "s.feature":
        "Feature: S\n  Scenario: Stuck\n    Given a stopwatch\n    When I start it\n    And I wait for the gate\n"
    ])
    // Ten seconds, not less: the stopwatch's effect runs on Swift concurrency's shared threads,
    // which the heavier tests of a whole `swift test` keep busy for seconds on a two-core machine;
    // only the gate step, which never returns, may run out of time here.
    let (_, query) = await SpecRunnerTests().replay([folder.path()], library) { $0.stepTimeout = .seconds(10) }
    let failure = query.envelopes.compactMap(\.testStepFinished).map(\.testStepResult).first { $0.status == .failed }
    let message = try #require(failure?.message)
    #expect(message.hasPrefix("The step \"And I wait for the gate\" (\(folder.path("s.feature")):5) did not finish"))
    #expect(
      message.contains(
        "What its scenario's effects are still waiting on:\n  • \"When I start it\" (\(folder.path("s.feature")):4): the effect started by send(.start) at SpecRunTests/Stopwatch.swift:\(StopwatchSteps.sendLine): waiting on something outside the test's control"
      ))
  }

  @Test("a hook that never returns fails after the step timeout, naming the hook and where it is defined")
  func stuckHook() async throws {
    let gate = Gate()
    defer { gate.open() }
    var library = BasketSteps.library
    let hookLine = #line + 1
    library.before(name: "open the shop") { _ in await gate.wait() }
    let folder = try FeatureFolder(["w.feature": Self.feature])
    let (_, query) = await SpecRunnerTests().replay([folder.path()], library) {
      $0.stepTimeout = .milliseconds(200)
      $0.namePatterns = ["Next"]
    }
    #expect(SpecRunnerTests().statuses(query)["Next"] == [.failed, .skipped, .skipped, .skipped, .skipped])
    let failure = query.envelopes.compactMap(\.testStepFinished).map(\.testStepResult).first { $0.status == .failed }
    #expect(
      failure?.message?.hasPrefix(
        "The Before hook \"open the shop\" (SpecRunTests/StepTimeoutTests.swift:\(hookLine)) did not finish within 0.2 seconds (--step-timeout), so it failed;"
      ) == true)
  }

  @Test("a BeforeAll hook that never returns fails the run after the step timeout, naming the hook; no scenario runs")
  func stuckRunHook() async throws {
    let gate = Gate()
    defer { gate.open() }
    var library = BasketSteps.library
    library.beforeAll(name: "start the shop") { await gate.wait() }
    let folder = try FeatureFolder(["w.feature": Self.feature])
    let (outcome, query) = await SpecRunnerTests().replay([folder.path()], library) {
      $0.stepTimeout = .milliseconds(200)
    }
    #expect(outcome.exitCode == 1)
    #expect(query.testCasesStarted.isEmpty)
    let result = query.envelopes.compactMap(\.testRunHookFinished).first?.result
    #expect(result?.status == .failed)
    #expect(
      result?.message?.hasPrefix("The BeforeAll hook \"start the shop\" (SpecRunTests/StepTimeoutTests.swift:") == true)
  }

  @Test(
    "a scenario whose clean-up never finishes keeps its result once the step timeout has passed, and the next scenario runs"
  )
  func stuckCleanUp() async throws {
    let gate = Gate()
    defer { gate.open() }
    var library = BasketSteps.library
    library.given("a checkpoint that never stops") { context in context.addCheckpoint(NeverStops(gate: gate)) }
    let folder = try FeatureFolder([
      "w.feature": """
      Feature: Cleaning up

        Scenario: Stuck
          Given a checkpoint that never stops

        Scenario: Next
          Given an empty basket
      """
    ])
    // A second, not less: tests running beside this one may hold the main actor for half a
    // second, and the "Next" scenario's own step must not run out of time while it waits.
    let (outcome, query) = await SpecRunnerTests().replay([folder.path()], library) {
      $0.stepTimeout = .seconds(1)
    }
    let statuses = SpecRunnerTests().statuses(query)
    #expect(statuses["Stuck"]?.first == .passed)
    #expect(statuses["Next"]?.first == .passed)
    #expect(query.envelopes.compactMap(\.testCaseFinished).count == 2)
    let failures = query.envelopes.compactMap(\.testStepFinished).compactMap(\.testStepResult.message)
    #expect(outcome.exitCode == 0, "failures: \(failures)")
  }

  @Test("a quick step kept waiting while another scenario holds the main actor is not failed for the time it waited")
  func timeNothingCouldRunIsGivenBack() async throws {
    var library = BasketSteps.library
    library.when("I hold the main actor for half a second") { _ in
      let start = ContinuousClock.now
      while ContinuousClock.now - start < .milliseconds(500) {}
    }
    library.when("I wait a moment") { _ in try await Task.sleep(for: .milliseconds(20)) }
    let folder = try FeatureFolder([
      "w.feature": """
      Feature: Sharing the main actor

        Scenario: Waiting
          When I wait a moment
          And I wait a moment

        Scenario: Holding
          When I hold the main actor for half a second
      """
    ])
    let (outcome, query) = await SpecRunnerTests().replay([folder.path()], library) {
      $0.stepTimeout = .milliseconds(200)
      $0.parallel = 2
    }
    let failures = query.envelopes.compactMap(\.testStepFinished).compactMap(\.testStepResult.message)
    #expect(outcome.exitCode == 0, "\(failures)")
  }

  /// Steps that keep the main actor busy without awaiting, 40 ms each: 120 ms in all, more than
  /// the 100 ms step timeout of the tests below, though each keeps well within it. The holds are
  /// kept short because the main actor is the whole test process's: a longer hold made other
  /// suites' steps, which run beside these with step timeouts of 200 ms, run out of time.
  static func holdingSteps() -> StepLibrary {
    var library = StepLibrary()
    library.given("I hold the main actor for {int} ms") { (_, milliseconds: Int) in
      let start = ContinuousClock.now
      while ContinuousClock.now - start < .milliseconds(milliseconds) {}
    }
    library.then("I wait a moment") { _ in try await Task.sleep(for: .milliseconds(10)) }
    return library
  }

  @Test("a step that awaits after steps that did not has its whole time, however long those took together")
  func awaitingAfterSteps() async throws {
    let folder = try FeatureFolder([
      "w.feature": """
      Feature: Holding, then waiting

        Scenario: Held
          Given I hold the main actor for 40 ms
          And I hold the main actor for 40 ms
          And I hold the main actor for 40 ms
          Then I wait a moment
      """
    ])
    let (outcome, query) = await SpecRunnerTests().replay([folder.path()], Self.holdingSteps()) {
      $0.stepTimeout = .milliseconds(100)
    }
    let failures = query.envelopes.compactMap(\.testStepFinished).compactMap(\.testStepResult.message)
    #expect(outcome.exitCode == 0, "\(failures)")
    #expect(SpecRunnerTests().statuses(query)["Held"] == [.passed, .passed, .passed, .passed, .passed])
  }

  @Test("stopping what a scenario left running after steps that did not await has the whole step time")
  func cleanUpAfterSteps() async throws {
    var library = Self.holdingSteps()
    let stopped = StopsAfterAMoment()
    library.given("a checkpoint that stops after a moment") { context in context.addCheckpoint(stopped) }
    let folder = try FeatureFolder([
      "w.feature": """
      Feature: Waiting, holding, then cleaning up

        @non-exhaustive
        Scenario: Held
          Given a checkpoint that stops after a moment
          Then I wait a moment
          Given I hold the main actor for 40 ms
          And I hold the main actor for 40 ms
          And I hold the main actor for 40 ms
      """
    ])
    let (outcome, _) = await SpecRunnerTests().replay([folder.path()], library) {
      $0.stepTimeout = .milliseconds(100)
    }
    #expect(outcome.exitCode == 0)
    #expect(stopped.hasStopped)
  }

  @Test("the steps and hooks of a scenario share one task, as a store made in one step expects of the later ones")
  func oneTaskPerScenario() async throws {
    var library = BasketSteps.library
    let seen = HookSightings()
    func note(_ who: String) { seen.lines.append("\(who) \(withUnsafeCurrentTask { $0?.hashValue } ?? 0)") }
    library.before { _ in note("before") }
    library.afterStep { _ in note("afterStep") }
    library.after { _ in note("after") }
    let folder = try FeatureFolder(["w.feature": Self.feature])
    _ = await SpecRunnerTests().replay([folder.path()], library) { $0.namePatterns = ["Next"] }
    let tasks = Set(seen.lines.map { $0.split(separator: " ")[1] })
    #expect(seen.lines.count == 5)
    #expect(tasks.count == 1)
  }

  @Test("--step-timeout takes seconds, whole or decimal, and is 60 by default")
  func commandLine() throws {
    #expect(RunOptions().stepTimeout == .seconds(60))
    var options = RunOptions()
    options.stepTimeout = .milliseconds(250)
    #expect(try RunCommand.parse(["--step-timeout", "0.25"]) == .run(RunRequest(options: options)))
    options.stepTimeout = .seconds(120)
    #expect(try RunCommand.parse(["--step-timeout=120"]) == .run(RunRequest(options: options)))
    #expect(Usage.text.contains("--step-timeout SECONDS"))
  }

  @Test(
    "a step timeout that is not a number of seconds from a millisecond to a day is refused, with an example",
    arguments: ["0", "-1", "soon", "inf", "nan", "100000", "1e-300", "0.0009"])
  func refused(value: String) {
    #expect(
      throws: UsageError(
        "specrun: --step-timeout takes a number of seconds from 0.001 (a millisecond) to 86400 (e.g. --step-timeout 120, or 0.5), not '\(value)'."
      )
    ) {
      try RunCommand.parse(["--step-timeout", value])
    }
  }

  @Test("--step-timeout without a value says how to give one")
  func missingValue() {
    #expect(throws: UsageError("specrun: --step-timeout needs a value. Example: --step-timeout 120.")) {
      try RunCommand.parse(["--step-timeout"])
    }
  }
}

/// A checkpoint whose clean-up waits on a gate that only the test opens.
@MainActor
private final class NeverStops: ScenarioCheckpoint {
  let gate: Gate
  init(gate: Gate) { self.gate = gate }
  func undescribed(_ moment: CheckpointMoment) async -> String? { nil }
  func tearDown() async { await gate.wait() }
}

/// A checkpoint whose clean-up takes a moment, and says whether it got to its end (a clean-up cut
/// short by the step timeout is cancelled in its sleep).
@MainActor
private final class StopsAfterAMoment: ScenarioCheckpoint {
  private(set) var hasStopped = false
  func undescribed(_ moment: CheckpointMoment) async -> String? { nil }
  func tearDown() async {
    do {
      try await Task.sleep(for: .milliseconds(20))
      hasStopped = true
    } catch {}
  }
}
