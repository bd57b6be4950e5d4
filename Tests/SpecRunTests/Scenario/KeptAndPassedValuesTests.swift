import CucumberMessages
import Testing

@testable import SpecRun

/// A pet of some kind: kept and passed as this class while being a subclass.
class Pet: @unchecked Sendable {
  let name: String
  init(name: String) { self.name = name }
}

final class Cat: Pet, @unchecked Sendable {}

protocol Greeting: Sendable { var words: String { get } }
struct Hello: Greeting { var words = "hello" }

/// What the steps of a replay received, in order.
@MainActor
final class Received {
  var values: [String] = []
}

@MainActor
@Suite("Values a scenario keeps and a step is given arrive as the types asked for")
struct KeptAndPassedValuesTests {
  @Test("a value kept by its type reads back as that type; a type never kept reads back as nothing")
  func keptByItsType() {
    let context = ScenarioContext(scenarioName: "S", tags: [], uri: "s.feature", line: 1)
    context[Int.self] = 3
    context[String.self] = "three"
    #expect(context[Int.self] == 3)
    #expect(context[String.self] == "three")
    #expect(context[Double.self] == nil)
    context[Int.self] = nil
    #expect(context[Int.self] == nil)
  }

  @Test("a subclass kept as its superclass and a value kept as a protocol read back as what they were kept as")
  func keptAsSomethingMoreGeneral() {
    let context = ScenarioContext(scenarioName: "S", tags: [], uri: "s.feature", line: 1)
    context[Pet.self] = Cat(name: "Tama")
    context[(any Greeting).self] = Hello()
    #expect(context[Pet.self]?.name == "Tama")
    #expect(context[Pet.self] is Cat)
    #expect(context[(any Greeting).self]?.words == "hello")
    #expect(context[Cat.self] == nil)
  }

  @Test(
    "a step's closure gets its values as the types it declares: the matched type, a whole number as a Double, a subclass as its superclass, a word as an optional"
  )
  func passedAsDeclared() async throws {
    let received = Received()
    var steps = StepLibrary()
    steps.checksEveryChangeDescribed = false
    steps.parameterType("pet", regexp: "Tama|Mike") { Cat(name: $0) }
    steps.given("{pet} costs {int} yen") { (_, pet: Pet, price: Double) in
      received.values.append("\(pet.name) \(price)")
    }
    steps.when("{word} counts {int}") { (_, word: String?, count: Int) in
      received.values.append("\(word ?? "nil") \(count)")
    }
    let folder = try FeatureFolder([
      "p.feature": "Feature: P\n  Scenario: S\n    Given Tama costs 300 yen\n    When Mike counts 4\n"
    ])
    let (outcome, _) = await SpecRunnerTests().replay([folder.path()], steps)
    #expect(outcome.exitCode == 0)
    #expect(received.values == ["Tama 300.0", "Mike 4"])
  }

  @Test("a value of another type than the closure declares fails the step, saying which argument and what to change")
  func passedAsAnotherType() async throws {
    var steps = StepLibrary()
    steps.checksEveryChangeDescribed = false
    steps.given("{word} apples") { (_, count: Int) in _ = count }
    let folder = try FeatureFolder(["a.feature": "Feature: A\n  Scenario: S\n    Given seven apples\n"])
    let (outcome, query) = await SpecRunnerTests().replay([folder.path()], steps)
    #expect(outcome.exitCode == 1)
    let failure = query.envelopes.compactMap(\.testStepFinished).map(\.testStepResult).first { $0.status == .failed }
    #expect(failure?.message?.hasPrefix("argument 1 is a String, but the step definition takes a Int.") == true)
  }
}
