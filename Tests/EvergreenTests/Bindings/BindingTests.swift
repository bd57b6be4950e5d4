import Evergreen
import EvergreenReporting
import EvergreenTesting
import Testing

/// A sign-in form in the seed's words: bindings set the fields, a change to the email re-validates it.
private struct SignInForm: Reducer {
  struct State: Equatable {
    var email = ""
    var password = ""
    var emailError: String?
    var validations = 0
    var characterCount: Int { email.count }
  }
  enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
    case submitTapped
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.email):
        state.validations += 1
        state.emailError = state.email.isEmpty || state.email.contains("@") ? nil : "有効なメールアドレスを入力してください"
        return .none
      case .binding, .submitTapped:
        return .none
      }
    }
  }
}

@MainActor
@Suite("Bindings: a form's fields change through actions")
struct BindingTests {
  @Test("a binding action sets its field before the feature's own reducer reacts to it")
  func bindingSetsField() async {
    let store = TestStore(initialState: SignInForm.State()) { SignInForm() }
    await store.send(.binding(.set(\.email, "taro"))) {
      $0.email = "taro"
      $0.validations = 1
      $0.emailError = "有効なメールアドレスを入力してください"
    }
    await store.send(.set(\.email, "taro@example.com")) {
      $0.email = "taro@example.com"
      $0.validations = 2
      $0.emailError = nil
    }
    await store.send(.set(\.password, "secret12")) { $0.password = "secret12" }
  }

  @Test("binding actions are equal when they set the same field to equal values")
  func equality() {
    let email = BindingAction<SignInForm.State>.set(\.email, "a@b.c")
    #expect(email == .set(\.email, "a@b.c"))
    #expect(email != .set(\.email, "x@y.z"))
    #expect(email != .set(\.password, "a@b.c"))
    #expect(SignInForm.Action.set(\.email, "a@b.c") == .binding(email))
    #expect(SignInForm.Action.binding(email).binding == email)
    #expect(SignInForm.Action.submitTapped.binding == nil)
  }

  @Test("a binding action prints as it is written")
  func description() {
    #expect(String(describing: BindingAction<SignInForm.State>.set(\.email, "a@b.c")) == #".set(\.email, "a@b.c")"#)
    #expect(String(describing: BindingAction<SignInForm.State>.set(\.validations, 3)) == #".set(\.validations, 3)"#)
    #expect(String(describing: SignInForm.Action.set(\.email, "a@b.c")) == #"binding(.set(\.email, "a@b.c"))"#)
  }

  @Test("a failure about a binding action names it readably")
  func failureMessage() async {
    let store = TestStore(initialState: SignInForm.State()) { SignInForm() }
    let issues = await IssueCollector.collect {
      await store.send(.set(\.password, "secret12"))
    }
    #expect(
      issues.first?.message.hasPrefix(
        #"State was not expected to change after send(.binding(.set(\.password, "secret12"))), but it did:"#) == true)
  }
}
