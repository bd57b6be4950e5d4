import Evergreen
import PointApp
import SpecRun

/// What the survey answering scenarios do, in the product's words.
@MainActor
final class SurveyDetailScenario: FeatureScenario {
  private(set) var store: ScenarioStoreOf<SurveyDetailFeature>?

  static let notStartedHint = "アンケートが開いていません。「前提 アンケート「…」の回答画面を開いている」から始めてください。"

  /// Publishes a survey whose questions are the rows of `table` (columns 質問, 形式 = 単一選択,
  /// 複数選択 or 自由記述, 選択肢 separated by 、, 必須 = はい or いいえ).
  func publish(
    _ title: String, reward: Int, deadline: String, questions table: DataTable?, in context: ScenarioContext
  ) throws {
    guard let table else { throw StepFailure("質問は表で書いてください: | 質問 | 形式 | 選択肢 | 必須 |") }
    let questions = try table.hashes.enumerated().map { index, row in try Self.question(number: index + 1, row) }
    PointAppWorld.of(context).publish([
      Survey.fixture(
        title: title, questions: questions, reward: try PointAmount(reward),
        expiresAt: try ScenarioDates.endOfDay(deadline))
    ])
  }

  func open(_ title: String, in context: ScenarioContext) throws {
    let world = PointAppWorld.of(context)
    let survey = try world.survey(titled: title)
    store = world.start(SurveyDetailFeature.State(survey: survey), in: context) { SurveyDetailFeature() }
  }

  /// Answers `question` with `values`: the options chosen, or the text written.
  func answer(_ question: String, with values: [String]) async throws {
    try await running().send(.answerChanged(try self.answer(to: question, values)))
  }

  func submit() async throws { try await running().send(.submitButtonTapped) }

  func expectAnswer(_ question: String, _ values: [String]) throws {
    let answer = try self.answer(to: question, values)
    try running().expect { $0.answers[answer.questionId] = answer }
  }

  /// Under `question` the app shows `message`: the problem of that question whose message it is.
  func expectProblem(_ question: String, _ message: String) throws {
    let store = try running()
    let id = try self.question(question).id
    let problems: [SurveyError] = [
      .incompleteAnswers, .invalidChoice(id), .tooManyChoices(id), .wrongKindOfAnswer(id), .unknownQuestion(id),
      .expired, .alreadyAnswered,
    ]
    guard let problem = problems.first(where: { $0.description == message }) else {
      throw StepFailure("「\(message)」という問題は出ていません。出ているのは\(problems.map { "「\($0.description)」" }.joined())です。")
    }
    try store.expect { $0.problems[id] = problem }
  }

  /// The answers sent came back accepted, earning `points`, and the screen shows them.
  func expectEarned(_ points: Int) async throws {
    let store = try running()
    let earned = try PointAmount(points)
    let result = try await store.expectReceived(/SurveyDetailFeature.Action.submitCompleted, times: 1, "回答の送信結果")[
      0]
    guard try result.succeeded("回答の送信") == earned else {
      throw StepFailure("回答で得たのは\(result)で、\(points)ポイントではありません。")
    }
    try store.expect {
      $0.earnedPoints = earned
      $0.isSubmitting = false
    }
  }

  /// The answers are being sent: progress is shown.
  func expectSubmitting() throws { try running().expect(\.isSubmitting, true) }

  /// The screen shows the error `message`: the answers it was seen sending came back refused (or,
  /// when nothing was being sent, the survey could not be sent at all).
  func expectError(_ message: String) async throws {
    let store = try running()
    let sends = store.described.isSubmitting ? 1 : 0
    for result in try await store.expectReceived(
      /SurveyDetailFeature.Action.submitCompleted, times: sends, "回答の送信結果")
    {
      _ = try result.failed("回答の送信")
    }
    try store.expect {
      $0.errorMessage = message
      $0.isSubmitting = false
    }
  }

  func expectNoError() throws { try running().expect(\.errorMessage, nil) }

  func expectNothingEarned() throws { try running().expect(\.earnedPoints, nil) }

  private func question(_ text: String) throws -> SurveyQuestion {
    let survey = try running().state.survey
    guard let question = survey.questions.first(where: { $0.text == text }) else {
      throw StepFailure(
        "アンケートに「\(text)」という質問はありません。質問は\(survey.questions.map { "「\($0.text)」" }.joined())です。")
    }
    return question
  }

  private func answer(to text: String, _ values: [String]) throws -> SurveyAnswer {
    let question = try question(text)
    if case .freeText = question.kind { return SurveyAnswer(questionId: question.id, text: values.joined()) }
    return SurveyAnswer(questionId: question.id, choosing: values)
  }

  private static func question(number: Int, _ row: [String: String]) throws -> SurveyQuestion {
    let options = (row["選択肢"] ?? "").split(separator: "、").map(String.init)
    let kind: SurveyQuestion.Kind =
      switch row["形式"] {
      case "単一選択": .singleChoice(options)
      case "複数選択": .multipleChoice(options)
      case "自由記述": .freeText
      default: throw StepFailure("形式が「\(row["形式"] ?? "")」です。単一選択、複数選択、自由記述のどれかを書いてください。")
      }
    return try SurveyQuestion(
      id: SurveyQuestionID("q\(number)"), text: row["質問"] ?? "", kind: kind, isRequired: row["必須"] != "いいえ")
  }
}
