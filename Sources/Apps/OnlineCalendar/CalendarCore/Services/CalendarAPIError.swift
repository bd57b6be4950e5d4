/// Why a call to the calendar server failed. `unauthorized` (HTTP 401) means the session is over:
/// the app signs the user out everywhere when any endpoint answers with it.
public enum CalendarAPIError: Error, Equatable, Sendable {
  /// The server no longer accepts the session (HTTP 401).
  case unauthorized
  /// The e-mail address and password do not match an account.
  case wrongCredentials
  /// The server could not be reached or failed; the message is for the user.
  case unavailable(String)

  /// What the user reads.
  public var message: String {
    switch self {
    case .unauthorized: "ログインの有効期限が切れました。もう一度ログインしてください"
    case .wrongCredentials: "メールアドレスまたはパスワードが違います"
    case .unavailable(let message): message
    }
  }
}

extension Error {
  /// Whether this error says the session is over (a 401 from any endpoint).
  public var isUnauthorized: Bool { (self as? CalendarAPIError) == .unauthorized }

  /// What the user reads about this error.
  public var calendarMessage: String {
    (self as? CalendarAPIError)?.message ?? "通信に失敗しました。時間をおいて再度お試しください"
  }
}
