import Evergreen
import Testing

@MainActor
@Suite("observe { } (the UIKit way to follow a store)")
struct ObserveTests {
  let store = Store(initialState: Bookcase.State()) { Bookcase() }

  /// Lets the observation's re-run (a main-actor task) happen.
  private func settle() async {
    for _ in 0..<10 { await Task.yield() }
  }

  @Test("it runs at once and again after a change to what it read, not after other changes")
  func rerunsOnChange() async {
    var seen: [Int] = []
    let token = observe { seen.append(store.count) }
    #expect(seen == [0])
    store.send(.increment)
    await settle()
    #expect(seen == [0, 1])
    store.send(.retitle("books"))
    await settle()
    #expect(seen == [0, 1])
    token.cancel()
  }

  @Test("a cancelled token runs no more")
  func cancelled() async {
    var seen: [Int] = []
    let token = observe { seen.append(store.count) }
    token.cancel()
    store.send(.increment)
    await settle()
    #expect(seen == [0])
    #expect(token.isCancelled)
  }
}
