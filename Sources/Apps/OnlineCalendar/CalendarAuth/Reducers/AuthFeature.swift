import CalendarCore
import Evergreen

/// Signing in and out: the owner of "who is signed in" (the seed's `AuthManager`).
///
/// - The form's fields are bindings; "ログイン" sends it only when ``SignInForm/isValid``.
/// - What is in flight is state: ``State/signingIn`` holds the form being sent (the screen shows
///   it as loading); sending again while one runs cancels the first.
/// - A failure shows ``State/errorMessage``; success keeps the ``User`` and saves the token in
///   ``TokenStore``: the token is never in any state.
/// - Signing out, or a 401 from any endpoint (`sessionExpired`), forgets the user and the token.
///
/// ```swift
/// await store.send(.set(\.form.email, "taro@example.com")) { $0.form.email = "taro@example.com" }
/// await store.send(.signInTapped) { $0.signingIn = $0.form }
/// ```
public struct AuthFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var form: SignInForm
    /// The sign-in request in flight, if any.
    public var signingIn: SignInForm?
    public var errorMessage: String?
    /// Who is signed in; `nil` when signed out.
    public var user: User?

    public init(
      form: SignInForm = SignInForm(), signingIn: SignInForm? = nil, errorMessage: String? = nil, user: User? = nil
    ) {
      self.form = form
      self.signingIn = signingIn
      self.errorMessage = errorMessage
      self.user = user
    }

    /// Whether someone is signed in (the seed's `AuthManager.isAuthenticated`, which the UI reads).
    public var isAuthenticated: Bool { user != nil }
  }

  public enum Action: BindableAction, Equatable, Sendable {
    case binding(BindingAction<State>)
    case signInTapped
    case signInResponse(Result<User, CalendarAPIError>)
    case signOutTapped
    /// An endpoint answered 401: the session is over everywhere.
    case sessionExpired
  }

  enum CancelID: Hashable, Sendable { case signIn }

  @Dependency(\.calendarAPI) var calendarAPI
  @Dependency(\.tokenStore) var tokenStore

  public init() {}

  public var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding:
        return .none

      case .signInTapped:
        guard state.form.isValid else { return .none }
        state.signingIn = state.form
        state.errorMessage = nil
        return .run { [form = state.form, calendarAPI, tokenStore] send in
          do {
            let signedIn = try await calendarAPI.signIn(form.email, form.password)
            tokenStore.save(signedIn.token)
            await send(.signInResponse(.success(signedIn.user)))
          } catch is CancellationError {
          } catch {
            await send(.signInResponse(.failure(CalendarAPIError(error))))
          }
        }
        .cancellable(id: CancelID.signIn, cancelInFlight: true)

      case .signInResponse(.success(let user)):
        state.signingIn = nil
        state.user = user
        state.form.password = ""
        return .none

      case .signInResponse(.failure(let error)):
        state.signingIn = nil
        state.errorMessage = error.message
        return .none

      case .signOutTapped, .sessionExpired:
        state.user = nil
        state.signingIn = nil
        state.form.password = ""
        state.errorMessage = action == .sessionExpired ? CalendarAPIError.unauthorized.message : nil
        return .merge(
          .cancel(id: CancelID.signIn),
          .run { [tokenStore] _ in tokenStore.clear() })
      }
    }
  }
}
