import Foundation
import Gherkin
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
  /// Whether the library's build saw the loader open the run's one scenario file, and the run's
  /// exit code and output. The build waits (at most `patience` seconds) for the loader to open the
  /// file and feeds it; a build that did not see the loader leaves the file to be fed to whoever
  /// opens it within a minute, so the run still ends.
  func run(parallel: Int, patience: Double) async throws -> (sawLoader: Bool, code: Int32, io: CapturedIO) {
    let folder = try PipeFolder()
    let fifo = try folder.makeFIFO("Specs/Shop/piped.feature")
    let fed = FedFile()
    let text = NonRegularScenarioFileTests.apples
    let app = SpecApp("Shop") {
      let wrote = folder.feed(fifo, pieces: [text], patience: patience).finished(within: patience + 30)
      fed.wrote.withLock { $0 = wrote }
      if !wrote { _ = folder.feed(fifo, pieces: [text], patience: 60) }
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
    .enabled(if: ProcessorCount.active > 1, "--parallel runs one scenario per core"))
  func buildsWhileLoading() async throws {
    // A minute: in the whole suite other tests may hold the main actor for tens of seconds.
    let (sawLoader, code, io) = try await run(parallel: 2, patience: 60)
    #expect(sawLoader)
    #expect(code == 0, "\(io.out)\(io.error)")
    #expect(io.out.contains("1 scenario (1 passed)"), "\(io.out)")
  }

  @Test("with --parallel 1 the steps are built before any file is loaded")
  func buildsFirst() async throws {
    let (sawLoader, code, io) = try await run(parallel: 1, patience: 0.3)
    #expect(!sawLoader)
    #expect(code == 0, "\(io.out)\(io.error)")
    #expect(io.out.contains("1 scenario (1 passed)"), "\(io.out)")
  }
}

/// What a library's build in ``StepsBuiltBehindTests`` saw, read once the run is over.
private final class FedFile: Sendable {
  let wrote = Mutex(false)
}
