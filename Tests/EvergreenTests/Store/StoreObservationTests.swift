import EvergreenReporting
import Observation
import Testing

@testable import Evergreen

@MainActor
@Suite("A Store observed field by field")
struct StoreObservationTests {
  let store = Store(initialState: Bookcase.State()) { Bookcase() }

  @Test("a view reading store.count is told when count changes")
  func readFieldChanges() {
    let view = ObservationProbe { _ = store.count }
    store.send(.increment)
    #expect(view.fired)
    #expect(store.count == 1)
  }

  @Test("a view reading store.count is not told when another field changes")
  func otherFieldChanges() {
    let view = ObservationProbe { _ = store.count }
    store.send(.retitle("books"))
    store.send(.toggled(true))
    #expect(!view.fired)
    #expect(store.title == "books")
  }

  @Test("a field set to the value it had tells no one")
  func sameValue() {
    let view = ObservationProbe { _ = store.title }
    store.send(.retitle("shelf"))
    #expect(!view.fired)
  }

  @Test(
    "a field that is not Equatable is compared by its storage: a change tells its reader, another field's change does not"
  )
  func notEquatableField() {
    let untouched = ObservationProbe { _ = store.words }
    store.send(.increment)
    #expect(!untouched.fired)
    let view = ObservationProbe { _ = store.words }
    store.send(.addWord("fig"))
    #expect(view.fired)
    #expect(store.words.list == ["fig"])
  }

  @Test("store.state is observed as a whole: any change tells its reader")
  func wholeState() {
    let view = ObservationProbe { _ = store.state.count }
    store.send(.retitle("books"))
    #expect(view.fired)
  }

  @Test("a view reading a scoped child's field is told of that field only")
  func nestedChild() {
    store.send(.present(Detail(title: "Dune")))
    let detail = store.scope(state: \.detail, action: /Bookcase.Action.detail .. PresentationAction.presented)
    let titleView = ObservationProbe { _ = detail?.title }
    let likesView = ObservationProbe { _ = detail?.likes }
    detail?.send(.like)
    #expect(likesView.fired)
    #expect(!titleView.fired)
    #expect(detail?.likes == 1)
  }

  @Test("a parent field changing does not tell the child's readers, nor the child's change the parent's")
  func parentAndChildApart() {
    store.send(.present(Detail(title: "Dune")))
    let detail = store.scope(state: \.detail, action: /Bookcase.Action.detail .. PresentationAction.presented)
    let childView = ObservationProbe { _ = detail?.title }
    store.send(.increment)
    #expect(!childView.fired)
    let parentView = ObservationProbe { _ = store.count }
    detail?.send(.retitle("Emma"))
    #expect(childView.fired)
    #expect(!parentView.fired)
  }

  @Test("a view presenting an optional child is told when it appears or goes, not when its content changes")
  func optionalPresence() {
    let presenting = ObservationProbe {
      _ = store.scope(state: \.detail, action: /Bookcase.Action.detail .. PresentationAction.presented)
    }
    store.send(.present(Detail(title: "Dune")))
    #expect(presenting.fired)
    let stillPresenting = ObservationProbe {
      _ = store.scope(state: \.detail, action: /Bookcase.Action.detail .. PresentationAction.presented)
    }
    store.send(.detail(.presented(.like)))
    #expect(!stillPresenting.fired)
    store.send(.detail(.dismiss))
    #expect(stillPresenting.fired)
  }

  @Test("in a list, changing one row tells that row's readers only; the list itself is told of rows added and removed")
  func identifiedRows() throws {
    store.send(.addRow(Row(id: 1, title: "one")))
    store.send(.addRow(Row(id: 2, title: "two")))
    let rows = store.scope(state: \.rows, action: /Bookcase.Action.rows)
    try #require(rows.count == 2, "two rows were added")
    let list = ObservationProbe { _ = store.scope(state: \.rows, action: /Bookcase.Action.rows) }
    let first = ObservationProbe { _ = rows[0].title }
    let second = ObservationProbe { _ = rows[1].title }
    rows[1].send(.rename("deux"))
    #expect(second.fired)
    #expect(!first.fired)
    #expect(!list.fired)
    #expect(rows[1].title == "deux")
    store.send(.removeRow(id: 1))
    #expect(list.fired)
  }

  @Test("an enum state's view is told when its case changes; a case's store is told of its own fields")
  func enumChild() throws {
    let modes = Store(initialState: Mode.reading(Detail(title: "Dune"))) { ModeFeature() }
    let scoped = modes.scope(state: /Mode.reading, action: /ModeFeature.Action.reading)
    let reading = try #require(scoped)
    let switching = ObservationProbe { _ = modes.scope(state: /Mode.reading, action: /ModeFeature.Action.reading) }
    let likes = ObservationProbe { _ = reading.likes }
    let title = ObservationProbe { _ = reading.title }
    reading.send(.like)
    #expect(likes.fired)
    #expect(!title.fired)
    #expect(!switching.fired)
    modes.send(.set(.editing("draft")))
    #expect(switching.fired)
    #expect(modes.scope(state: /Mode.reading, action: /ModeFeature.Action.reading) == nil)
  }

  @Test("a screen on a stack is observed on its own, and the stack on its ids")
  func stackScreens() throws {
    let stack = store.scope(state: \.path, action: /Bookcase.Action.path)
    stack.push(Row(id: 7, title: "seven"))
    stack.push(Row(id: 8, title: "eight"))
    let screens = store.scope(state: \.path, action: /Bookcase.Action.path)
    #expect(screens.ids == [0, 1])
    let top = try #require(screens[id: 1])
    let bottom = try #require(screens[id: 0])
    let stackView = ObservationProbe { _ = store.scope(state: \.path, action: /Bookcase.Action.path).ids }
    let bottomView = ObservationProbe { _ = bottom.title }
    let topView = ObservationProbe { _ = top.title }
    top.send(.rename("huit"))
    #expect(topView.fired)
    #expect(!bottomView.fired)
    #expect(!stackView.fired)
    #expect(top.title == "huit")
    screens.path.wrappedValue = [0]
    #expect(stackView.fired)
    #expect(store.path.ids == [0])
  }

  @Test("a watch ends when it fires and the root store keeps no more watches than the places read")
  func watchesStayBounded() {
    for _ in 0..<100 {
      _ = ObservationProbe {
        _ = store.count
        _ = store.title
      }
      _ = store.scope(state: \.detail, action: /Bookcase.Action.detail .. PresentationAction.presented)
    }
    #expect(store.watchedCount == 3)
    store.send(.increment)
    #expect(store.watchedCount == 2)
  }

  @Test("stores scoped the same way have the same id, so a sheet keeps its child across body evaluations")
  func stableIDs() {
    store.send(.present(Detail(title: "Dune")))
    let first = store.scope(state: \.detail, action: /Bookcase.Action.detail .. PresentationAction.presented)
    let again = store.scope(state: \.detail, action: /Bookcase.Action.detail .. PresentationAction.presented)
    #expect(first?.id == again?.id)
    #expect(first?.id != store.id)
    #expect(Store(initialState: Bookcase.State()) { Bookcase() }.id != store.id)
    // Hashable by that place, as `.navigationDestination(item:)` needs of its item.
    #expect(first == again)
    #expect(Set([first, again].compactMap { $0 }).count == 1)
    #expect(Store(initialState: Bookcase.State()) { Bookcase() } != store)
  }
}
