/// Why answers cannot be sent.
public enum SurveyError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A required question has no answer.
  case incompleteAnswers
  /// An answer names an option the question does not offer.
  case invalidChoice(SurveyQuestionID)
  /// A single-choice question got several options.
  case tooManyChoices(SurveyQuestionID)
  /// A choice question got a text, or a text question got choices.
  case wrongKindOfAnswer(SurveyQuestionID)
  /// An answer for a question the survey does not ask.
  case unknownQuestion(SurveyQuestionID)
  /// The survey's deadline has passed.
  case expired
  /// This survey was already answered.
  case alreadyAnswered

  /// The message shown to the user.
  public var description: String {
    switch self {
    case .incompleteAnswers: "必須の質問です。回答してください。"
    case .invalidChoice: "選択肢の中から選んでください。"
    case .tooManyChoices: "選べるのは1つだけです。"
    case .wrongKindOfAnswer: "この質問には別の形式で回答してください。"
    case .unknownQuestion: "このアンケートにない質問への回答です。"
    case .expired: "このアンケートは回答期限を過ぎています。"
    case .alreadyAnswered: "このアンケートには回答済みです。"
    }
  }
}
