/// Every error the app shows, one at a time, in words a child (or parent) understands (the seed's
/// `AppError`, with the backend called ``ServiceError`` since there is no Firebase here).
///
/// ```swift
/// AppError.service(.unreachable).message   // "いまは つながらないみたい。あとで もういちど やってみてね。"
/// ```
public enum AppError: Error, Equatable, Sendable {
  case network(NetworkError)
  case service(ServiceError)
  case ai(AIError)
  case validation(ValidationError)

  /// The gentle message shown.
  public var message: String {
    switch self {
    case .network(.offline): "インターネットに つながっていないよ。できたことは あとで おくるね。"
    case .service(let error): error.message
    case .ai: "いまは おてがみが とどかないみたい。"
    case .validation(let error): error.message
    }
  }
}

/// The device has no connection.
public enum NetworkError: Error, Equatable, Sendable {
  case offline
}

/// What went wrong with the task backend.
public enum ServiceError: Error, Equatable, Sendable {
  /// The backend could not be reached.
  case unreachable
  /// The backend has no task with this id.
  case notFound(TaskID)
  /// Any other failure, described.
  case failed(String)

  /// `error` as a service error: itself when it is one, otherwise ``failed(_:)`` with its description.
  public init(_ error: any Error) {
    self = (error as? ServiceError) ?? .failed("\(error)")
  }

  /// Whether the backend no longer has the task (it was removed).
  public var isNotFound: Bool {
    if case .notFound = self { true } else { false }
  }

  public var message: String {
    switch self {
    case .unreachable: "いまは つながらないみたい。あとで もういちど やってみてね。"
    case .notFound: "その おてつだいは もう ないみたい。"
    case .failed: "うまく いかなかったよ。もういちど やってみてね。"
    }
  }
}

/// The AI service did not answer in time or failed. The child never sees it: a built-in message
/// is shown instead.
public enum AIError: Error, Equatable, Sendable {
  case timedOut
  case failed(String)
}

/// Input that cannot be saved.
public enum ValidationError: Error, Equatable, Sendable {
  case blankName
  case nameTooLong(maximum: Int)
  case blankTaskTitle

  public var message: String {
    switch self {
    case .blankName: "なまえを いれてね。"
    case .nameTooLong(let maximum): "なまえは \(maximum)もじまでだよ。"
    case .blankTaskTitle: "おてつだいの なまえを 入力してください。"
    }
  }
}
