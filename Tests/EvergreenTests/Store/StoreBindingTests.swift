import Evergreen
import Testing

@MainActor
@Suite("Bindings from a Store")
struct StoreBindingTests {
  let store = Store(initialState: Bookcase.State()) { Bookcase() }

  @Test("setting a field of a BindableAction feature through the store sends .binding(.set(…))")
  func dynamicMemberSetter() {
    store.query = "pizza"
    #expect(store.query == "pizza")
    #expect(store.state.query == "pizza")
  }

  @Test("the store's key path to a bindable field is writable, which is what SwiftUI's $store.query needs")
  func referenceWritableKeyPath() {
    let query: ReferenceWritableKeyPath<Store<Bookcase.State, Bookcase.Action>, String> = \.query
    store[keyPath: query] = "sushi"
    #expect(store.query == "sushi")
  }

  @Test("store.binding(\\.query) reads the field and sends a binding action when set")
  func bindingToBindableField() {
    let query = store.binding(\.query)
    query.wrappedValue = "ramen"
    #expect(query.wrappedValue == "ramen")
    #expect(store.query == "ramen")
  }

  @Test("store.binding(\\.isOn, send:) sends the feature's own action with the new value")
  func bindingSendingAction() {
    let closure = store.binding(\.isOn, send: { .toggled($0) })
    closure.wrappedValue = true
    #expect(store.isOn)
    let casePath = store.binding(\.isOn, send: /Bookcase.Action.toggled)
    casePath.wrappedValue = false
    #expect(!store.isOn)
  }

  @Test("reading through a binding is observed like reading the field")
  func bindingObserved() {
    let query = store.binding(\.query)
    let view = ObservationProbe { _ = query.wrappedValue }
    store.send(.increment)
    #expect(!view.fired)
    query.wrappedValue = "udon"
    #expect(view.fired)
  }
}
