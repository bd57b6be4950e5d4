import Evergreen
import EvergreenReporting
import EvergreenTesting
import Testing

/// A list that presents an editor for one title, or an alert.
private struct Titles: Reducer {
  struct State: Equatable {
    @Presents var destination: Destination?
    var mode = Mode.viewing
  }
  enum Destination: Equatable {
    case edit(Editor)
    case alert(AlertState<Never>)
  }
  struct Editor: Equatable {
    var title: String
    var isDirty = false
  }
  enum Mode: Equatable {
    case viewing
    case editing(Editor)
  }
  enum Action: Equatable, Sendable {
    case rename(String)
    case draft(String)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .rename(let title):
      state.destination[case: /Destination.edit]?.title = title
      state.destination[case: /Destination.edit]?.isDirty = true
    case .draft(let title):
      (/Mode.editing).modify(&state.mode) { $0.title = title }
    }
    return .none
  }
}

@MainActor
@Suite("Changing one field inside an enum case")
struct EditingCasesTests {
  @Test("an assert closure changes one field of a presented case without rebuilding it")
  func assertChangesOneField() async {
    let store = TestStore(initialState: Titles.State(destination: .edit(Titles.Editor(title: "a")))) { Titles() }
    let issues = await IssueCollector.collect {
      await store.send(.rename("b")) {
        $0.destination[case: /Titles.Destination.edit]?.title = "b"
        $0.destination[case: /Titles.Destination.edit]?.isDirty = true
      }
    }
    #expect(issues.messages == [])
  }

  @Test("another case, or nothing presented, is left alone")
  func otherCaseLeftAlone() {
    var destination: Titles.Destination? = .alert(AlertState(title: "Hi"))
    destination[case: /Titles.Destination.edit]?.title = "x"
    destination[case: /Titles.Destination.edit] = Titles.Editor(title: "y")
    #expect(destination == .alert(AlertState(title: "Hi")))
    var nothing: Titles.Destination? = nil
    nothing[case: /Titles.Destination.edit] = Titles.Editor(title: "y")
    #expect(nothing == nil)
    #expect(destination[case: /Titles.Destination.edit] == nil)
  }

  @Test("a case path modifies a non-optional enum's payload in place, only in that case")
  func modifyInPlace() async {
    let store = TestStore(initialState: Titles.State(mode: .editing(Titles.Editor(title: "a")))) { Titles() }
    await store.send(.draft("b")) { (/Titles.Mode.editing).modify(&$0.mode) { $0.title = "b" } }
    var viewing = Titles.Mode.viewing
    (/Titles.Mode.editing).modify(&viewing) { $0.title = "x" }
    #expect(viewing == .viewing)
  }
}
