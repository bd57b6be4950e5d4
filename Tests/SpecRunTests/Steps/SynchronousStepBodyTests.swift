import CucumberMessages
import EvergreenReporting
import Testing

@testable import SpecRun

/// A step closure that never awaits is kept synchronous and called as a plain function; one that
/// awaits is kept asynchronous. Either kind sees what a step sees (its scenario's context and
/// line, the issue collector) and fails the same way.
@MainActor
@Suite("A step closure that never awaits runs as a plain function, seeing what any step sees")
struct SynchronousStepBodyTests {
  @Test("a closure without await is kept synchronous, and one with await asynchronous, for every keyword and arity")
  func keptAsWritten() {
    var steps = StepLibrary()
    steps.given("plain {int}") { (context, number: Int) in context[Int.self] = number }
    steps.given("plain") { context in context[Int.self] = 0 }
    steps.when("plain {int}") { (_, _: Int) in }
    steps.when("plain") { _ in }
    steps.then("plain {int} {word}") { (_, _: Int, _: String) in }
    steps.then("plain") { _ in throw StepFailure("no") }
    steps.step("plain {int}") { (_, _: Int) in }
    steps.step("plain") { _ in }
    steps.given("waiting {int}") { (_, _: Int) in await Task.yield() }
    steps.given("waiting") { _ in await Task.yield() }
    steps.when("waiting {int}") { (_, _: Int) in try await Task.sleep(for: .zero) }
    steps.when("waiting") { _ in await Task.yield() }
    steps.then("waiting {int}") { (_, _: Int) in await Task.yield() }
    steps.then("waiting") { _ in await Task.yield() }
    steps.step("waiting {int}") { (_, _: Int) in await Task.yield() }
    steps.step("waiting") { _ in await Task.yield() }
    let kinds = steps.definitions.map { "\($0.pattern): \($0.body.isSynchronous ? "sync" : "async")" }
    #expect(steps.definitionErrors.isEmpty)
    #expect(
      kinds == [
        "plain {int}: sync", "plain: sync", "plain {int}: sync", "plain: sync", "plain {int} {word}: sync",
        "plain: sync", "plain {int}: sync", "plain: sync",
        "waiting {int}: async", "waiting: async", "waiting {int}: async", "waiting: async", "waiting {int}: async",
        "waiting: async", "waiting {int}: async", "waiting: async",
      ])
  }

  static let feature = """
    Feature: Plain steps

      Scenario: Seeing
        Given a plain step at 3
        When I look around
        Then I complain
        And I look around

      Scenario: Throwing
        Given a plain step at 4
        Then it throws
    """

  @Test("a synchronous step sees its scenario's context and line, its issues and throws fail it, and the rest skip")
  func seesWhatAnyStepSees() async throws {
    var library = StepLibrary()
    library.checksEveryChangeDescribed = false
    let seen = HookSightings()
    library.given("a plain step at {int}") { (context, number: Int) in context[Int.self] = number }
    library.when("I look around") { context in
      let line = ScenarioLine.running.map { "\($0.line)" } ?? "no line"
      let current = ScenarioContext.current === context ? "current" : "not current"
      seen.lines.append("\(context.scenarioName) \(context[Int.self] ?? 0) \(context.stepText) \(line) \(current)")
    }
    let issueLine = #line + 1
    library.then("I complain") { _ in reportIssue("Too plain.") }
    library.then("it throws") { _ in throw StepFailure("Thrown.") }
    let asynchronous = library.definitions.filter { !$0.body.isSynchronous }.map(\.pattern)
    #expect(asynchronous.isEmpty)
    let folder = try FeatureFolder(["plain.feature": Self.feature])
    let (outcome, query) = await SpecRunnerTests().replay([folder.path()], library)
    #expect(outcome.exitCode == 1)
    #expect(seen.lines == ["Seeing 3 I look around 5 current"])
    let statuses = SpecRunnerTests().statuses(query)
    #expect(statuses["Seeing"] == [.passed, .passed, .failed, .skipped])
    #expect(statuses["Throwing"] == [.passed, .failed])
    let messages = query.envelopes.compactMap(\.testStepFinished).compactMap(\.testStepResult.message)
    #expect(messages == ["Too plain.\n(at SpecRunTests/SynchronousStepBodyTests.swift:\(issueLine))", "Thrown."])
  }

  @Test("synchronous and asynchronous steps and step hooks run in the order written, each hook seeing its step")
  func mixedWithHooksAndWaitingSteps() async throws {
    var library = StepLibrary()
    library.checksEveryChangeDescribed = false
    let seen = HookSightings()
    library.given("a plain step at {int}") { (context, number: Int) in seen.lines.append("given \(number)") }
    library.when("I look around") { _ in
      await Task.yield()
      seen.lines.append("when")
    }
    library.then("I complain") { _ in seen.lines.append("then") }
    library.then("it throws") { _ in throw StepFailure("Thrown.") }
    library.beforeStep { context in seen.lines.append("before \(context.stepText)") }
    library.afterStep { context in seen.lines.append("after \(context.stepStatus.map { "\($0)" } ?? "?")") }
    let folder = try FeatureFolder(["plain.feature": Self.feature])
    let (_, query) = await SpecRunnerTests().replay([folder.path()], library) { $0.namePatterns = ["Seeing"] }
    #expect(
      seen.lines == [
        "before a plain step at 3", "given 3", "after passed", "before I look around", "when", "after passed",
        "before I complain", "then", "after passed", "before I look around", "when", "after passed",
      ])
    #expect(SpecRunnerTests().statuses(query)["Seeing"] == [.passed, .passed, .passed, .passed])
  }

  @Test(
    "a scenario whose steps await in the middle runs its steps in order in one task, each seeing its context and failing alone"
  )
  func awaitingInTheMiddle() async throws {
    var library = StepLibrary()
    library.checksEveryChangeDescribed = false
    let seen = HookSightings()
    func note(_ who: String, _ context: ScenarioContext) {
      let task = withUnsafeCurrentTask { $0?.hashValue } ?? 0
      seen.lines.append("\(who) \(ScenarioContext.current === context) \(ScenarioLine.running?.line ?? 0) \(task)")
    }
    library.given("a plain step at {int}") { (context, _: Int) in note("plain", context) }
    library.when("I look around") { context in
      await Task.yield()
      note("waiting", context)
    }
    let issueLine = #line + 3
    library.then("I complain") { context in
      note("complaining", context)
      reportIssue("Too plain.")
    }
    let folder = try FeatureFolder(["plain.feature": Self.feature])
    let (_, query) = await SpecRunnerTests().replay([folder.path()], library) { $0.namePatterns = ["Seeing"] }
    let task = seen.lines.first?.split(separator: " ").last.map(String.init) ?? "?"
    #expect(seen.lines == ["plain true 4 \(task)", "waiting true 5 \(task)", "complaining true 6 \(task)"])
    #expect(SpecRunnerTests().statuses(query)["Seeing"] == [.passed, .passed, .failed, .skipped])
    let messages = query.envelopes.compactMap(\.testStepFinished).compactMap(\.testStepResult.message)
    #expect(messages == ["Too plain.\n(at SpecRunTests/SynchronousStepBodyTests.swift:\(issueLine))"])
  }

  static let lateIssueFeature = """
    Feature: Late issues

      Scenario: An effect reports later
        Given a plain step starts an effect
        When an awaiting step waits for it
    """

  @Test("an issue that an effect of a synchronous step reports while a later awaiting step runs fails that step")
  func effectOfSynchronousStepReportsIntoLaterAwaitingStep() async throws {
    var library = StepLibrary()
    library.checksEveryChangeDescribed = false
    let seen = HookSightings()
    let issueLine = #line + 4
    library.given("a plain step starts an effect") { _ in
      Task { @MainActor in
        await Task.yield()
        reportIssue("Reported late.")
        seen.lines.append("reported")
      }
    }
    library.when("an awaiting step waits for it") { _ in
      while seen.lines.isEmpty { await Task.yield() }
    }
    let folder = try FeatureFolder(["late.feature": Self.lateIssueFeature])
    let (_, query) = await SpecRunnerTests().replay([folder.path()], library)
    #expect(SpecRunnerTests().statuses(query)["An effect reports later"] == [.passed, .failed])
    let messages = query.envelopes.compactMap(\.testStepFinished).compactMap(\.testStepResult.message)
    #expect(messages == ["Reported late.\n(at SpecRunTests/SynchronousStepBodyTests.swift:\(issueLine))"])
  }
}
