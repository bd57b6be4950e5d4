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

  /// The growth of `kind` was checked (or taken back): takes as described the check of each
  /// completion the list took, and the undoing of each the backend refused, for a task that grows
  /// `kind` (``Bookkeeping/shins``), and the shins loaded when the app opened.
  private func acknowledgeGrowth(of kind: ShinKind) async throws {
    let grows = Set(known.values.filter { $0.shin == kind }.map(\.id))
    try await settleEcho()
    try await acknowledgeShins { $0.map(grows.contains) ?? true }
  }

  /// Takes as described the shins' actions ``Bookkeeping/shins`` names for the tasks `isFor` picks
  /// (nil: the shins loaded).
  private func acknowledgeShins(_ isFor: (TaskID?) -> Bool) async throws {
    let store = try running()
    let named = expected.shins.filter { isFor($0.task) }.map(\.action)
    expected.shins.removeAll { isFor($0.task) }
    for action in named { try await store.expectReceived(action) }
  }

  func expect(_ name: String, growth: Int, stage: String) async throws {
    let kind = try Vocabulary.shin(name)
    let stage = try Vocabulary.stage(stage)
    try await acknowledgeGrowth(of: kind)
    guard ShinStage(growth: growth) == stage else {
      throw StepFailure(
        "成長が\(growth)のシンは「\(ShinStage(growth: growth))」で、「\(stage)」ではありません。シナリオを直してください。")
    }
    try running().expect {
      if $0.shins.shins[id: kind] == nil { $0.shins.shins.append(Shin(kind: kind)) }
      $0.shins.shins[id: kind]?.growth = growth
    }
  }

  /// Opening the app loaded the shins saved before (what they are is for the step to say).
  private func acknowledgeLoadedShins() async throws {
    try await settleEcho()
    try await acknowledgeShins { $0 == nil }
  }

  /// The child's collection is empty.
  func expectNoShins() async throws {
    try await acknowledgeLoadedShins()
    try running().expect(\.shins.shins, [])
  }

  /// `kind` is not in the child's collection.
  func expectNotFound(_ name: String) async throws {
    let kind = try Vocabulary.shin(name)
    try await acknowledgeGrowth(of: kind)
    try running().expect { _ = $0.shins.shins.remove(id: kind) }
  }

  /// The moment `message` is shown after the ones already described. A discovery also puts the
  /// shin in the collection as it is found: a baby after its first completion, or the secret
  /// にじしん as an egg.
  func expectEvent(_ message: String) async throws {
    let event = try Vocabulary.event(message)
    switch event {
    case .discovered(let kind), .grew(let kind, _): try await acknowledgeGrowth(of: kind)
    }
    try running().expect {
      $0.shins.events.append(event)
      if case .discovered(let kind) = event, $0.shins.shins[id: kind] == nil {
        $0.shins.shins.append(
          Shin(kind: kind, growth: kind == .niji ? ShinStage.egg.threshold : ShinStage.baby.threshold))
      }
    }
  }

  /// The moment on screen is `message` (nil: none is left): the ones described before it were
  /// closed, and the ones after it still wait.
  func expectCurrentEvent(_ message: String?) async throws {
    try await settleEcho()
    let store = try running()
    var expected = store.described.shins.events
    if let message {
      guard let index = expected.firstIndex(where: { $0.message == message }) else {
        throw StepFailure("このシナリオの手順は「\(message)」の場面を出していません。")
      }
      expected.removeFirst(index)
    } else {
      expected = []
    }
    try store.expect(\.shins.events, expected)
  }
}
