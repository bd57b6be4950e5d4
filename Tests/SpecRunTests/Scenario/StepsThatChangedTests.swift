import EvergreenTesting
import Testing

@testable import SpecRun

/// A dial whose value steps turn.
private struct Dial: Equatable {
  var value = 0
  var label = "off"
}

@Suite("The steps that made a change no Then step described")
struct StepsThatChangedTests {
  static func line(_ number: Int) -> ScenarioLine {
    ScenarioLine(step: "When I turn the dial", uri: "Specs/dial.feature", line: number)
  }

  @Test(
    "the first and the last step that changed a part are found across closed blocks; parts no step changed have none")
  func acrossBlocks() {
    var trail = ChangeTrail(from: Dial())
    trail.record(Dial(value: 1), by: Self.line(4))
    _ = trail.close(at: Dial(value: 1))
    trail.record(Dial(value: 2), by: Self.line(6))
    trail.record(Dial(value: 2, label: "on"), by: Self.line(7))
    _ = trail.close(at: Dial(value: 2, label: "on"))
    let steps = trail.steps(thatChanged: ["value", "label"])
    #expect(steps["value"] == StepsThatChanged(first: Self.line(4), last: Self.line(6)))
    #expect(steps["label"] == StepsThatChanged(first: Self.line(7), last: Self.line(7)))
    #expect(trail.steps(thatChanged: ["missing"]).isEmpty)
  }

  @Test("the blocks the steps described are forgotten, and a scenario that never checks keeps the latest states only")
  func forgottenAndBounded() {
    var trail = ChangeTrail(from: Dial())
    let limit = ChangeTrail<Dial>.earlierLimit
    for value in 1...(limit + 6) {
      trail.record(Dial(value: value), by: Self.line(value))
      _ = trail.close(at: Dial(value: value))
    }
    // The oldest states went: the 64 kept before the block start at 6, so the first change known is 6 → 7.
    #expect(trail.steps(thatChanged: ["value"])["value"] == StepsThatChanged(first: Self.line(7), last: Self.line(70)))
    trail.forgetEarlierBlocks()
    trail.record(Dial(value: 0), by: Self.line(80))
    #expect(trail.steps(thatChanged: ["value"])["value"] == StepsThatChanged(first: Self.line(80), last: Self.line(80)))
  }

  @Test("a part whose whole element steps took away and put back names those steps, though only a field of it differs")
  func enclosingChanges() throws {
    struct Note: Equatable { var title: String }
    struct Board: Equatable { var notes: [Note] }
    var trail = ChangeTrail(from: Board(notes: [Note(title: "draft")]))
    trail.record(Board(notes: []), by: Self.line(4))
    trail.record(Board(notes: [Note(title: "final")]), by: Self.line(5))
    _ = trail.close(at: Board(notes: [Note(title: "final")]))
    let paths = try #require(
      structuralDifference(Board(notes: [Note(title: "draft")]), Board(notes: [Note(title: "final")]))
    )
    .changes.map(\.path)
    #expect(paths.count == 1)
    #expect(
      trail.steps(thatChanged: paths)[paths[0]] == StepsThatChanged(first: Self.line(4), last: Self.line(5)),
      "\(paths)")
  }

  @Test("one step reads \"changed by\", several name the first and the last")
  func rendered() {
    #expect(
      StepsThatChanged(first: Self.line(4), last: Self.line(4)).rendered
        == "changed by \"When I turn the dial\" (Specs/dial.feature:4)")
    #expect(
      StepsThatChanged(first: Self.line(4), last: Self.line(9)).rendered
        == "changed by \"When I turn the dial\" (Specs/dial.feature:4),\nlast by \"When I turn the dial\" (Specs/dial.feature:9)"
    )
  }
}
