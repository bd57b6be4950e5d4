import CucumberMessages
import Foundation
import Synchronization
import Testing

@testable import SpecRun

/// A run matches each step text once; what a step receives is the same as if every step were
/// matched on its own.
@MainActor
@Suite("A step text written in many scenarios is matched once per run")
struct StepMatchMemoTests {
  /// A custom parameter type's value: an object, which no two steps may share.
  final class Purse: Sendable {}

  func run(_ text: String, _ library: StepLibrary, parallel: Int = 1) async throws -> [Messages.Envelope] {
    let folder = try FeatureFolder(["coins.feature": text])
    var options = RunOptions()
    options.selections = [try RunCommand.selection(folder.path())]
    options.parallel = parallel
    var envelopes: [Messages.Envelope] = []
    _ = await SpecRunner(library: library, options: options) { envelopes.append($0) }.run()
    return envelopes
  }

  @Test("each repeated text still hands every step its own arguments, under --parallel 2 too")
  func repeatedTextsKeepTheirArguments() async throws {
    let received = Mutex<[Int]>([])
    var library = StepLibrary()
    library.given("{int} coins") { (_, count: Int) in received.withLock { $0.append(count) } }
    let scenarios = (0..<6).map { "  Scenario: s\($0)\n    Given \($0 % 2 + 1) coins\n" }.joined()
    let envelopes = try await run("Feature: Coins\n" + scenarios, library, parallel: 2)
    #expect(envelopes.compactMap(\.testStepFinished).allSatisfy { $0.testStepResult.status == .passed })
    #expect(received.withLock { $0.sorted() } == [1, 1, 1, 2, 2, 2])
  }

  @Test("a custom parameter type makes its value for every step, so scenarios never share its object")
  func customTypesAreMadeForEveryStep() async throws {
    let conversions = Atomic(0)
    let purses = Mutex<[ObjectIdentifier]>([])
    var library = StepLibrary()
    library.parameterType("purse", regexp: "a purse") { _ -> Purse in
      conversions.add(1, ordering: .relaxed)
      return Purse()
    }
    library.given("{purse} on the table") { (_, purse: Purse) in
      purses.withLock { $0.append(ObjectIdentifier(purse)) }
    }
    let envelopes = try await run(
      "Feature: Coins\n  Scenario: one\n    Given a purse on the table\n  Scenario: two\n    Given a purse on the table\n",
      library)
    #expect(envelopes.compactMap(\.testCaseFinished).count == 2)
    #expect(conversions.load(ordering: .relaxed) == 2)
    #expect(Set(purses.withLock { $0 }).count == 2, "each scenario gets a purse of its own")
  }

  @Test("an undefined text stays undefined in every scenario that writes it")
  func undefinedTextsStayUndefined() async throws {
    var library = StepLibrary()
    library.given("{int} coins") { (_, _: Int) in }
    let envelopes = try await run(
      "Feature: Coins\n  Scenario: one\n    Given no coins\n  Scenario: two\n    Given no coins\n", library)
    let statuses = envelopes.compactMap(\.testStepFinished).map(\.testStepResult.status)
    #expect(statuses.filter { $0 == .undefined }.count == 2, "the step of each scenario: \(statuses)")
  }

  @Test("a text written twice in one scenario, new to the run, hands both steps their arguments")
  func aTextRepeatedInOneScenarioMatchesBothSteps() async throws {
    let received = Mutex<[Int]>([])
    var library = StepLibrary()
    library.given("{int} coins") { (_, count: Int) in received.withLock { $0.append(count) } }
    let envelopes = try await run(
      "Feature: Coins\n  Scenario: twice\n    Given 3 coins\n    And 3 coins\n    And 4 coins\n", library)
    // The steps, then the library's built-in after-scenario check.
    #expect(
      envelopes.compactMap(\.testStepFinished).map(\.testStepResult.status).prefix(3) == [.passed, .passed, .passed])
    #expect(received.withLock { $0 } == [3, 3, 4])
  }

  @Test("a scenario of many steps, some repeated, matches every one, in order")
  func aLongScenarioMatchesEveryStep() async throws {
    let received = Mutex<[Int]>([])
    var library = StepLibrary()
    library.given("{int} coins") { (_, count: Int) in received.withLock { $0.append(count) } }
    library.given("a purse") { _ in }
    // 70 steps, the last few repeating earlier texts.
    let counts = (0..<70).map { $0 % 66 }
    let steps = counts.map { "    Given \($0) coins\n" }.joined() + "    Given a purse\n    Given no purse\n"
    let envelopes = try await run("Feature: Coins\n  Scenario: long\n" + steps, library)
    let statuses = envelopes.compactMap(\.testStepFinished).map(\.testStepResult.status)
    #expect(statuses.prefix(72) == Array(repeating: .passed, count: 71) + [.undefined])
    #expect(received.withLock { $0 } == counts)
  }
}
