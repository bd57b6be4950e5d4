import CalendarAuth
import CalendarMeeting
import CalendarStats
import Evergreen

/// The whole app (the seed's AppBridge): signed out it shows sign-in; signed in, the meetings and
/// the stats (``CalendarHome``). Actions of another domain go to their owner directly: "ログアウト"
/// on the meeting screen sends `.auth(.signOutTapped)` (the seed's `authManager.signOut()` from
/// the view, never through the meeting view model), and a 401 from any screen is the auth
/// feature's `sessionExpired`, which signs the user out everywhere.
///
/// ```swift
/// let store = Store(initialState: CalendarApp.State()) { CalendarApp() }
/// store.send(.auth(.signInTapped))   // on success, `home` appears
/// ```
public struct CalendarApp: Reducer {
  public struct State: Equatable, Sendable {
    public var auth: AuthFeature.State
    /// The signed-in screens; `nil` while signed out.
    public var home: CalendarHome.State?

    public init(auth: AuthFeature.State = .init(), home: CalendarHome.State? = nil) {
      self.auth = auth
      self.home = home
    }
  }

  public enum Action: Equatable, Sendable {
    case auth(AuthFeature.Action)
    case home(CalendarHome.Action)
  }

  public init() {}

  public var body: some ReducerOf<Self> {
    Scope(state: \.auth, action: /Action.auth) { AuthFeature() }
    Reduce { state, action in
      switch action {
      case .auth(.signInResponse(.success)):
        state.home = CalendarHome.State()
        return .none

      case .auth(.signOutTapped), .auth(.sessionExpired):
        state.home = nil
        return .none

      case .home(.meetings(.delegate(.sessionExpired))), .home(.stats(.delegate(.sessionExpired))):
        return .send(.auth(.sessionExpired))

      case .auth, .home:
        return .none
      }
    }
    .ifLet(\.home, action: /Action.home) { CalendarHome() }
  }
}
