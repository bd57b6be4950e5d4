import Foundation

/// A survey the user can answer for points, and its rules: when it can be answered, how many points
/// a minute it pays, and whether a set of answers is complete and valid.
///
/// ```swift
/// let survey = Survey.fixture(reward: try PointAmount(100), estimatedMinutes: 5)
/// survey.rewardEfficiency()                 // 20.0 points a minute
/// survey.isAvailable(at: date.now)          // before its deadline
/// survey.validateAnswers(answers)           // .success(()) or .failure(.incompleteAnswers)
/// ```
public struct Survey: Identifiable, Hashable, Sendable, Codable {
  public let id: SurveyID
  public let title: String
  public let description: String
  public let questions: [SurveyQuestion]
  public let reward: PointAmount
  public let estimatedMinutes: Int
  public let expiresAt: Date
  public let category: SurveyCategory

  public init(
    id: SurveyID, title: String, description: String, questions: [SurveyQuestion], reward: PointAmount,
    estimatedMinutes: Int, expiresAt: Date, category: SurveyCategory
  ) {
    self.id = id
    self.title = title
    self.description = description
    self.questions = questions
    self.reward = reward
    self.estimatedMinutes = estimatedMinutes
    self.expiresAt = expiresAt
    self.category = category
  }

  /// Whether the survey can still be answered at `date` (before its deadline).
  public func isAvailable(at date: Date = .now) -> Bool { date < expiresAt }

  /// Points per minute of answering; 0 for a survey without an estimate.
  public func rewardEfficiency() -> Double {
    guard estimatedMinutes > 0 else { return 0 }
    return Double(reward.value) / Double(estimatedMinutes)
  }

  /// The problem of each question whose answer in `answers` is missing or wrong, by question.
  /// An answer to a question the survey does not ask is listed under that answer's question id.
  public func problems(in answers: [SurveyAnswer]) -> [SurveyQuestionID: SurveyError] {
    let byQuestion = Dictionary(answers.map { ($0.questionId, $0) }, uniquingKeysWith: { _, last in last })
    var problems: [SurveyQuestionID: SurveyError] = [:]
    for question in questions {
      if let problem = question.problem(with: byQuestion[question.id]) { problems[question.id] = problem }
    }
    let asked = Set(questions.map(\.id))
    for answer in answers where !asked.contains(answer.questionId) {
      problems[answer.questionId] = .unknownQuestion(answer.questionId)
    }
    return problems
  }

  /// `.success` when every required question is answered and every answer fits its question;
  /// otherwise the first problem in question order (``SurveyError/incompleteAnswers`` for a
  /// required question left blank).
  public func validateAnswers(_ answers: [SurveyAnswer]) -> Result<Void, SurveyError> {
    let problems = problems(in: answers)
    let order = questions.map(\.id) + problems.keys.sorted()
    guard let first = order.lazy.compactMap({ problems[$0] }).first else { return .success(()) }
    return .failure(first)
  }
}
