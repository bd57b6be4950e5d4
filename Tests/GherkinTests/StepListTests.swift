import CucumberMessages
import Gherkin
import Testing

/// A scenario's steps are gathered in a list with room for several and then moved into a list of
/// their own size; these tests check that nothing is lost, doubled or reordered on the way, for
/// fewer steps than that room, exactly as many, and more.
@Suite("A scenario's and a background's steps")
struct StepListTests {
  static func feature(backgroundSteps: Int, scenarioSteps: [Int]) -> String {
    var text = "Feature: Many steps\n  Background:\n"
    for index in 0..<backgroundSteps { text += "    Given background step \(index)\n" }
    for (scenario, count) in scenarioSteps.enumerated() {
      text += "  Scenario: scenario \(scenario)\n"
      for index in 0..<count {
        text += "    When step \(index) of scenario \(scenario) with a text longer than fifteen bytes\n"
      }
    }
    return text
  }

  @Test(
    "every step is kept once, in file order, whether a scenario has 1, 8, 9 or 40 steps",
    arguments: [1, 4, 5, 7, 8, 9, 40])
  func stepsKeptInOrder(count: Int) throws {
    let parsed = Fixture.parse(Self.feature(backgroundSteps: 2, scenarioSteps: [count, 3]))
    #expect(parsed.errors.isEmpty)
    let children = try #require(parsed.document?.feature?.children)
    let background = try #require(children.first?.background)
    #expect(background.steps.map(\.text) == ["background step 0", "background step 1"])
    let first = try #require(children.dropFirst().first?.scenario)
    #expect(
      first.steps.map(\.text)
        == (0..<count).map { "step \($0) of scenario 0 with a text longer than fifteen bytes" })
    #expect(Set(first.steps.map(\.id)).count == count, "each step keeps its own id")
    let second = try #require(children.last?.scenario)
    #expect(second.steps.count == 3)
    #expect(parsed.pickles.first?.steps.count == 2 + count)
    #expect(parsed.pickles.last?.steps.map(\.text).last == "step 2 of scenario 1 with a text longer than fifteen bytes")
  }
}
