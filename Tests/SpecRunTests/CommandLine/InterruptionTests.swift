import Foundation
import SpecRun
import Synchronization
import Testing

/// The interrupt handler `specrun` installs, held so a step can "press Ctrl-C".
final class InterruptButton: Sendable {
  private let handler = Mutex<(@Sendable () -> Void)?>(nil)

  func press() { handler.withLock { $0 }?() }

  func install(into io: CommandIO) -> CommandIO {
    var io = io
    io.onInterrupt = { handler in
      self.handler.withLock { $0 = handler }
      return { self.handler.withLock { $0 = nil } }
    }
    return io
  }
}

@MainActor
@Suite("specrun when it is interrupted")
struct InterruptionTests {
  static let feature = """
    Feature: Waiting

      Scenario: A long wait
        Given Ctrl-C is pressed twice
        When nothing happens for a minute

      Scenario: Never started
        Given Ctrl-C is pressed twice
    """

  static func library(_ button: InterruptButton) -> StepLibrary {
    var steps = StepLibrary()
    steps.given("Ctrl-C is pressed twice") { _ in
      button.press()
      button.press()
    }
    steps.when("nothing happens for a minute") { _ in try await Task.sleep(for: .seconds(60)) }
    return steps
  }

  @Test("a second Ctrl-C cancels the running scenario, and every report is still written")
  func secondPressCancels() async throws {
    let folder = try FeatureFolder(["wait.feature": Self.feature])
    let captured = CapturedIO()
    let button = InterruptButton()
    let code = await SpecRunMain.run(
      arguments: ["--format", "junit:r.xml", "--format", "message:run.ndjson", folder.path()],
      library: Self.library(button), io: button.install(into: captured.io))
    #expect(code == 1)
    #expect(
      captured.error
        == """
        specrun: interrupted; no further scenario starts. Press Ctrl-C again to cancel the running ones; the reports are written either way.
        specrun: cancelling the running scenarios; the reports are still written.

        """)
    // The step sleeps a minute: a `CancellationError` says it was cancelled, not waited for (no
    // clock is read, so a machine busy with other builds cannot fail this test).
    let junit = try #require(captured.files["r.xml"])
    #expect(junit.contains("<failure type=\"CancellationError\""))
    #expect(captured.files["run.ndjson"]?.contains("\"testRunFinished\"") == true)
  }

  @Test("a report is written whole: a path that is a folder fails with its reason and leaves no temporary file")
  func wholeOrNothing() throws {
    let folder = try FeatureFolder(["report.xml/keep.txt": "a folder named like a report"])
    #expect(throws: OutputError(code: EISDIR)) {
      try CommandIO.standard.writeFile(folder.path("report.xml"), "<testsuite/>")
    }
    try CommandIO.standard.writeFile(folder.path("out/deeper/r.xml"), "<testsuite/>\n")
    #expect(try String(contentsOfFile: folder.path("out/deeper/r.xml"), encoding: .utf8) == "<testsuite/>\n")
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path()).sorted()
    #expect(left == ["out", "report.xml"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("out/deeper")) == ["r.xml"])
  }

  @Test(
    "SIGTERM to a real specrun stops the run and still writes the JUnit report, whole",
    .enabled(if: SpecRunProcess.canResetSignals, Comment(rawValue: SpecRunProcess.cannotResetSignals)),
    .enabled(if: SpecRunProcess.executable != nil, Comment(rawValue: SpecRunProcess.missing)))
  func sigterm() async throws {
    let scenarios = (1...5000).map { "  Scenario: s\($0)\n    Given nothing at all \($0)\n" }.joined(separator: "\n")
    let folder = try FeatureFolder(["Specs/Macho/many.feature": "Feature: Many\n\n" + scenarios])
    let result = try await SpecRunProcess.shell(
      // SIGTERM at its default, as a user's shell has it; sent once specrun listens for it (its
      // signal source then catches it: SigCgt), however slowly a loaded machine started it.
      "env --default-signal=TERM,INT \"$SPECRUN\" Specs/Macho/many.feature --format junit:r.xml & pid=$!; "
        + "while kill -0 $pid 2>/dev/null; do caught=$(grep SigCgt /proc/$pid/status 2>/dev/null | cut -f2); "
        + "[ $(( 0x${caught:-0} & 16384 )) -ne 0 ] && break; sleep 0.02; done; "
        + "sleep 0.3; kill -TERM $pid; wait $pid; echo \"exit $?\"",
      in: folder.path())
    // Only a report to a file: the terminal still gets the summary, which says what did not run
    // ("N of 5000 scenarios did not run", or, on a machine slow enough that the signal comes
    // while the file loads, that no scenario started).
    #expect(result.stdout.hasPrefix("The run was interrupted"))
    #expect(
      result.stdout.contains(" of 5000 scenarios did not run.")
        || result.stdout.contains("The run was interrupted before any scenario started.")
        || result.stdout.contains("while its scenario files were loading: no scenario ran."))
    #expect(result.stdout.hasSuffix("exit 1\n"))
    #expect(result.stderr.hasPrefix("specrun: interrupted; no further scenario starts."))
    let junit = try String(contentsOfFile: folder.path("r.xml"), encoding: .utf8)
    #expect(junit.hasPrefix("<?xml"))
    #expect(junit.hasSuffix("</testsuites>\n"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path()).sorted() == ["Specs", "r.xml"])
  }
}
