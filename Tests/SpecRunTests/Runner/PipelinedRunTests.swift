import CucumberMessages
import Dispatch
import Foundation
import Synchronization
import Testing

@testable import SpecRun

/// A reader that, at the end of the first scenario, waits (at most `patience`) for a step of the
/// second scenario that runs once the first one has ended, and says whether it ran meanwhile.
final class WaitingReader: IndexedMessageReader {
  let secondScenarioRan = DispatchSemaphore(value: 0)
  let patience: DispatchTimeInterval
  init(patience: DispatchTimeInterval) { self.patience = patience }
  private let saw = Mutex<Bool?>(nil)
  /// Whether the second scenario's step ran while this reader was reading the first one's end;
  /// nil before it read that end.
  var sawSecondRunWhileReading: Bool? { saw.withLock { $0 } }

  func read(_ envelope: Messages.Envelope, in query: MessageQuery) {
    guard let finished = envelope.testCaseFinished, saw.withLock({ $0 == nil }),
      query.pickle(of: finished.testCaseStartedId)?.name == "First"
    else { return }
    let ran = secondScenarioRan.wait(timeout: .now() + patience) == .success
    saw.withLock { $0 = ran }
  }
}

/// A reader that, at the first pickle it reads, waits (at most `patience`) for the run to build
/// its app's step library (which it does once every file is loaded), and says whether it did
/// meanwhile.
final class LoadWatchingReader: IndexedMessageReader {
  let libraryBuilt = DispatchSemaphore(value: 0)
  let patience: DispatchTimeInterval
  init(patience: DispatchTimeInterval) { self.patience = patience }
  private let saw = Mutex<Bool?>(nil)
  /// Whether the library was built while this reader was reading the first pickle; nil before
  /// it read one.
  var sawLibraryBuiltWhileReading: Bool? { saw.withLock { $0 } }

  func read(_ envelope: Messages.Envelope, in query: MessageQuery) {
    guard envelope.pickle != nil, saw.withLock({ $0 == nil }) else { return }
    let built = libraryBuilt.wait(timeout: .now() + patience) == .success
    saw.withLock { $0 = built }
  }
}

extension MessageQuery {
  fileprivate func pickle(of startedID: String) -> Messages.Pickle? {
    envelopes.lazy.compactMap(\.testCaseStarted).first { $0.id == startedID }.flatMap { pickle(of: $0) }
  }
}

@MainActor
@Suite("--parallel 2: the main actor runs steps while another thread indexes and reports")
struct PipelinedRunTests {
  static let feature = """
    Feature: Two
      @first
      Scenario: First
        Given an empty basket
        When I add 1 pears
        Then the basket holds 1 pears

      Scenario: Second
        Given the first scenario has ended
    """

  func run(parallel: Int, patience: DispatchTimeInterval) async throws -> WaitingReader {
    let reader = WaitingReader(patience: patience)
    var library = BasketSteps.library
    let firstEnded = Atomic(false)
    library.after("@first") { _ in firstEnded.store(true, ordering: .sequentiallyConsistent) }
    // Two lanes may start the second scenario before the first ends: its step waits for that end
    // (suspending, so the main actor is free meanwhile), then tells the reader.
    library.given("the first scenario has ended") { _ in
      for _ in 0..<1000 where !firstEnded.load(ordering: .sequentiallyConsistent) {
        try await Task.sleep(for: .milliseconds(10))
      }
      reader.secondScenarioRan.signal()
    }
    let folder = try FeatureFolder(["two.feature": Self.feature])
    var options = RunOptions()
    options.selections = [RunOptions.Selection(path: folder.path(), lines: [])]
    options.parallel = parallel
    options.keepsMessageStream = true
    let runner = SpecRunner(catalog: SpecCatalog(steps: library), options: options, reader: reader)
    let outcome = await runner.run()
    #expect(outcome.exitCode == 0)
    #expect(runner.query.testCasesStarted.count == 2)
    return reader
  }

  @Test(
    "with --parallel 2 the first scenario's messages are read behind the steps, while the second scenario runs",
    .enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1, "--parallel runs one scenario per core"))
  func readsBehindTheSteps() async throws {
    #expect(try await run(parallel: 2, patience: .seconds(10)).sawSecondRunWhileReading == true)
  }

  /// Runs two files against an app whose library is built on first read, and gives what the
  /// reader saw.
  func load(parallel: Int, patience: DispatchTimeInterval) async throws -> LoadWatchingReader {
    let folder = try FeatureFolder([
      "a.feature": "Feature: A\n  Scenario: First\n    Given an empty basket\n",
      "b.feature": "Feature: B\n  Scenario: Second\n    Given an empty basket\n",
    ])
    let reader = LoadWatchingReader(patience: patience)
    var app = SpecApp("") {
      reader.libraryBuilt.signal()
      return BasketSteps.library
    }
    app.folder = nil
    var options = RunOptions()
    options.selections = [RunOptions.Selection(path: folder.path(), lines: [])]
    options.parallel = parallel
    options.keepsMessageStream = true
    let catalog = SpecCatalog(title: "Baskets", apps: [app])
    let runner = SpecRunner(catalog: catalog, options: options, reader: reader)
    let outcome = await runner.run()
    #expect(outcome.exitCode == 0)
    #expect(runner.query.pickles.map(\.name) == ["First", "Second"])
    // Every message in the order made, whichever thread indexed it.
    #expect(
      runner.query.envelopes.prefix(6).map { $0.meta != nil ? "meta" : $0.source?.uri.suffix(9).description ?? "-" }
        == ["meta", "a.feature", "-", "-", "b.feature", "-"])
    return reader
  }

  @Test(
    "with --parallel 2 the files' messages are read behind the loader: the main actor builds the steps meanwhile",
    .enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1, "--parallel runs one scenario per core"))
  func loadsBehindTheReader() async throws {
    #expect(try await load(parallel: 2, patience: .seconds(10)).sawLibraryBuiltWhileReading == true)
  }

  @Test("with --parallel 1 the files' messages are read before the steps are built")
  func loadsInTurn() async throws {
    let reader = try await load(parallel: 1, patience: .milliseconds(300))
    #expect(reader.sawLibraryBuiltWhileReading == false)
  }

  @Test("with --parallel 1 each scenario's messages are read before the next scenario starts")
  func readsInTurn() async throws {
    let reader = try await run(parallel: 1, patience: .milliseconds(300))
    // The reader waited in vain: the second scenario could not start before it finished reading.
    #expect(reader.sawSecondRunWhileReading == false)
  }
}
