import SpecRun
import Testing

/// What hooks saw, kept by the test that wrote them.
@MainActor
final class HookSightings {
  var lines: [String] = []
}

@MainActor
@Suite("Hooks see how the scenario and the step went")
struct HookResultTests {
  static let feature = """
    Feature: Shopping

      Scenario: Adding too few pears
        Given an empty basket
        When I add 1 pears
        Then the basket holds 2 pears
        And the basket holds 1 pears

      Scenario: Adding apples
        Given an empty basket
        When I add 3 apples
        Then the basket holds 3 apples
    """

  @Test("an After hook reads the scenario's status and the failure message, to attach diagnostics when it failed")
  func afterHookSeesTheFailure() async throws {
    var library = BasketSteps.library
    let seen = HookSightings()
    library.after { context in
      seen.lines.append("\(context.scenarioName): \(context.scenarioStatus) \(context.failureMessage ?? "-")")
      if context.scenarioStatus == .failed, let basket = context[Basket.self] {
        context.attach("basket at the failure: \(basket.items)")
      }
    }
    let folder = try FeatureFolder(["shop.feature": Self.feature])
    let (_, query) = await SpecRunnerTests().replay([folder.path()], library)
    #expect(
      seen.lines == [
        "Adding too few pears: failed expected 2 pears, the basket holds 1",
        "Adding apples: passed -",
      ])
    #expect(query.envelopes.compactMap(\.attachment).map(\.body) == ["basket at the failure: [\"pears\": 1]"])
  }

  @Test("an After hook sees undefined and pending scenarios as such")
  func afterHookSeesUndefinedAndPending() async throws {
    var library = BasketSteps.library
    let seen = HookSightings()
    library.after { context in seen.lines.append("\(context.scenarioStatus) \(context.failureMessage ?? "-")") }
    let folder = try FeatureFolder([
      "a.feature": "Feature: A\n  Scenario: Unwired\n    Given nobody wrote this step\n",
      "b.feature": "Feature: B\n  Scenario: Receipt\n    Given an empty basket\n    Then the receipt is printed\n",
    ])
    _ = await SpecRunnerTests().replay([folder.path()], library)
    #expect(seen.lines == ["undefined -", "pending printer not wired yet"])
  }

  @Test("an After hook sees a failure of an earlier After hook")
  func laterAfterHookSeesEarlierHookFailure() async throws {
    var library = BasketSteps.library
    let seen = HookSightings()
    library.after { context in seen.lines.append("\(context.scenarioStatus) \(context.failureMessage ?? "-")") }
    library.after { _ in throw StepFailure("the cleanup failed") }
    let folder = try FeatureFolder(["a.feature": "Feature: A\n  Scenario: S\n    Given an empty basket\n"])
    _ = await SpecRunnerTests().replay([folder.path()], library)
    #expect(seen.lines == ["failed the cleanup failed"])
  }

  @Test("an AfterStep hook runs after a failed step too and reads that step's result")
  func afterStepSeesEachStep() async throws {
    var library = BasketSteps.library
    let seen = HookSightings()
    library.beforeStep { context in
      seen.lines.append("before \(context.stepText): \(context.stepStatus.map { "\($0)" } ?? "none")")
    }
    library.afterStep { context in
      seen.lines.append(
        "after \(context.stepText): \(context.stepStatus.map { "\($0)" } ?? "none") \(context.stepMessage ?? "-")")
    }
    let folder = try FeatureFolder(["shop.feature": Self.feature])
    let (_, query) = await SpecRunnerTests().replay([folder.path()], library, options: { $0.namePatterns = ["pears"] })
    #expect(
      seen.lines == [
        "before an empty basket: none", "after an empty basket: passed -",
        "before I add 1 pears: none", "after I add 1 pears: passed -",
        "before the basket holds 2 pears: none",
        "after the basket holds 2 pears: failed expected 2 pears, the basket holds 1",
      ])
    #expect(
      SpecRunnerTests().statuses(query)["Adding too few pears"] == [.passed, .passed, .failed, .skipped, .skipped])
  }

  @Test("an AfterStep hook that fails fails its step, which had passed")
  func failingAfterStepFailsTheStep() async throws {
    var library = BasketSteps.library
    library.afterStep { context in
      if context.stepText == "I add 3 apples" { throw StepFailure("the log is full") }
    }
    let folder = try FeatureFolder(["shop.feature": Self.feature])
    let (_, query) = await SpecRunnerTests().replay([folder.path()], library, options: { $0.namePatterns = ["apples"] })
    #expect(SpecRunnerTests().statuses(query)["Adding apples"] == [.passed, .failed, .skipped, .skipped])
    let failure = query.envelopes.compactMap(\.testStepFinished).map(\.testStepResult).first { $0.status == .failed }
    #expect(failure?.message == "the log is full")
  }

  @Test("a hook reads its own name as the step text, and the data table and doc string of the step that ran last")
  func hookReadsItsNameAndTheLastStep() async throws {
    var library = BasketSteps.library
    let seen = HookSightings()
    func note(_ context: ScenarioContext) {
      let rows = context.dataTable?.rows.count.description ?? "no table"
      seen.lines.append("\(context.stepText): \(rows), \(context.docString?.content ?? "no doc string")")
    }
    library.before(name: "look around") { context in note(context) }
    library.afterStep { context in note(context) }
    library.after { context in note(context) }
    let folder = try FeatureFolder([
      "a.feature": """
      Feature: A
        Scenario: S
          Given an empty basket
          When I add these:
            | count | item  |
            | 2     | pears |
      """
    ])
    _ = await SpecRunnerTests().replay([folder.path()], library)
    #expect(
      seen.lines == [
        "look around: no table, no doc string", "an empty basket: no table, no doc string",
        "I add these:: 1, no doc string", "hook: 1, no doc string",
      ])
  }
}
