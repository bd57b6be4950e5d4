import CucumberMessages
import Foundation
import SeedAppCatalog
import SharedFixtures
import Testing

@testable import SpecRun

/// `specrun --parallel 2` with the seed apps: the run's own lane and a worker process (the built
/// `specrun`, started again in the same folder) share the scenarios, and the run reports what the
/// worker ran as if it had run it itself.
@MainActor
@Suite("specrun --parallel 2: a worker process runs the seed apps' scenarios as the run itself would")
struct WorkerProcessSpecsTests {
  nonisolated static let specrun = BuiltExecutable.path(of: "specrun")
  nonisolated static let twoCores = SpecRunner.workers(2, scenarios: .max) == 2
  /// The folder the worker replays, as the run names it: relative, so the test runs where
  /// `swift test` runs, at the package's root (a worker starts in the run's folder).
  nonisolated static let macho = "Specs/Macho"
  nonisolated static let atRoot = FileManager.default.fileExists(atPath: macho + "/Counter.feature")

  /// The run's messages as NDJSON, replaying `Specs/Macho` with `parallel` lanes; with `worker`,
  /// the second lane is that executable started again, and each scenario of the run's own lane
  /// waits 100 ms (its clock is slow), so the worker, ready after its own start, runs most.
  func replay(parallel: Int, worker: String? = nil) async throws -> (Int32, String) {
    var options = RunOptions()
    options.selections = [try RunCommand.selection(Self.macho)]
    options.parallel = parallel
    var lines: [String] = []
    let encoder = JSONEncoder()
    let slowClock: (@MainActor @Sendable () -> Messages.Timestamp)? =
      worker == nil
      ? nil
      : { @MainActor @Sendable in
        Thread.sleep(forTimeInterval: 0.1)
        return SpecRunner.wallClock()
      }
    let runner = SpecRunner(catalog: SeedApps.catalog(), options: options, now: slowClock) { envelope in
      lines.append(String(decoding: try! encoder.encode(envelope), as: UTF8.self))
    }
    if let worker {
      runner.workerLaunch = WorkerLaunch(
        executable: worker, arguments: [Self.macho], environment: ProcessInfo.processInfo.environment)
    }
    let outcome = await runner.run()
    return (outcome.exitCode, lines.joined(separator: "\n"))
  }

  @Test(
    "the worker's scenarios carry its number, and the run's messages are those of one lane",
    .enabled(if: twoCores, "needs two cores"),
    .enabled(
      if: specrun != nil, "the specrun executable was not found beside the test bundle; build it with swift build"),
    .enabled(if: atRoot, "runs at the package's root (where swift test runs), which holds Specs/Macho"))
  func workerRunsSomeScenarios() async throws {
    let (serialExit, serial) = try await replay(parallel: 1)
    let (parallelExit, parallel) = try await replay(parallel: 2, worker: Self.specrun)
    #expect(serialExit == 0)
    #expect(parallelExit == 0)
    #expect(parallel.contains("\"workerId\":\"1\""))
    #expect(!serial.contains("workerId"))
    let (two, one) = (comparableMessages(parallel), comparableMessages(serial))
    #expect(two.count == one.count)
    #expect(two.difference(from: one).map { "\($0)" } == [])
  }
}
