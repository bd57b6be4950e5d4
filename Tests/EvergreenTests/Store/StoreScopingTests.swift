import Evergreen
import EvergreenReporting
import Testing

@MainActor
@Suite("A Store scoped for a view")
struct StoreScopingTests {
  let store = Store(initialState: Bookcase.State()) { Bookcase() }

  @Test("an optional child store is nil while the child is absent and forwards its actions while present")
  func optionalChild() {
    #expect(store.scope(state: \.detail, action: /Bookcase.Action.detail .. PresentationAction.presented) == nil)
    store.send(.present(Detail(title: "Dune")))
    let detail = store.scope(state: \.detail, action: /Bookcase.Action.detail .. PresentationAction.presented)
    detail?.send(.like)
    #expect(store.detail?.likes == 1)
    #expect(detail?.state == Detail(title: "Dune", likes: 1))
  }

  @Test("a child store read after its state is gone reports an issue once, naming its scope, and shows its last state")
  func childOutlivesState() throws {
    store.send(.present(Detail(title: "Dune")))
    let scoped = store.scope(state: \.detail, action: /Bookcase.Action.detail .. PresentationAction.presented)
    let detail = try #require(scoped)
    store.send(.detail(.dismiss))
    var titles: [String] = []
    let issues = IssueCollector.collect {
      titles.append(detail.title)
      titles.append(detail.title)
    }
    #expect(titles == ["Dune", "Dune"])
    #expect(issues.count == 1)
    #expect(
      issues.first?.message.hasPrefix(
        "A Store<Detail, DetailAction> was read after its state left its parent (scoped with a property of Bookcase.State holding Optional<Detail>); it shows its last state."
      ) == true)
  }

  @Test("a popped screen's store read afterwards reports an issue naming the stack and the screen's id")
  func poppedScreen() throws {
    let stack = store.scope(state: \.path, action: /Bookcase.Action.path)
    stack.push(Row(id: 1, title: "one"))
    let screen = try #require(store.scope(state: \.path, action: /Bookcase.Action.path)[id: 0])
    store.scope(state: \.path, action: /Bookcase.Action.path).pop(from: 0)
    let issues = IssueCollector.collect { #expect(screen.title == "one") }
    #expect(
      issues.map { $0.message.prefix(111) } == [
        "A Store<Row, RowAction> was read after its state left its parent (scoped with \\.path[id: #0] of Bookcase.State)"
      ])
  }

  @Test("a list scope gives a store per row, in order, each sending its row's actions")
  func rows() {
    store.send(.addRow(Row(id: 1, title: "one")))
    store.send(.addRow(Row(id: 2, title: "two")))
    let rows = store.scope(state: \.rows, action: /Bookcase.Action.rows)
    #expect(rows.map(\.title) == ["one", "two"])
    rows[0].send(.rename("un"))
    #expect(store.rows.map(\.title) == ["un", "two"])
  }

  @Test("a stack's path binding pops with .popFrom(id:) and refuses a path it cannot push")
  func stackPath() {
    let stack = store.scope(state: \.path, action: /Bookcase.Action.path)
    stack.push(Row(id: 1, title: "one"))
    stack.push(Row(id: 2, title: "two"))
    stack.push(Row(id: 3, title: "three"))
    let path = store.scope(state: \.path, action: /Bookcase.Action.path).path
    #expect(path.wrappedValue == [0, 1, 2])
    path.wrappedValue = [0]
    #expect(store.path.ids == [0])
    let issues = IssueCollector.collect {
      store.scope(state: \.path, action: /Bookcase.Action.path).path.wrappedValue = [0, 5]
    }
    #expect(issues.first?.message.hasPrefix("A navigation path was set to [#0, #5]") == true)
    #expect(store.path.ids == [0])
    #expect(store.scope(state: \.path, action: /Bookcase.Action.path).screens.map(\.title) == ["one"])
  }

  @Test("a presentation binding gives the child store while presented and dismisses when set to nil")
  func presentationBinding() {
    let sheet = store.presentation(state: \.detail, action: /Bookcase.Action.detail)
    #expect(sheet.wrappedValue == nil)
    store.send(.present(Detail(title: "Dune")))
    sheet.wrappedValue?.send(.like)
    #expect(store.detail?.likes == 1)
    sheet.wrappedValue = nil
    #expect(store.detail == nil)
  }

  @Test("isPresented() of a presentation binding is true while presented, and setting false dismisses")
  func isPresented() {
    let isPresented = store.presentation(state: \.detail, action: /Bookcase.Action.detail).isPresented()
    #expect(!isPresented.wrappedValue)
    store.send(.present(Detail(title: "Dune")))
    #expect(isPresented.wrappedValue)
    isPresented.wrappedValue = false
    #expect(store.detail == nil)
  }

  @Test("a presentation binding scoped to one case of a destination enum is nil for the other cases and dismisses")
  func presentationCase() {
    let reading = store.presentation(state: \.destination, action: /Bookcase.Action.destination)
      .scope(state: /Mode.reading, action: /ModeFeature.Action.reading)
    #expect(reading.wrappedValue == nil)
    store.send(.open(.editing("draft")))
    #expect(reading.wrappedValue == nil)
    store.send(.open(.reading(Detail(title: "Dune"))))
    reading.wrappedValue?.send(.like)
    #expect(store.destination == .reading(Detail(title: "Dune", likes: 1)))
    reading.wrappedValue = nil
    #expect(store.destination == nil)
  }
}
