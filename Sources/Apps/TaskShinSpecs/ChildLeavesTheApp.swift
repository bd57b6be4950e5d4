import SpecRun
import TaskShin

/// At the end of every scenario the child leaves the app: the task screen stops listening. It runs
/// before the store's own end-of-scenario check, which then proves the listener really ended (an
/// effect still running fails the scenario). Only `isListening` is taken as described; everything
/// else the last steps did must still have been described by them.
@MainActor
final class ChildLeavesTheApp: ScenarioCheckpoint {
  private let store: ScenarioStoreOf<AppFeature>

  init(_ store: ScenarioStoreOf<AppFeature>) { self.store = store }

  func undescribed(_ moment: CheckpointMoment) async -> String? {
    guard moment == .endOfScenario, store.state.tasks.isListening else { return nil }
    let before = store.described.tasks.isListening
    await store.send(.tasks(.stopListening))
    do {
      if before { try store.expect(\.tasks.isListening, false) }
    } catch {
      return "\(error)"
    }
    return nil
  }
}
