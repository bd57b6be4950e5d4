import CucumberMessages
import Foundation
import Gherkin
import Synchronization
import Testing

@testable import SpecRun

/// A plan is made from its announced test case and the matches its steps were announced with,
/// when the scenario's turn comes. These check that what runs is what was announced.
@MainActor
@Suite("A scenario runs what its announced test case says")
struct TestCasePlanTests {
  struct NoCoins: Error, CustomStringConvertible {
    var description: String { "no coins" }
  }

  /// The plan for test case "9" of pickle "5" (scenario "one" of coins.feature) whose steps are
  /// `pickleSteps` (their JSON), with test steps in the order given: test step id → pickle step id.
  static func plan(
    pickleSteps: String, testSteps: KeyValuePairs<String, String>, _ library: StepLibrary
  ) throws -> TestCasePlan {
    let pickle = try JSONDecoder().decode(
      Messages.Pickle.self,
      from: Data(
        #"{"id":"5","uri":"coins.feature","name":"one","language":"en","steps":\#(pickleSteps),"tags":[],"astNodeIds":["3"]}"#
          .utf8))
    let testCase = Messages.TestCase(
      id: "9", pickleId: "5",
      testSteps: testSteps.map { Messages.TestCase.TestStep(id: $0.key, pickleStepId: $0.value) })
    return TestCasePlan(
      testCase, pickle: pickle, matches: TestCasePlan.matches(pickle.steps, in: StepMatchMemo(library)),
      glue: AnnouncedGlue(library: library), query: MessageQuery([]))
  }

  func run(_ text: String, _ library: StepLibrary) async throws -> [Messages.Envelope] {
    let folder = try FeatureFolder(["coins.feature": text])
    var options = RunOptions()
    options.selections = [try RunCommand.selection(folder.path())]
    var envelopes: [Messages.Envelope] = []
    _ = await SpecRunner(library: library, options: options) { envelopes.append($0) }.run()
    return envelopes
  }

  @Test("every test case is announced before the first one starts, as Cucumber does")
  func announcedFirst() async throws {
    var library = StepLibrary()
    library.given("{int} coins") { (_, _: Int) in }
    let envelopes = try await run(
      "Feature: Coins\n  Scenario: one\n    Given 1 coins\n  Scenario: two\n    Given 2 coins\n", library)
    let lastTestCase = try #require(envelopes.lastIndex { $0.testCase != nil })
    let firstStart = try #require(envelopes.firstIndex { $0.testCaseStarted != nil })
    #expect(envelopes.filter { $0.testCase != nil }.count == 2)
    #expect(lastTestCase < firstStart)
  }

  @Test("each step is matched once, for its announcement and its run alike, under --parallel 2 too")
  func matchedOnce() async throws {
    let conversions = Atomic(0)
    var library = StepLibrary()
    library.parameterType("coins", regexp: "\\d+") { text -> Int in
      conversions.add(1, ordering: .relaxed)
      return Int(text) ?? 0
    }
    library.given("{coins} in the purse") { (_, _: Int) in }
    let folder = try FeatureFolder([
      "coins.feature":
        "Feature: Coins\n  Scenario: one\n    Given 1 in the purse\n  Scenario: two\n    Given 2 in the purse\n"
    ])
    var options = RunOptions()
    options.selections = [try RunCommand.selection(folder.path())]
    options.parallel = 2
    var envelopes: [Messages.Envelope] = []
    _ = await SpecRunner(library: library, options: options) { envelopes.append($0) }.run()
    #expect(envelopes.compactMap(\.testCaseFinished).count == 2)
    #expect(conversions.load(ordering: .relaxed) == 2)
  }

  @Test("a step whose argument cannot be made fails when it runs, naming the definition its test case names")
  func brokenArgument() async throws {
    var library = StepLibrary()
    library.parameterType("coins", regexp: "\\d+") { text -> Int in
      guard let count = Int(text), count > 0 else { throw NoCoins() }
      return count
    }
    library.given("{coins} in the purse") { (_, _: Int) in }
    let envelopes = try await run("Feature: Coins\n  Scenario: empty\n    Given 0 in the purse\n", library)
    let query = MessageQuery(envelopes)
    let definition = try #require(query.stepDefinitions.first { $0.pattern.source == "{coins} in the purse" })
    let testStep = try #require(query.testCases.first?.testSteps.first { $0.pickleStepId != nil })
    #expect(testStep.stepDefinitionIds == [definition.id])
    let result = try #require(
      query.testCasesStarted.first.flatMap { query.stepsFinished(of: $0).first }?.finished.testStepResult)
    #expect(result.status == .failed)
    #expect(result.exception?.type == "StepArgumentError")
    #expect(result.message?.contains("The step matched \"{coins} in the purse\"") == true)
    #expect(result.message?.contains("an argument could not be made: no coins") == true)
  }

  @Test(
    "a test step that names neither a hook nor a step of its pickle fails where it stands, saying so, and the rest keep their places"
  )
  func unknownTestStep() async throws {
    var library = StepLibrary()
    library.given("{int} coins") { (_, _: Int) in }
    let plan = try Self.plan(
      pickleSteps: #"[{"astNodeIds":["1"],"id":"4","text":"1 coins"}]"#,
      testSteps: ["7": "no such step", "8": "4"], library)
    #expect(plan.items.count == 2)
    guard case .hook(let unknown) = plan.items[0], case .step(let planned) = plan.items[1],
      case .matched = planned.match
    else {
      Issue.record("expected the unknown test step as a failing item, then the pickle step: \(plan.items)")
      return
    }
    #expect(planned.step.id == "4")
    let context = ScenarioContext(scenarioName: "one", tags: [], uri: "coins.feature", line: 1)
    let error = await #expect(throws: (any Error).self) { try await unknown.body(context) }
    #expect(
      error.map(String.init(describing:))
        == "internal error: test step 7 names neither a hook nor a step of its scenario. Please report this.")
  }

  @Test("test steps that name their pickle's steps out of order still each run the step they name")
  func stepsOutOfOrder() async throws {
    var library = StepLibrary()
    library.given("{int} coins") { (_, _: Int) in }
    library.given("a purse") { _ in }
    let plan = try Self.plan(
      pickleSteps: #"[{"astNodeIds":["1"],"id":"4","text":"1 coins"},{"astNodeIds":["2"],"id":"6","text":"a purse"}]"#,
      testSteps: ["7": "6", "8": "4"], library)
    let planned = plan.items.map { item -> String in
      guard case .step(let planned) = item, case .matched(let definition, _, _) = planned.match else {
        return "not a matched step: \(item)"
      }
      return "\(planned.step.id) \(definition.pattern)"
    }
    #expect(planned == ["6 a purse", "4 {int} coins"])
  }

  @Test("each planned step says where it is written: its keyword as written, its text, file, line and language")
  func plannedLines() throws {
    var library = StepLibrary()
    library.given("{int} coins") { (_, _: Int) in }
    library.when("I count") { _ in }
    let text = "# language: en\nFeature: Coins\n  Scenario: one\n    Given  3 coins\n    * I count\n    When 5 coins\n"
    let query = MessageQuery(
      Gherkin.messages(
        for: Messages.Source(uri: "coins.feature", data: text, mediaType: .plain), ids: IdGenerator(.incrementing)))
    let pickle = try #require(query.pickles.first)
    let testCase = Messages.TestCase(
      id: "t", pickleId: pickle.id,
      testSteps: pickle.steps.indices.reversed().map {
        Messages.TestCase.TestStep(id: "s\($0)", pickleStepId: pickle.steps[$0].id)
      })
    let plan = TestCasePlan(
      testCase, pickle: pickle, matches: TestCasePlan.matches(pickle.steps, in: StepMatchMemo(library)),
      glue: AnnouncedGlue(library: library), query: query)
    let lines = plan.items.map { item -> String in
      guard case .step(let planned) = item else { return "not a step: \(item)" }
      return "\(planned.line.step) \(planned.line.uri):\(planned.line.line) \(planned.line.language)"
    }
    #expect(
      lines == ["When 5 coins coins.feature:6 en", "* I count coins.feature:5 en", "Given 3 coins coins.feature:4 en"])
  }
}
