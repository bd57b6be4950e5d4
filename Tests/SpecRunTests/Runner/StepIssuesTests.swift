import CucumberMessages
import EvergreenReporting
import SpecRun
import Testing

/// Issues reported through `reportIssue` (what a `TestStore` or `ScenarioStore` does when a check
/// fails) land in the result of the step or hook that reported them, and in no other.
@MainActor
@Suite("Issues a step or hook reports fail that step or hook, and no other")
struct StepIssuesTests {
  static let feature = """
    Feature: Complaints

      Scenario: Complaining
        Given an empty basket
        When I complain twice
        Then the basket holds 0 plums

      Scenario: Quiet
        Given an empty basket
        When I add 1 plums
        Then the basket holds 1 plums

      @grumpy
      Scenario: Grumpy at the end
        Given an empty basket
        Then the basket holds 0 plums
    """

  @Test(
    "a step's issues fail that step, each with its place, the steps after it are skipped, and the next scenario passes"
  )
  func stepIssues() async throws {
    var library = BasketSteps.library
    let firstLine = #line + 2
    library.when("I complain twice") { _ in
      reportIssue("The plums are bruised.")
      reportIssue("The pears are missing.")
    }
    let folder = try FeatureFolder(["c.feature": Self.feature])
    let (outcome, query) = await SpecRunnerTests().replay([folder.path()], library) { $0.namePatterns = ["^C|^Q"] }
    #expect(outcome.exitCode == 1)
    let statuses = SpecRunnerTests().statuses(query)
    #expect(statuses["Complaining"] == [.passed, .failed, .skipped, .skipped])
    #expect(statuses["Quiet"] == [.passed, .passed, .passed, .passed])
    let failures = query.envelopes.compactMap(\.testStepFinished).map(\.testStepResult).filter { $0.status == .failed }
    #expect(failures.count == 1)
    #expect(
      failures.first?.message
        == "The plums are bruised.\n(at SpecRunTests/StepIssuesTests.swift:\(firstLine))\n\nThe pears are missing.\n(at SpecRunTests/StepIssuesTests.swift:\(firstLine + 1))"
    )
    #expect(failures.first?.exception?.type == "Issue")
  }

  @Test("an After hook's issue fails the hook, not the steps before it, and a hook of the next scenario starts clean")
  func hookIssues() async throws {
    var library = BasketSteps.library
    library.when("I complain twice") { _ in }
    let hookLine = #line + 1
    library.after("@grumpy", name: "grumble") { _ in reportIssue("Grumble.") }
    let seen = HookSightings()
    library.after { context in seen.lines.append("\(context.scenarioName): \(context.scenarioStatus)") }
    let folder = try FeatureFolder(["c.feature": Self.feature])
    let (_, query) = await SpecRunnerTests().replay([folder.path()], library)
    let statuses = SpecRunnerTests().statuses(query)
    // Steps, the after-scenario check, then the After hooks (the last defined runs first).
    #expect(statuses["Grumpy at the end"] == [.passed, .passed, .passed, .passed, .failed])
    #expect(statuses["Quiet"] == [.passed, .passed, .passed, .passed, .passed])
    #expect(seen.lines == ["Complaining: passed", "Quiet: passed", "Grumpy at the end: passed"])
    let failure = query.envelopes.compactMap(\.testStepFinished).map(\.testStepResult).first { $0.status == .failed }
    #expect(failure?.message == "Grumble.\n(at SpecRunTests/StepIssuesTests.swift:\(hookLine))")
  }

  @Test(
    "a step's issue reported while another scenario's step runs fails only its own step, even after it ran out of time",
    arguments: [1, 2])
  func issueOfAStepThatWaits(parallel: Int) async throws {
    let stuck = Gate()
    let reported = Gate()
    let never = Gate()
    defer {
      stuck.open()
      reported.open()
      never.open()
    }
    var library = BasketSteps.library
    // It reports its issue while the other scenario's step runs, then never returns: nothing it
    // does after reporting can take the issue back out of a collector it would share.
    library.when("I complain twice") { _ in
      await stuck.wait()
      reportIssue("Too late to complain.")
      reported.open()
      await never.wait()
    }
    // With --parallel 1 it runs once the first scenario's step has run out of time; with
    // --parallel 2 beside it. Either way it lets the complaining step go on and waits until that
    // step has reported its issue.
    library.then("I hear the complaint") { _ in
      stuck.open()
      await reported.wait()
    }
    let folder = try FeatureFolder([
      "c.feature": """
      Feature: Complaints

        Scenario: Complaining
          When I complain twice

        Scenario: Quiet
          Then I hear the complaint
      """
    ])
    let (_, query) = await SpecRunnerTests().replay([folder.path()], library) {
      $0.stepTimeout = .milliseconds(200)
      $0.parallel = parallel
    }
    let statuses = SpecRunnerTests().statuses(query)
    #expect(statuses["Complaining"] == [.failed, .skipped])
    #expect(statuses["Quiet"] == [.passed, .passed])
    let complaint = query.envelopes.compactMap(\.testStepFinished).first { $0.testStepResult.status == .failed }
    let message = try #require(complaint?.testStepResult.message)
    // It runs out of time either way: what it reported is reported nowhere, not in the other
    // scenario's step that was running then.
    #expect(message.hasPrefix("The step \"When I complain twice\""))
    let withComplaint = query.envelopes.compactMap(\.testStepFinished).filter {
      $0.testStepResult.message?.contains("Too late to complain.") == true
    }
    #expect(withComplaint.allSatisfy { $0.testStepId == complaint?.testStepId })
  }
}
