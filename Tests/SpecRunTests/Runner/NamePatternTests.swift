import Foundation
import SpecRun
import Testing

/// `--name` with a pattern that backtracks without end, and signals while scenarios are chosen.
@Suite("--name matching is bounded, and a signal stops the choosing")
struct NamePatternTests {
  static let catastrophic = """
    Feature: Backtracking

      Scenario: \(String(repeating: "a", count: 40))!
        Given the counter is at 0
    """

  @Test("a catastrophic --name pattern is stopped after its budget with a message naming it and what to do, exit 2")
  @MainActor
  func catastrophicPattern() async throws {
    let folder = try FeatureFolder(["a.feature": Self.catastrophic])
    let captured = FailingIO()
    let start = ContinuousClock.now
    let code = await SpecRunMain.run(arguments: ["--name", "(a+)+$", folder.path()], library: BasketSteps.library, io: captured.io)
    #expect(ContinuousClock.now - start < .seconds(60), "the budget is per name; a loaded machine shares the main actor")
    #expect(code == 2)
    #expect(
      captured.error.contains(
        "specrun: --name \"(a+)+$\" took more than 2 seconds on the scenario name \"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!\" and was stopped: the pattern backtracks without end, as a repeat inside a repeat such as (a+)+ does. Write it without nested repeats, e.g. a+ instead of (a+)+.\n"
      ))
  }

  @Test("an ordinary --name pattern still chooses by name")
  @MainActor
  func ordinaryPattern() async throws {
    let folder = try FeatureFolder(["shop.feature": SpecRunnerTests.shopping])
    let captured = FailingIO()
    let code = await SpecRunMain.run(
      arguments: ["--format", "summary", "--name", "apples$", folder.path()], library: BasketSteps.library, io: captured.io)
    #expect(code == 0)
    #expect(captured.out.contains("1 passed"))
  }

  @Test(
    "SIGTERM while a --name pattern is matching stops the real specrun within a second",
    .enabled(if: SpecRunProcess.executable != nil, Comment(rawValue: SpecRunProcess.missing)))
  func signalDuringSelection() async throws {
    let folder = try FeatureFolder(["Specs/Macho/a.feature": Self.catastrophic])
    let run = try RunningSpecRun(["--name", "(a+)+$"], in: folder.path())
    try await Task.sleep(for: .milliseconds(500))
    run.send(SIGTERM)
    let status = await run.exitStatus(limit: .seconds(1))
    #expect(status != nil, "specrun was still running a second after SIGTERM")
    #expect(run.error.contains("specrun: interrupted"))
    #expect(!run.error.contains("took more than"))
  }
}
