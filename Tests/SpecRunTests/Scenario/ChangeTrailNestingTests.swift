import Evergreen
import EvergreenTesting
import SpecRun
import Testing

/// A board whose state nests a screen of two panels: loading one panel also counts in the other.
private struct Board: Reducer {
  struct Panel: Equatable {
    var isLoading = false
    var title = "inbox"
    var count = 0
  }
  struct Screen: Equatable {
    var panel = Panel()
    var other = Panel()
  }
  struct State: Equatable {
    var screen = Screen()
    var rows: [Int] = [1]
  }
  enum Action: Equatable, Sendable {
    case load
    case rename(String)
    case loaded(count: Int)
    case addRow(Int)
    case removeLastRow
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .load:
      state.screen.panel.isLoading = true
      state.screen.other.count += 1
    case .rename(let title):
      state.screen.panel.title = title
    case .loaded(let count):
      state.screen.panel.isLoading = false
      state.screen.panel.count = count
      state.screen.other.count += 1
    case .addRow(let row):
      state.rows.append(row)
    case .removeLastRow:
      state.rows.removeLast()
    }
    return .none
  }
}

@MainActor
@Suite("A change that came back is found however deep in the state it lies")
struct ChangeTrailNestingTests {
  @Test("a part nested in a feature's state that came back is named by its whole path, among parts that changed once")
  func nestedPartCameBack() async throws {
    let store = ScenarioStore(initialState: Board.State()) { Board() }
    await store.send(.load)
    await store.send(.rename("done"))
    await store.send(.addRow(2))
    await store.send(.loaded(count: 3))
    await store.send(.removeLastRow)
    let report = try #require(await store.undescribed(.endOfScenario))
    #expect(
      report.hasPrefix(
        """
        What changed and came back within a block of When steps, so that no Then step after them can describe it:
          • screen.panel.isLoading: false → true → false
          • rows[1]: (absent) → 2 → (absent)


        """), "\(report)")
    // Changed more than once without coming back, or changed once: for the state's diff, not the trail.
    #expect(!report.contains("screen.other.count: 0 → 1 → 2"))
    #expect(report.contains("screen.other.count: 0 → 2"))
    #expect(report.contains("screen.panel.title: \"inbox\" → \"done\""))
  }

  @Test("a part that changed and came back twice, with others beside it, is named once")
  func cameBackTwice() async throws {
    let store = ScenarioStore(initialState: Board.State()) { Board() }
    await store.send(.load)
    await store.send(.loaded(count: 0))
    await store.send(.load)
    await store.send(.loaded(count: 0))
    let report = try #require(await store.undescribed(.endOfScenario))
    #expect(
      report.hasPrefix(
        """
        What changed and came back within a block of When steps, so that no Then step after them can describe it:
          • screen.panel.isLoading: false → true → false → true → false


        """), "\(report)")
    #expect(report.contains("screen.other.count: 0 → 4"))
  }
}
