import CalendarAuth
import CalendarCore
import Evergreen
import EvergreenTesting
import Synchronization
import Testing

@Suite("ログイン: 送信、取り消し、失敗、ログアウト、401での自動ログアウト")
struct SignInTests {
  nonisolated static let taro = User(name: "太郎", email: "taro@example.com")
  nonisolated static let filled = SignInForm(email: "taro@example.com", password: "password1")

  @Test("欄はバインディングで変わり、正しくない間は「ログイン」を押しても何も起きない")
  func bindingsAndInvalidSubmit() async {
    let store = TestStore(initialState: AuthFeature.State()) { AuthFeature() }
    await store.send(.set(\.form.email, "taro")) { $0.form.email = "taro" }
    #expect(store.state.form.emailError == "有効なメールアドレスを入力してください")
    await store.send(.set(\.form.password, "short")) { $0.form.password = "short" }
    #expect(store.state.form.passwordError == "パスワードは8文字以上必要です")
    await store.send(.signInTapped)
    await store.finish()
  }

  @Test("ログインすると送信中になり、成功すると利用者が入り、トークンは状態ではなくTokenStoreに保存される")
  func signInSavesTokenOutsideState() async {
    let saved = Mutex<[String]>([])
    let store = TestStore(initialState: AuthFeature.State(form: Self.filled)) {
      AuthFeature()
    } withDependencies: {
      $0.calendarAPI.signIn = { _, _ in .init(user: Self.taro, token: "secret-token") }
      $0.tokenStore.save = { token in saved.withLock { $0.append(token) } }
    }
    await store.send(.signInTapped) { $0.signingIn = Self.filled }
    await store.receive(.signInResponse(.success(Self.taro))) {
      $0.signingIn = nil
      $0.user = Self.taro
      $0.form.password = ""
    }
    #expect(saved.withLock { $0 } == ["secret-token"])
    #expect(!String(describing: store.state).contains("secret-token"))
    await store.finish()
  }

  @Test("送信中にもう一度ログインすると、最初の送信は取り消され、後の結果だけが届く")
  func secondSignInCancelsFirst() async {
    let clock = TestClock()
    let store = TestStore(initialState: AuthFeature.State(form: Self.filled)) {
      AuthFeature()
    } withDependencies: {
      $0.calendarAPI.signIn = { email, _ in
        if email == "taro@example.com" { try await clock.sleep(for: .seconds(5)) }
        return .init(user: User(name: "花子", email: email), token: "t")
      }
      $0.tokenStore.save = { _ in }
    }
    await store.send(.signInTapped) { $0.signingIn = Self.filled }
    await store.send(.set(\.form.email, "hanako@example.com")) { $0.form.email = "hanako@example.com" }
    let second = SignInForm(email: "hanako@example.com", password: "password1")
    await store.send(.signInTapped) { $0.signingIn = second }
    await store.receive(.signInResponse(.success(User(name: "花子", email: "hanako@example.com")))) {
      $0.signingIn = nil
      $0.user = User(name: "花子", email: "hanako@example.com")
      $0.form.password = ""
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test("ログインに失敗すると送信が終わり、errorMessageに理由が出て、次の送信で消える")
  func failureShowsErrorMessage() async {
    let store = TestStore(initialState: AuthFeature.State(form: Self.filled)) {
      AuthFeature()
    } withDependencies: {
      $0.calendarAPI.signIn = { _, _ in throw CalendarAPIError.wrongCredentials }
    }
    await store.send(.signInTapped) { $0.signingIn = Self.filled }
    await store.receive(.signInResponse(.failure(.wrongCredentials))) {
      $0.signingIn = nil
      $0.errorMessage = "メールアドレスまたはパスワードが違います"
    }
    await store.send(.signInTapped) {
      $0.signingIn = Self.filled
      $0.errorMessage = nil
    }
    await store.receive(.signInResponse(.failure(.wrongCredentials))) {
      $0.signingIn = nil
      $0.errorMessage = "メールアドレスまたはパスワードが違います"
    }
    await store.finish()
  }

  @Test("ログアウトすると利用者が消え、トークンも消される")
  func signOutClearsUserAndToken() async {
    let cleared = Mutex(0)
    let store = TestStore(initialState: AuthFeature.State(form: SignInForm(email: "taro@example.com"), user: Self.taro))
    {
      AuthFeature()
    } withDependencies: {
      $0.tokenStore.clear = { cleared.withLock { $0 += 1 } }
    }
    #expect(store.state.isAuthenticated)
    await store.send(.signOutTapped) { $0.user = nil }
    #expect(!store.state.isAuthenticated)
    await store.finish()
    #expect(cleared.withLock { $0 } == 1)
  }

  @Test("どこかの操作が401を受けると、利用者とトークンが消え、期限切れの理由が出る")
  func sessionExpiredSignsOut() async {
    let cleared = Mutex(0)
    let store = TestStore(initialState: AuthFeature.State(user: Self.taro)) {
      AuthFeature()
    } withDependencies: {
      $0.tokenStore.clear = { cleared.withLock { $0 += 1 } }
    }
    await store.send(.sessionExpired) {
      $0.user = nil
      $0.errorMessage = "ログインの有効期限が切れました。もう一度ログインしてください"
    }
    await store.finish()
    #expect(cleared.withLock { $0 } == 1)
  }
}
