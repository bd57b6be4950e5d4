import Evergreen
import Foundation

/// One survey, answered question by question and sent for points.
///
/// - Answering a question (one option, several options, or text) replaces the earlier answer to it
///   and clears the problem shown under it.
/// - "送信" checks the answers first: every problem is shown under its question and nothing is
///   sent. An expired survey cannot be sent. While sending, progress is shown and a second tap does
///   nothing.
/// - A successful send credits the earned points to the ledger (`pointClient.addPoints`) and shows
///   them; a parent learns of it from `.submitCompleted(.success(points))`. A failure keeps every
///   answer and shows a readable error.
public struct SurveyDetailFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var survey: Survey
    /// The answer to each question answered so far.
    public var answers: [SurveyQuestionID: SurveyAnswer]
    /// What stops each question's answer from being sent, shown under the question.
    public var problems: [SurveyQuestionID: SurveyError]
    public var isSubmitting: Bool
    /// The points the answers earned, once sent.
    public var earnedPoints: PointAmount?
    /// Why the answers were not sent.
    public var errorMessage: String?

    public init(
      survey: Survey, answers: [SurveyQuestionID: SurveyAnswer] = [:], problems: [SurveyQuestionID: SurveyError] = [:],
      isSubmitting: Bool = false, earnedPoints: PointAmount? = nil, errorMessage: String? = nil
    ) {
      self.survey = survey
      self.answers = answers
      self.problems = problems
      self.isSubmitting = isSubmitting
      self.earnedPoints = earnedPoints
      self.errorMessage = errorMessage
    }

    /// The answers in the order of the survey's questions.
    public var orderedAnswers: [SurveyAnswer] {
      survey.questions.compactMap { answers[$0.id] }
    }
  }

  public enum Action: Sendable {
    /// The user answered a question (an empty answer takes the answer back).
    case answerChanged(SurveyAnswer)
    /// "送信" was tapped.
    case submitButtonTapped
    /// The answers were sent and the points credited, or sending failed.
    case submitCompleted(Result<PointAmount, any Error>)
  }

  @Dependency(\.surveyClient) var surveyClient
  @Dependency(\.pointClient) var pointClient
  @Dependency(\.date) var date

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .answerChanged(let answer):
        guard !state.isSubmitting, state.earnedPoints == nil else { return .none }
        state.answers[answer.questionId] = answer.isEmpty ? nil : answer
        state.problems[answer.questionId] = nil
        return .none

      case .submitButtonTapped:
        guard !state.isSubmitting, state.earnedPoints == nil else { return .none }
        guard state.survey.isAvailable(at: date.now) else {
          state.errorMessage = SurveyError.expired.description
          return .none
        }
        let answers = state.orderedAnswers
        state.problems = state.survey.problems(in: answers)
        guard state.problems.isEmpty else { return .none }
        state.isSubmitting = true
        state.errorMessage = nil
        return .run { [survey = state.survey, surveyClient, pointClient] send in
          await send(
            .submitCompleted(
              Result {
                let earned = try await surveyClient.submitAnswer(survey.id, answers)
                try await pointClient.addPoints(earned, .surveyAnswered(title: survey.title))
                return earned
              }))
        }

      case .submitCompleted(.success(let earned)):
        state.isSubmitting = false
        state.earnedPoints = earned
        return .none

      case .submitCompleted(.failure(let error)):
        state.isSubmitting = false
        state.errorMessage = "回答を送信できませんでした。\(error)"
        return .none
      }
    }
  }
}
