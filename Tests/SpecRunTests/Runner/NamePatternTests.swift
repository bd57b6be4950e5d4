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
    // No clock is read here: the message below says the budget stopped the match (a match left to
    // run would not return at all), and the time until this test gets the main actor back is the
    // other tests' on a loaded machine (60.4 s was seen at load 9).
    let code = await SpecRunMain.run(
      arguments: ["--name", "(a+)+$", folder.path()], library: BasketSteps.library, io: captured.io)
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
      arguments: ["--format", "summary", "--name", "apples$", folder.path()], library: BasketSteps.library,
      io: captured.io)
    #expect(code == 0)
    #expect(captured.out.contains("1 passed"))
  }

  @Test(
    "SIGTERM while a --name pattern is matching stops the real specrun within a second",
    .enabled(if: SpecRunProcess.canResetSignals, Comment(rawValue: SpecRunProcess.cannotResetSignals)),
    .enabled(if: SpecRunProcess.executable != nil, Comment(rawValue: SpecRunProcess.missing)))
  func signalDuringSelection() async throws {
    let folder = try FeatureFolder(["Specs/Macho/a.feature": Self.catastrophic])
    // All in the shell, on a thread of its own: SIGTERM at its default as a user's shell has it,
    // sent 0.3 seconds after specrun listens for it (SigCgt), then the milliseconds until it ended.
    let run = try await SpecRunProcess.shell(
      "env --default-signal=TERM,INT \"$SPECRUN\" --name '(a+)+$' > report.txt & pid=$!; "
        + "while kill -0 $pid 2>/dev/null; do caught=$(grep SigCgt /proc/$pid/status 2>/dev/null | cut -f2); "
        + "[ $(( 0x${caught:-0} & 16384 )) -ne 0 ] && break; sleep 0.02; done; "
        + "sleep 0.3; sent=$(date +%s%N); kill -TERM $pid; wait $pid; echo \"exit $? after $(( ($(date +%s%N) - sent) / 1000000 )) ms\"",
      in: folder.path())
    let milliseconds = run.stdout.split(separator: " ").dropLast().last.flatMap { Int($0) } ?? .max
    #expect(run.stdout.hasPrefix("exit 1 after "), Comment(rawValue: run.stdout + run.stderr))
    #expect(milliseconds < 1000, "specrun ended \(milliseconds) ms after SIGTERM")
    #expect(run.stderr.hasPrefix("specrun: interrupted"))
    #expect(!run.stderr.contains("took more than"))
  }
}
