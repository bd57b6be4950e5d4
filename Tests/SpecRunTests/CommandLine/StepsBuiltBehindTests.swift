import Foundation
import SharedFixtures
import Synchronization
import Testing

@testable import SpecRun

/// `specrun --parallel 2` and up builds the apps' step libraries on another core while the main
/// actor loads the scenario files; `--parallel 1` builds them first. Each test has a temporary
/// folder of its own, whose one scenario file is a FIFO the library's build feeds.
@MainActor
@Suite("--parallel 2: the steps are built while the files load")
struct StepsBuiltBehindTests {
  /// Whether the library's build fed the scenario file to a reader, and the run's exit code and
  /// output: the build waits (at most `patience` seconds) for the loader to open the file, feeds
  /// it, and returns once it is written. A loader that never opens it is let go with an empty
  /// file after `unblockAfter` seconds.
  func run(parallel: Int, patience: Double, unblockAfter: Double) async throws -> (
    fed: Bool, code: Int32, io: CapturedIO
  ) {
    let folder = try PipeFolder()
    let fifo = try folder.makeFIFO("Specs/Shop/piped.feature")
    folder.unblockReaders(of: fifo, after: unblockAfter)
    let fed = FedFile()
    let text = NonRegularScenarioFileTests.apples
    let app = SpecApp("Shop") {
      let feeder = folder.feed(fifo, pieces: [text], patience: patience)
      fed.wrote.withLock { $0 = feeder.finished(within: patience + 30) }
      return BasketSteps.library
    }
    let catalog = SpecCatalog(title: "Shop", specsFolder: folder.path("Specs"), apps: [app])
    let io = CapturedIO()
    let code = await SpecRunMain.run(
      arguments: ["--format", "summary", "--parallel", "\(parallel)", fifo], catalog: catalog, io: io.io)
    return (fed.wrote.withLock { $0 }, code, io)
  }

  @Test(
    "with --parallel 2 the steps are built while the files load: a build that waits for the loader sees it",
    .enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1, "--parallel runs one scenario per core"))
  func buildsWhileLoading() async throws {
    // A minute each way: in the whole suite other tests may hold the main actor for tens of seconds.
    let (fed, code, io) = try await run(parallel: 2, patience: 60, unblockAfter: 120)
    #expect(fed)
    #expect(code == 0, "\(io.out)\(io.error)")
    #expect(io.out.contains("1 scenario (1 passed)"), "\(io.out)")
  }

  @Test("with --parallel 1 the steps are built before any file is loaded")
  func buildsFirst() async throws {
    let (fed, _, io) = try await run(parallel: 1, patience: 0.3, unblockAfter: 1)
    #expect(!fed)
    #expect(io.out.contains("0 scenarios"), "\(io.out)")
  }
}

/// What a library's build in ``StepsBuiltBehindTests`` saw, read once the run is over.
private final class FedFile: Sendable {
  let wrote = Mutex(false)
}
