import CucumberMessages
import SpecRun
import Testing

@MainActor
@Suite("Exhaustive scenarios report where they fail: an after-scenario check of its own")
struct EveryChangeDescribedTests {
  static let checkName = "Evergreen: every change described"

  /// Each finished step or hook of the only scenario: its name (the step's text or the hook's
  /// name), its status and its message.
  func results(_ query: MessageQuery) -> [(name: String, status: Messages.TestStepResultStatus, message: String?)] {
    guard let started = query.testCasesStarted.first else { return [] }
    return query.stepsFinished(of: started).map { finished, step in
      let name = query.pickleStep(of: step)?.text ?? step.hookId.flatMap { query.hooks[$0]?.name } ?? "hook"
      return (name, finished.testStepResult.status, finished.testStepResult.message)
    }
  }

  @Test("a change undescribed at the end fails the after-scenario check, and the last step keeps its own pass")
  func endOfScenario() async throws {
    let folder = try FeatureFolder([
      "e.feature": """
      Feature: E
        Scenario: Figs nobody mentions
          Given an empty basket
          When I add 1 plums
          And I add 2 figs
          Then the basket holds 1 plums
      """
    ])
    let (outcome, query) = await SpecRunnerTests().replay([folder.path()])
    #expect(outcome.exitCode == 1)
    let results = results(query)
    #expect(
      results.map(\.name) == [
        "an empty basket", "I add 1 plums", "I add 2 figs", "the basket holds 1 plums", Self.checkName,
      ])
    #expect(results.map(\.status) == [.passed, .passed, .passed, .passed, .failed])
    #expect(
      results.last?.message
        == "At the end of the scenario, what the steps did was not all described by a Then step:\n\nthe basket's figs changed\n\nDescribe it with a Then step, or tag the scenario @non-exhaustive if these details do not matter here."
    )
    let pretty = PrettyFormatter().format(query)
    #expect(
      pretty.contains("✔ Then the basket holds 1 plums\n    ✘ \(Self.checkName)\n        At the end of the scenario"))
  }

  @Test("the check is announced as an After hook, with where it is written and the tags it runs for")
  func announced() async throws {
    let folder = try FeatureFolder(["e.feature": "Feature: E\n  Scenario: S\n    Given an empty basket\n"])
    let (_, query) = await SpecRunnerTests().replay([folder.path()])
    let hook = try #require(query.hooks.values.first { $0.name == Self.checkName })
    #expect(hook.type == "AFTER_TEST_CASE")
    #expect(hook.sourceReference.uri?.hasSuffix("EveryChangeDescribed.swift") == true)
    #expect(hook.tagExpression?.contains("@non-exhaustive") == true)
  }

  @Test("a scenario tagged @non-exhaustive has no check, and a library can leave the check out altogether")
  func leftOut() async throws {
    let folder = try FeatureFolder([
      "e.feature":
        "Feature: E\n  @non-exhaustive\n  Scenario: Relaxed\n    Given an empty basket\n    When I add 2 figs\n"
    ])
    let (relaxed, query) = await SpecRunnerTests().replay([folder.path()])
    #expect(relaxed.exitCode == 0)
    #expect(results(query).map(\.name) == ["an empty basket", "I add 2 figs"])
    var library = BasketSteps.library
    library.checksEveryChangeDescribed = false
    let plain = try FeatureFolder([
      "p.feature": "Feature: P\n  Scenario: Plain\n    Given an empty basket\n    When I add 2 figs\n"
    ])
    let (outcome, plainQuery) = await SpecRunnerTests().replay([plain.path()], library)
    #expect(outcome.exitCode == 0)
    #expect(plainQuery.hooks.values.allSatisfy { $0.name != Self.checkName })
    #expect(results(plainQuery).map(\.name) == ["an empty basket", "I add 2 figs"])
  }

  @Test("a change undescribed before a When that follows a Then fails that When before it runs")
  func beforeTheNextAction() async throws {
    let folder = try FeatureFolder([
      "e.feature": """
      Feature: E
        Scenario: Figs before plums
          Given an empty basket
          When I add 2 figs
          And I add 1 plums
          Then the basket holds 1 plums
          When I add 1 plums
          Then the basket holds 2 plums
      """
    ])
    let (_, query) = await SpecRunnerTests().replay([folder.path()])
    let results = results(query)
    #expect(results.map(\.status) == [.passed, .passed, .passed, .passed, .failed, .skipped, .skipped])
    #expect(
      results[4].message?.hasPrefix(
        "Before this step, what earlier steps did was not all described by a Then step:\n\nthe basket's figs changed")
        == true)
  }

  @Test("consecutive When steps are one block: what the first changed may be described after the last")
  func whenBlock() async throws {
    let folder = try FeatureFolder([
      "e.feature": """
      Feature: E
        Scenario: Two additions, then what the basket holds
          Given an empty basket
          When I add 2 figs
          And I add 1 plums
          Then the basket holds 2 figs
          And the basket holds 1 plums
      """
    ])
    let (outcome, query) = await SpecRunnerTests().replay([folder.path()])
    #expect(outcome.exitCode == 0)
    #expect(results(query).map(\.status).allSatisfy { $0 == .passed })
  }

  @Test("an After hook sees the check's failure in the scenario's status and failure message")
  func afterHookSeesTheCheck() async throws {
    var library = BasketSteps.library
    let seen = HookSightings()
    library.after { context in
      seen.lines.append("\(context.scenarioStatus): \(context.failureMessage?.prefix(42) ?? "-")")
    }
    let folder = try FeatureFolder([
      "e.feature": "Feature: E\n  Scenario: S\n    Given an empty basket\n    When I add 2 figs\n"
    ])
    _ = await SpecRunnerTests().replay([folder.path()], library)
    #expect(seen.lines == ["failed: At the end of the scenario, what the steps"])
  }

  @Test("an effect left running is named by the scenario line that started it and the code line")
  func runningEffectNamesItsScenarioLine() async throws {
    let folder = try FeatureFolder([
      "s.feature":
        "Feature: S\n  Scenario: Left running\n    Given a stopwatch\n    When I start it\n    Then it runs\n"
    ])
    let (_, query) = await SpecRunnerTests().replay([folder.path()], StopwatchSteps.library)
    let check = try #require(results(query).last)
    #expect(check.name == Self.checkName)
    #expect(
      check.message?.contains(
        "Effects still running at the end of the scenario:\n  • \"When I start it\" (\(folder.path("s.feature")):4): the effect started by send(.start) at SpecRunTests/Stopwatch.swift:\(StopwatchSteps.sendLine): waiting on"
      ) == true)
  }
}
