import Evergreen
import SpecRun
import TaskShin

/// The shin collection.
extension TaskShinScenario {
  func alreadyGrown(_ name: String, to growth: Int) throws {
    let kind = try Vocabulary.shin(name)
    shins.shins[id: kind] = Shin(kind: kind, growth: growth)
  }

  func alreadyCounted(_ count: Int) {
    shins.counted.formUnion((1...count).map { TaskID("これまでのおてつだい\($0)") })
  }

  private func acknowledgeGrowth() async throws {
    try await acknowledge { if case .shins(.checkGrowthForTask) = $0 { true } else { false } }
    try await settleEcho()
  }

  func expect(_ name: String, growth: Int, stage: String) async throws {
    try await acknowledgeGrowth()
    let kind = try Vocabulary.shin(name)
    let stage = try Vocabulary.stage(stage)
    guard ShinStage(growth: growth) == stage else {
      throw StepFailure("A shin with growth \(growth) is 「\(ShinStage(growth: growth))」, not 「\(stage)」: fix the scenario.")
    }
    try running().expect {
      if $0.shins.shins[id: kind] == nil { $0.shins.shins.append(Shin(kind: kind)) }
      $0.shins.shins[id: kind]?.growth = growth
    }
  }

  /// The moment `message` is shown (after the ones already described); a discovery also puts the
  /// shin in the collection.
  func expectEvent(_ message: String) async throws {
    try await acknowledgeGrowth()
    let store = try running()
    guard let event = store.state.shins.events.first(where: { $0.message == message }) else {
      let shown = store.state.shins.events.map { "「\($0.message)」" }.joined(separator: "、")
      throw StepFailure("No moment 「\(message)」 is shown; the child sees \(shown.isEmpty ? "none" : shown).")
    }
    let actual = store.state.shins.shins
    try store.expect {
      $0.shins.events.append(event)
      if case .discovered(let kind) = event, $0.shins.shins[id: kind] == nil, let shin = actual[id: kind] {
        $0.shins.shins.append(shin)
      }
    }
  }

  func expectCurrentEvent(_ message: String?) async throws {
    try await settleEcho()
    let store = try running()
    guard store.state.shins.events.first?.message == message else {
      throw StepFailure("The moment on screen is \(store.state.shins.events.first.map { "「\($0.message)」" } ?? "none").")
    }
    try store.expect(\.shins.events, store.state.shins.events)
  }
}
