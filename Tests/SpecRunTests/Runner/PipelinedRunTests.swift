import CucumberMessages
import Dispatch
import Foundation
import Synchronization
import Testing

@testable import SpecRun

/// A reader that, at the first message `waitsAt` picks, waits (at most `patience`) for
/// `happened` to be signalled by something the main actor does meanwhile, and says whether it was.
final class WaitingReader: IndexedMessageReader {
  let happened = DispatchSemaphore(value: 0)
  let patience: DispatchTimeInterval
  let waitsAt: @Sendable (Messages.Envelope, MessageQuery) -> Bool
  init(patience: DispatchTimeInterval, waitsAt: @escaping @Sendable (Messages.Envelope, MessageQuery) -> Bool) {
    self.patience = patience
    self.waitsAt = waitsAt
  }
  private let saw = Mutex<Bool?>(nil)
  /// Whether it happened while this reader was reading the message it waited at; nil before it
  /// read one.
  var sawItHappenWhileReading: Bool? { saw.withLock { $0 } }

  func read(_ envelope: Messages.Envelope, in query: MessageQuery) {
    guard saw.withLock({ $0 == nil }), waitsAt(envelope, query) else { return }
    let happened = happened.wait(timeout: .now() + patience) == .success
    saw.withLock { $0 = happened }
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
    // At the end of the first scenario it waits for a step of the second, which runs once the
    // first one has ended.
    let reader = WaitingReader(patience: patience) { envelope, query in
      envelope.testCaseFinished.map { query.pickle(of: $0.testCaseStartedId)?.name == "First" } ?? false
    }
    var library = BasketSteps.library
    let firstEnded = Atomic(false)
    library.after("@first") { _ in firstEnded.store(true, ordering: .sequentiallyConsistent) }
    // Two lanes may start the second scenario before the first ends: its step waits for that end
    // (suspending, so the main actor is free meanwhile), then tells the reader.
    library.given("the first scenario has ended") { _ in
      for _ in 0..<1000 where !firstEnded.load(ordering: .sequentiallyConsistent) {
        try await Task.sleep(for: .milliseconds(10))
      }
      reader.happened.signal()
    }
    let folder = try FeatureFolder(["two.feature": Self.feature])
    let runner = await replay(folder, SpecCatalog(steps: library), parallel: parallel, reader: reader)
    #expect(runner.query.testCasesStarted.count == 2)
    return reader
  }

  /// Replays `folder` against `catalog`, keeping the message stream; the run must pass.
  func replay(_ folder: FeatureFolder, _ catalog: SpecCatalog, parallel: Int, reader: WaitingReader) async
    -> SpecRunner
  {
    var options = RunOptions()
    options.selections = [RunOptions.Selection(path: folder.path(), lines: [])]
    options.parallel = parallel
    options.keepsMessageStream = true
    let runner = SpecRunner(catalog: catalog, options: options, reader: reader)
    let outcome = await runner.run()
    #expect(outcome.exitCode == 0)
    return runner
  }

  @Test(
    "with --parallel 2 the first scenario's messages are read behind the steps, while the second scenario runs",
    .enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1, "--parallel runs one scenario per core"))
  func readsBehindTheSteps() async throws {
    #expect(try await run(parallel: 2, patience: .seconds(10)).sawItHappenWhileReading == true)
  }

  /// Runs two files against an app whose library is built on first read, and gives what the
  /// reader saw.
  func load(parallel: Int, patience: DispatchTimeInterval) async throws -> WaitingReader {
    let folder = try FeatureFolder([
      "a.feature": "Feature: A\n  Scenario: First\n    Given an empty basket\n",
      "b.feature": "Feature: B\n  Scenario: Second\n    Given an empty basket\n",
    ])
    // At the first pickle it waits for the library to be built, which the run does once every
    // file is loaded.
    let reader = WaitingReader(patience: patience) { envelope, _ in envelope.pickle != nil }
    var app = SpecApp("") {
      reader.happened.signal()
      return BasketSteps.library
    }
    app.folder = nil
    let runner = await replay(folder, SpecCatalog(title: "Baskets", apps: [app]), parallel: parallel, reader: reader)
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
    #expect(try await load(parallel: 2, patience: .seconds(10)).sawItHappenWhileReading == true)
  }

  @Test("with --parallel 1 the files' messages are read before the steps are built")
  func loadsInTurn() async throws {
    let reader = try await load(parallel: 1, patience: .milliseconds(300))
    #expect(reader.sawItHappenWhileReading == false)
  }

  @Test("with --parallel 1 each scenario's messages are read before the next scenario starts")
  func readsInTurn() async throws {
    let reader = try await run(parallel: 1, patience: .milliseconds(300))
    // The reader waited in vain: the second scenario could not start before it finished reading.
    #expect(reader.sawItHappenWhileReading == false)
  }
}
