import CucumberMessages
import Foundation
import Synchronization
import Testing

@testable import SpecRun

@MainActor
@Suite("A step library made of one library per feature")
struct StepLibraryIncludingTests {
  final class Log: Sendable {
    let lines = Mutex<[String]>([])
    func record(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
  }

  /// The status of each step of `text` run with `library`, without the after-scenario check.
  func statuses(_ text: String, _ library: StepLibrary) async throws -> [Messages.TestStepResultStatus] {
    var library = library
    library.checksEveryChangeDescribed = false
    let folder = try FeatureFolder(["wallet.feature": text])
    var options = RunOptions()
    options.selections = [try RunCommand.selection(folder.path())]
    var envelopes: [Messages.Envelope] = []
    _ = await SpecRunner(library: library, options: options) { envelopes.append($0) }.run()
    return envelopes.compactMap { $0.testStepFinished?.testStepResult.status }
  }

  @Test("StepLibrary(including:) runs the steps of every library it was made of, each with its own body")
  func includesEveryLibrary() async throws {
    let log = Log()
    var coins = StepLibrary()
    coins.given("{int} coin(s)") { (_, count: Int) in log.record("coins \(count)") }
    var notes = StepLibrary()
    notes.given("{int} note(s)") { (_, count: Int) in log.record("notes \(count)") }

    let statuses = try await statuses(
      "Feature: Wallet\n  Scenario: both\n    Given 2 coins\n    And 1 note\n",
      StepLibrary(including: coins, notes))

    #expect(statuses == [.passed, .passed])
    #expect(log.all == ["coins 2", "notes 1"])
  }

  @Test("a step no included library defines is undefined in the library made of them")
  func leavesOtherStepsUndefined() async throws {
    var coins = StepLibrary()
    coins.given("{int} coin(s)") { (_, _: Int) in }

    let statuses = try await statuses(
      "Feature: Wallet\n  Scenario: card\n    Given 2 coins\n    And 1 card\n", StepLibrary(including: coins))

    #expect(statuses == [.passed, .undefined])
  }

  @Test("a hook entry is a value: changing a copy, as including renumbers it, leaves every other copy as it was")
  func hookEntriesAreValues() {
    var first = StepLibrary()
    first.before("@slow", name: "warm up") { _ in }
    var second = StepLibrary()
    second.after(name: "cool down") { _ in }
    let both = StepLibrary(including: first, second)
    #expect(both.hooks.map(\.id) == [0, 1])
    #expect(second.hooks.map(\.id) == [0])
    var copy = first.hooks[0]
    copy.id = 7
    copy.kind = .afterStep
    copy.name = "renamed"
    copy.tags = nil
    #expect(copy.id == 7 && copy.kind == .afterStep && copy.name == "renamed" && copy.tags == nil)
    let original = first.hooks[0]
    #expect(original.id == 0 && original.kind == .beforeScenario && original.name == "warm up")
    #expect(original.tags != nil && original.location.line == copy.location.line)
  }
}
