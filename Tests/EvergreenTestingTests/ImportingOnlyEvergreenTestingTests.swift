import EvergreenTesting
import Foundation
import Testing

// This file imports neither Evergreen nor EvergreenReporting: `import EvergreenTesting` must be
// enough for a test of a feature.

private struct Notes: Reducer {
  struct State: Equatable {
    var ids: [UUID] = []
  }
  enum Action: CasePathable, Sendable {
    case addTapped
    case added(UUID)
    case cleared
  }
  @Dependency(\.uuid) var uuid

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addTapped:
        let id = uuid()
        return .run { send in await send(.added(id)) }
      case .added(let id):
        state.ids.append(id)
        return .send(.cleared)
      case .cleared:
        return .none
      }
    }
  }
}

@MainActor
@Suite("A test file needs only import EvergreenTesting")
struct ImportingOnlyEvergreenTestingTests {
  @Test("reducers, case paths, dependencies and the TestStore are all in scope with one import")
  func oneImportIsEnough() async {
    let store = TestStore(initialState: Notes.State()) {
      Notes()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addTapped)
    await store.receive(/Notes.Action.added, UUID(0)) { $0.ids = [UUID(0)] }
    await store.receive(/Notes.Action.cleared)
    await store.finish()
  }
}
