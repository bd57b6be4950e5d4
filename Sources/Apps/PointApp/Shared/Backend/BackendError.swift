/// Why the backend could not answer.
public enum BackendError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The network is down.
  case unreachable
  /// No survey has this id.
  case surveyNotFound(SurveyID)
  /// A mission's reward was asked for before the mission was completed.
  case missionNotCompleted(DailyMission.Kind)

  /// The message shown to the user.
  public var description: String {
    switch self {
    case .unreachable: "通信できませんでした。電波の良い場所でもう一度お試しください。"
    case .surveyNotFound: "アンケートが見つかりませんでした。"
    case .missionNotCompleted: "ミッションはまだ達成されていません。"
    }
  }
}
