import CucumberMessages
import Dispatch
import Foundation
import Gherkin
import Synchronization
import Testing

@testable import SpecRun

/// A reader that, at the first message `waitsAt` picks, waits (at most `patience`) for
/// `happened` to be signalled by something the main actor does meanwhile, and says whether it was.
/// The tests that expect it to happen wait up to a minute: in the whole suite other tests may hold
/// the main actor for tens of seconds (10 seconds failed at load 6), and what they wait for ends
/// the wait as soon as it comes.
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
    .enabled(if: ProcessorCount.active > 1, "--parallel runs one scenario per core"))
  func readsBehindTheSteps() async throws {
    #expect(try await run(parallel: 2, patience: .seconds(60)).sawItHappenWhileReading == true)
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
    .enabled(if: ProcessorCount.active > 1, "--parallel runs one scenario per core"))
  func loadsBehindTheReader() async throws {
    #expect(try await load(parallel: 2, patience: .seconds(60)).sawItHappenWhileReading == true)
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

/// Runs of several scenarios whose test cases are announced while the scenarios run.
@MainActor
@Suite("--parallel 2: the scenarios run while their test cases are announced")
struct AnnouncedBehindTests {
  static let feature = """
    Feature: Three
      @tracked
      Scenario: First
        Given the step tells the reader
        When I add 1 pears
        Then the basket holds 0 pears

      Scenario: Second
        Given an empty basket
        When nobody wrote this step

      @tracked
      Scenario Outline: Third <count>
        Given an empty basket
        When I add <count> pears
        Examples:
          | count |
          | 1     |
          | 2     |
    """

  /// Replays the feature, its reader waiting (at most `patience`) at the first `testCase` message
  /// for the first scenario's first step to run.
  func run(parallel: Int, patience: DispatchTimeInterval) async throws -> (WaitingReader, MessageQuery) {
    let reader = WaitingReader(patience: patience) { envelope, _ in envelope.testCase != nil }
    var library = BasketSteps.library
    library.given("the step tells the reader") { context in
      reader.happened.signal()
      let basket = Basket()
      context[Basket.self] = basket
    }
    library.after("@tracked", name: "stop tracking") { _ in }
    let folder = try FeatureFolder(["three.feature": Self.feature])
    var options = RunOptions()
    options.selections = [RunOptions.Selection(path: folder.path(), lines: [])]
    options.parallel = parallel
    options.keepsMessageStream = true
    let runner = SpecRunner(catalog: SpecCatalog(steps: library), options: options, reader: reader)
    let outcome = await runner.run()
    #expect(outcome.exitCode == 1)
    return (reader, runner.query)
  }

  /// Each message's kind, and the ids of its test case or test step, in the order of the stream.
  /// Where two lanes finish in either order, their messages are compared as a set elsewhere; here
  /// only what comes before the first scenario's start.
  static func announced(_ query: MessageQuery) -> [String] {
    query.envelopes.prefix { $0.testCaseStarted == nil }.compactMap { envelope in
      if let testCase = envelope.testCase {
        let steps = testCase.testSteps.map {
          "\($0.id):\($0.hookId ?? $0.pickleStepId ?? "-"):\($0.stepDefinitionIds ?? [])"
        }
        return "testCase \(testCase.id) of \(testCase.pickleId): \(steps.joined(separator: " "))"
      }
      return envelope.pickle.map { "pickle \($0.id)" } ?? envelope.hook.map { "hook \($0.id)" }
    }
  }

  @Test(
    "with --parallel 2 a scenario runs while the test cases are announced; they come first, with the ids of --parallel 1",
    .enabled(if: ProcessorCount.active > 1, "--parallel runs one scenario per core"))
  func runsWhileAnnouncing() async throws {
    let (reader, query) = try await run(parallel: 2, patience: .seconds(60))
    #expect(reader.sawItHappenWhileReading == true)
    let (_, inTurn) = try await run(parallel: 1, patience: .milliseconds(1))
    #expect(Self.announced(query) == Self.announced(inTurn))
    #expect(Self.announced(query).count { $0.hasPrefix("testCase") } == 4)
    // Every test case is out before the first scenario starts, and the scenarios' ids follow theirs.
    #expect(
      query.envelopes.firstIndex { $0.testCaseStarted != nil }! > query.envelopes.lastIndex { $0.testCase != nil }!)
    #expect(Set(query.testCasesStarted.map(\.id)) == Set(inTurn.testCasesStarted.map(\.id)))
  }

  @Test("with --parallel 1 the test cases are announced before the first step runs")
  func announcesInTurn() async throws {
    let (reader, _) = try await run(parallel: 1, patience: .milliseconds(300))
    #expect(reader.sawItHappenWhileReading == false)
  }
}
