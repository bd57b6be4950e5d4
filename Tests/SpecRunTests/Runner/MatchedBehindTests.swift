import Dispatch
import Foundation
import Gherkin
import Synchronization
import Testing

@testable import SpecRun

/// Runs of 100 scenarios whose last step takes its argument from a transformer that waits for a
/// step of the run to run.
@MainActor
@Suite("--parallel 2: the first scenarios run while the later ones' steps are matched")
struct MatchedBehindTests {
  /// Whether a step had run when the last scenario's step was matched (its transformer waiting at
  /// most `patience` for one; nil if it never ran); the run must pass, with the messages of every
  /// scenario.
  func stepRanBeforeTheLastMatch(parallel: Int, patience: DispatchTimeInterval) async throws -> Bool? {
    let stepRan = DispatchSemaphore(value: 0)
    let ranFirst = Mutex<Bool?>(nil)
    var library = StepLibrary()
    library.parameterType("coins", regexp: "\\d+") { text -> Int in
      if text == "99" { ranFirst.withLock { $0 = stepRan.wait(timeout: .now() + patience) == .success } }
      return Int(text) ?? 0
    }
    library.given("{coins} in the purse") { (_, _: Int) in stepRan.signal() }
    // More scenarios than the plans made ahead at a time: the first ones' plans are made before
    // the last one is matched.
    let scenarios = (0..<100).map { "  Scenario: \($0)\n    Given \($0 == 99 ? 99 : 1) in the purse\n" }
    let folder = try FeatureFolder(["coins.feature": "Feature: Coins\n" + scenarios.joined()])
    var options = RunOptions()
    options.selections = [RunOptions.Selection(path: folder.path(), lines: [])]
    options.parallel = parallel
    options.keepsMessageStream = true
    let reader = WaitingReader(patience: .seconds(0)) { _, _ in false }
    let runner = SpecRunner(catalog: SpecCatalog(steps: library), options: options, reader: reader)
    let outcome = await runner.run()
    #expect(outcome.exitCode == 0)
    #expect(runner.query.testCases.count == 100)
    // Every test case is announced before the first scenario starts.
    let envelopes = runner.query.envelopes
    #expect(envelopes.firstIndex { $0.testCaseStarted != nil }! > envelopes.lastIndex { $0.testCase != nil }!)
    return ranFirst.withLock { $0 }
  }

  @Test(
    "with --parallel 2 the first scenarios run before the last one's steps are matched",
    .enabled(if: ProcessorCount.active > 1, "--parallel runs one scenario per core"))
  func runsWhileMatching() async throws {
    // A minute: in the whole suite other tests may hold the main actor for tens of seconds at a
    // time; the step's run ends the wait as soon as it comes.
    #expect(try await stepRanBeforeTheLastMatch(parallel: 2, patience: .seconds(60)) == true)
  }

  @Test("with --parallel 1 every step is matched before the first one runs")
  func matchesFirst() async throws {
    #expect(try await stepRanBeforeTheLastMatch(parallel: 1, patience: .milliseconds(300)) == false)
  }
}
