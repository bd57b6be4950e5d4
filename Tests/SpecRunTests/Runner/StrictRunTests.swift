import SpecRun
import Testing

@MainActor
@Suite("Undefined and pending steps fail the run, as in cucumber-js and cucumber-jvm, unless --no-strict")
struct StrictRunTests {
  static let unwired =
    "Feature: Cukes\n  Scenario: Eating\n    Given I have 42 \"green\" cukes\n    Then the basket holds 0 cukes\n"
  static let pending = "Feature: P\n  Scenario: Receipt\n    Given an empty basket\n    Then the receipt is printed\n"

  @Test("a scenario file nobody has wired yet fails the run, and still prints the snippets to paste")
  func undefinedFails() async throws {
    let folder = try FeatureFolder(["cukes.feature": Self.unwired])
    let (outcome, query) = await SpecRunnerTests().replay([folder.path()])
    #expect(outcome.exitCode == 1)
    #expect(query.testRunFinished?.success == false)
    #expect(
      PrettyFormatter().format(query).contains(
        "Some steps are undefined. Paste these step definitions and fill them in:"))
  }

  @Test("a pending step fails the run")
  func pendingFails() async throws {
    let folder = try FeatureFolder(["p.feature": Self.pending])
    let (outcome, query) = await SpecRunnerTests().replay([folder.path()])
    #expect(outcome.exitCode == 1)
    #expect(query.testRunFinished?.success == false)
  }

  @Test("--no-strict lets undefined and pending steps pass the run; the snippets are still printed")
  func relaxed() async throws {
    let folder = try FeatureFolder(["cukes.feature": Self.unwired, "p.feature": Self.pending])
    let (outcome, query) = await SpecRunnerTests().replay([folder.path()]) { $0.strict = false }
    #expect(outcome.exitCode == 0)
    #expect(query.testRunFinished?.success == true)
    #expect(outcome.summary.scenarioLine == "2 scenarios (1 undefined, 1 pending)")
    #expect(
      PrettyFormatter().format(query).contains(
        "Some steps are undefined. Paste these step definitions and fill them in:"))
  }

  @Test("a failing step fails the run even with --no-strict")
  func failureStillFails() async throws {
    let folder = try FeatureFolder(["shop.feature": SpecRunnerTests.shopping])
    let (outcome, _) = await SpecRunnerTests().replay([folder.path()]) { $0.strict = false }
    #expect(outcome.exitCode == 1)
  }

  @Test("strict is the default, --strict says so explicitly, --no-strict relaxes it")
  func commandLine() throws {
    #expect(RunOptions().strict)
    #expect(try RunCommand.parse(["--strict"]) == .run(RunRequest()))
    var relaxed = RunOptions()
    relaxed.strict = false
    #expect(try RunCommand.parse(["--no-strict"]) == .run(RunRequest(options: relaxed)))
    #expect(Usage.text.contains("--no-strict"))
  }
}
