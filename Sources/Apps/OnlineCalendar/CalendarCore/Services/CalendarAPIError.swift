/// Why a call to the calendar server failed. `unauthorized` (HTTP 401) means the session is over:
/// the app signs the user out everywhere when any endpoint answers with it.
public enum CalendarAPIError: Error, Equatable, Sendable {
  /// The server no longer accepts the session (HTTP 401).
  case unauthorized
  /// The e-mail address and password do not match an account.
  case wrongCredentials
  /// The server could not be reached or failed; the message is for the user.
  case unavailable(String)

  /// `error` as a calendar error: itself when it is one, otherwise `unavailable` with a readable message.
  public init(_ error: any Error) {
    self = error as? CalendarAPIError ?? .unavailable("通信に失敗しました。時間をおいて再度お試しください")
  }

  /// What the user reads.
  public var message: String {
    switch self {
    case .unauthorized: "ログインの有効期限が切れました。もう一度ログインしてください"
    case .wrongCredentials: "メールアドレスまたはパスワードが違います"
    case .unavailable(let message): message
    }
  }
}
