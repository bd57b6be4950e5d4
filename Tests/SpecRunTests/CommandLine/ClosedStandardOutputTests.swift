import Foundation
import SpecRun
import Testing

/// `specrun … | head`: the reader of standard output goes away while the run goes on.
@Suite("a closed standard output loses nothing but the terminal report")
struct ClosedStandardOutputTests {
  /// Runs `script` in a shell that has SIGPIPE at its default, as a user's shell has (the test
  /// process may ignore it, and an ignored signal would pass on to specrun and hide the failure);
  /// also says whether that held.
  static func shellWithSIGPIPE(_ script: String, in folder: ReportPathFolder) async throws -> (
    SpecRunProcess.Result, Bool
  ) {
    try ("grep SigIgn /proc/$$/status >&2\n" + script).write(
      toFile: folder.path("run.sh"), atomically: true, encoding: .utf8)
    var run = try await SpecRunProcess.shell("exec env --default-signal=PIPE sh run.sh", in: folder.path)
    let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    let mask = lines.first.flatMap { UInt64($0.split(separator: "\t").last ?? "", radix: 16) } ?? .max
    run.stderr = lines.dropFirst().joined(separator: "\n")
    return (run, mask & (1 << (UInt64(SIGPIPE) - 1)) == 0)
  }

  @Test(
    "specrun | head -c 10 writes every file report whole, is not killed by SIGPIPE, and exits 2 for the cut output of a passing run",
    .enabled(if: SpecRunProcess.canResetSignals, Comment(rawValue: SpecRunProcess.cannotResetSignals)),
    .enabled(if: SpecRunProcess.executable != nil, Comment(rawValue: SpecRunProcess.missing)))
  func headOfAPassingRun() async throws {
    let folder = try ReportPathFolder(scenarios: 300)
    let (run, keepsSIGPIPE) = try await Self.shellWithSIGPIPE(
      "{ \"$SPECRUN\" --format pretty --format junit:j.xml; echo \"exit $?\" >&2; } | head -c 10", in: folder)
    #expect(keepsSIGPIPE, "SIGPIPE is ignored before specrun starts, so this test could not fail")
    #expect(run.stdout == "Feature: T")
    #expect(run.stderr == "exit 2\n")
    let junit = try #require(folder.read("j.xml"))
    #expect(junit.contains(" tests=\"300\""))
    #expect(junit.contains(" failures=\"0\""))
    #expect(!junit.contains("<skipped"))
    #expect(junit.hasSuffix("</testsuite>\n</testsuites>\n"))
  }

  @Test(
    "a failing run whose output is cut still exits 1, its reports whole",
    .enabled(if: SpecRunProcess.canResetSignals, Comment(rawValue: SpecRunProcess.cannotResetSignals)),
    .enabled(if: SpecRunProcess.executable != nil, Comment(rawValue: SpecRunProcess.missing)))
  func headOfAFailingRun() async throws {
    let folder = try ReportPathFolder(scenarios: 300)
    try "Feature: Broken\n  Scenario: Nope\n    Given nothing is defined here\n".write(
      toFile: folder.path("Specs/Macho/broken.feature"), atomically: true, encoding: .utf8)
    let (run, _) = try await Self.shellWithSIGPIPE(
      "{ \"$SPECRUN\" --format progress --format junit:j.xml; echo \"exit $?\" >&2; } | head -c 3", in: folder)
    #expect(run.stderr == "exit 1\n")
    #expect(folder.read("j.xml")?.contains(" tests=\"301\"") == true)
  }

  @Test("without file reports a gone reader stops the run: no further scenario starts, nothing is said, exit 2")
  @MainActor
  func goneReaderStopsARunWithoutFiles() async throws {
    let folder = try FeatureFolder(["shop.feature": SpecRunnerTests.shopping])
    let failing = FailingIO(out: EPIPE)
    let code = await SpecRunMain.run(
      arguments: ["--format", "progress", folder.path("shop.feature") + ":3"], library: BasketSteps.library,
      io: failing.io)
    #expect(code == 2)
    #expect(failing.error == "")
  }
}
