import CucumberMessages
import Foundation
import Gherkin
import SharedFixtures
import Testing

@testable import SpecRun

// The time limits catch a run that waits for a worker (the stand-ins sleep 600 s). They are wide:
// a main-actor test waits behind every other one, and with another CPU-bound process on CI's two
// cores that wait once passed a minute.
@MainActor
@Suite("--parallel 2 runs scenarios in a worker process beside its own, each with a main actor")
struct WorkerProcessTests {
  nonisolated static let twoCores = ProcessorCount.active >= 2
  nonisolated static let oneCore = Comment(
    rawValue: "needs two cores: --parallel 2 on one core runs one lane, in process")

  static func scenarios(_ count: Int) -> String {
    (1...count).map {
      "  Scenario: S\($0)\n    Given an empty basket\n    When I add \($0) kiwis\n    Then the basket holds \($0) kiwis\n"
    }.joined()
  }

  /// `count` Counter scenarios of Macho's, each passing: "Tap 1", "Tap 2", …
  static func countingScenarios(_ count: Int) -> [String] {
    (1...count).map {
      "  Scenario: Tap \($0)\n    Given the counter is at 0\n    When I tap \"+\"\n    Then the counter shows 1\n"
    }
  }

  /// The start of a stand-in worker's script: it reads the run's fingerprint and says it is ready.
  static let saysReady = "dd bs=1 count=8 of=/dev/null 2>/dev/null; printf '\\001\\000\\000\\000\\002' >&3\n"

  /// The results of the steps that failed in `query`.
  func failures(_ query: MessageQuery) -> [Messages.TestStepResult] {
    query.testCasesStarted.flatMap { query.stepsFinished(of: $0) }.map(\.finished.testStepResult)
      .filter { $0.status == .failed }
  }

  /// Replays `paths` with `--parallel 2`, the worker being `script` run by `/bin/sh` (a stand-in
  /// for `specrun` started again: it speaks the same bytes, or dies). Each scenario of the run's
  /// own lane takes `slowly` (a worker is handed test cases once it is ready: slow scenarios
  /// leave it some).
  func replay(
    _ paths: [String], workerScript script: String, slowly: Duration = .zero
  ) async -> (SpecRunner.Outcome, MessageQuery) {
    var options = RunOptions()
    options.selections = paths.map { try! RunCommand.selection($0) }
    options.parallel = 2
    var envelopes: [Messages.Envelope] = []
    var library = BasketSteps.library
    library.before(name: "take a while") { _ in try await Task.sleep(for: slowly) }
    let runner = SpecRunner(library: library, options: options) { envelopes.append($0) }
    runner.workerLaunch = WorkerLaunch(
      executable: "/bin/sh", arguments: ["-c", script], environment: ProcessInfo.processInfo.environment)
    let outcome = await runner.run()
    return (outcome, MessageQuery(envelopes))
  }

  @Test(
    "a worker that dies while it runs a scenario fails that scenario, saying how, and the run's own lane runs the rest",
    .enabled(if: twoCores, oneCore))
  func deadWorker() async throws {
    let folder = try FeatureFolder(["p.feature": "Feature: P\n" + Self.scenarios(3)])
    // Reads the run's fingerprint, says it is ready, is handed test cases and is killed. The run's
    // own lane takes 300 ms per scenario: the worker is handed some long before it could run all.
    let script = Self.saysReady + "dd bs=1 count=4 of=/dev/null 2>/dev/null; kill -9 $$"
    let (outcome, query) = await replay([folder.path()], workerScript: script, slowly: .milliseconds(300))
    #expect(outcome.exitCode == 1)
    #expect(outcome.summary.closingLine == "2 passed, 1 failed")
    let failed = failures(query)
    #expect(failed.count == 1)
    #expect(
      failed.first?.message?.contains(
        "The worker process running this scenario was killed by signal 9 (SIGKILL) before the scenario finished")
        == true)
    #expect(failed.first?.message?.contains("replay the scenario with --parallel 1") == true)
    #expect(failed.first?.exception?.type == "WorkerProcessEnded")
  }

  @Test(
    "a worker is handed two scenarios at first, not a pile: when they are slow, no lane waits at the end for another's",
    .enabled(if: twoCores, oneCore))
  func smallHandAtFirst() async throws {
    let folder = try FeatureFolder(["p.feature": "Feature: P\n" + Self.scenarios(8)])
    // Says it is ready, waits while the run hands it what it hands, then reads what came (one
    // read: a request is 4 bytes) and exits with that count, which the run's failure message gives.
    let script = Self.saysReady + "sleep 1; exit $(dd bs=4096 count=1 2>/dev/null | wc -c)"
    let (outcome, query) = await replay([folder.path()], workerScript: script, slowly: .milliseconds(300))
    #expect(outcome.summary.closingLine == "7 passed, 1 failed")
    #expect(
      failures(query).first?.message?.contains("The worker process running this scenario exited with status 8") == true)
  }

  @Test(
    "a worker that ends before it is ready gives its scenarios back: the run's own lane runs every one",
    .enabled(if: twoCores, oneCore))
  func workerThatNeverStarts() async throws {
    let folder = try FeatureFolder(["p.feature": "Feature: P\n" + Self.scenarios(6)])
    let (outcome, query) = await replay([folder.path()], workerScript: "exit 3")
    #expect(outcome.exitCode == 0)
    #expect(outcome.summary.closingLine == "6 passed, 0 failed")
    #expect(query.testCasesStarted.allSatisfy { $0.workerId == nil })
  }

  @Test(
    "a worker that never gets ready is not waited for: once the run's own lane took every scenario, it is told to stop",
    .enabled(if: twoCores, oneCore), .timeLimit(.minutes(5)))
  func workerNeverReady() async throws {
    let folder = try FeatureFolder(["p.feature": "Feature: P\n" + Self.scenarios(3)])
    // Still loading after the run is done (SIGUSR1 ends it: sh keeps the default action).
    let (outcome, query) = await replay([folder.path()], workerScript: "exec sleep 600")
    #expect(outcome.exitCode == 0)
    #expect(outcome.summary.closingLine == "3 passed, 0 failed")
    #expect(query.testCasesStarted.allSatisfy { $0.workerId == nil })
  }

  @Test(
    "one scenario with --parallel 2 runs in the run's own lane (it ran in none, and the run passed saying --fail-fast stopped it)",
    .enabled(if: twoCores, oneCore), .timeLimit(.minutes(5)))
  func oneScenario() async throws {
    let folder = try FeatureFolder(["p.feature": "Feature: P\n" + Self.scenarios(1)])
    // A worker still loading, which reads no request: the run tells it to stop.
    let (outcome, query) = await replay(
      [folder.path()], workerScript: "echo $$ > '\(folder.path("worker.pid"))'; exec sleep 600")
    #expect(outcome.exitCode == 0)
    #expect(outcome.summary.closingLine == "1 passed, 0 failed")
    #expect(query.testCasesStarted.count == 1)
    #expect(query.testRunFinished?.message == nil)
    let written = await Self.within { try? String(contentsOfFile: folder.path("worker.pid"), encoding: .utf8) }
    let pid = try #require(written.flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
    let ended = await Self.within { kill(pid, 0) != 0 ? true : nil } ?? false
    if !ended { kill(pid, SIGKILL) }
    #expect(ended, "the worker the run did not need was left running")
  }

  /// What `attempt` gives once it gives something, asked every 10 ms for 5 seconds; nil if it never did.
  static func within<Value>(_ attempt: () -> Value?) async -> Value? {
    for _ in 0..<500 {
      if let value = attempt() { return value }
      try? await Task.sleep(for: .milliseconds(10))
    }
    return nil
  }

  @Test(
    "a run whose cores change after its worker started (taskset) still runs every scenario: it counts its cores once",
    .enabled(if: twoCores, oneCore), .timeLimit(.minutes(5)),
    .enabled(if: SpecRunProcess.executable != nil, Comment(rawValue: SpecRunProcess.missing)),
    .enabled(
      if: FileManager.default.isExecutableFile(atPath: "/usr/bin/taskset")
        && FileManager.default.fileExists(atPath: "/proc/self/task/\(getpid())/children"),
      "needs taskset and /proc/PID/task/TID/children (Linux)"))
  func coresChangedMidRun() async throws {
    let folder = try FeatureFolder(["Specs/Macho/.keep": ""])
    let counting = Self.countingScenarios(2000)
    try ("Feature: Tally\n" + counting.joined()).write(
      toFile: folder.path("Specs/Macho/tally.feature"), atomically: true, encoding: .utf8)
    // Once the run has started its worker (its child), the run is moved to one core.
    let run = try await SpecRunProcess.shell(
      """
      $SPECRUN --parallel 2 --format summary Specs/Macho > out.txt & run=$!
      while kill -0 $run 2>/dev/null && [ -z "$(cat /proc/$run/task/*/children 2>/dev/null)" ]; do :; done
      taskset -a -p -c 0 $run > /dev/null && echo moved
      wait $run; status=$?; cat out.txt; exit $status
      """,
      in: folder.path())
    #expect(run.stdout.hasPrefix("moved\n"), "the run ended before it was moved to one core")
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.hasSuffix("2000 passed, 0 failed\n"))
  }

  @Test(
    "specrun --parallel 2 of a FIFO replays it in one process: a worker could not read the stream again (the run waited for it)",
    .enabled(if: twoCores, oneCore), .timeLimit(.minutes(5)),
    .enabled(if: SpecRunProcess.executable != nil, Comment(rawValue: SpecRunProcess.missing)))
  func streamNamed() async throws {
    let folder = try FeatureFolder(["Specs/Macho/.keep": ""])
    let counting = Self.countingScenarios(20)
    try ("Feature: Tally\n" + counting.joined()).write(
      toFile: folder.path("tally.txt"), atomically: true, encoding: .utf8)
    let run = try await SpecRunProcess.shell(
      "mkfifo Specs/Macho/piped.feature && (cat tally.txt > Specs/Macho/piped.feature &) && "
        + "$SPECRUN --parallel 2 --format summary Specs/Macho/piped.feature",
      in: folder.path())
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.hasSuffix("20 passed, 0 failed\n"))
  }

  @Test(
    "specrun --parallel 2 sends the messages --parallel 1 does, in another order (its worker runs some once it is ready)",
    .enabled(if: twoCores, oneCore),
    .enabled(if: SpecRunProcess.executable != nil, Comment(rawValue: SpecRunProcess.missing)))
  func sameMessagesAsOneLane() async throws {
    let counting = Self.countingScenarios(40)
    let odd = [
      "  Scenario: Wrong\n    Given the counter is at 0\n    When I tap \"+\"\n    Then the counter shows 5\n",
      "  Scenario: Unknown\n    Given the counter is at 0\n    When I shake the phone\n",
    ]
    let folder = try FeatureFolder(["Specs/Macho/tally.feature": "Feature: Tally\n" + (counting + odd).joined()])
    let one = try await SpecRunProcess.shell(
      "$SPECRUN --parallel 1 --format message Specs/Macho/tally.feature", in: folder.path())
    let two = try await SpecRunProcess.shell(
      "$SPECRUN --parallel 2 --format message Specs/Macho/tally.feature", in: folder.path())
    #expect(one.status == 1)
    #expect(two.status == 1)
    #expect(two.stderr == one.stderr)
    let (parallel, serial) = (comparableMessages(two.stdout), comparableMessages(one.stdout))
    #expect(parallel.count == serial.count)
    #expect(parallel.difference(from: serial).map { "\($0)" } == [])
    #expect(!one.stdout.contains("workerId"))
  }
}
