import Evergreen
import EvergreenTesting
import Foundation
import PointApp
import Testing

@MainActor
@Suite("アンケート詳細と回答")
struct SurveyDetailFeatureTests {
  /// `\.submitCompleted.success`, as a case path.
  static let submitCompletedSuccess = /SurveyDetailFeature.Action.submitCompleted .. Result.success

  // MARK: The seed's own test (section 6.3)

  @Test("アンケート回答完了時にポイントが付与される")
  func test_アンケート回答完了時にポイントが付与される() async {
    let earnedPoints = try! PointAmount(150)

    let store = TestStore(
      initialState: SurveyDetailFeature.State(
        survey: Survey.fixture(reward: earnedPoints)
      )
    ) {
      SurveyDetailFeature()
    } withDependencies: {
      $0.surveyClient.submitAnswer = { _, _ in earnedPoints }
      $0.pointClient.addPoints = { _, _ in }
      $0.date.now = TestDates.now
    }

    await store.send(.submitButtonTapped) {
      $0.isSubmitting = true
    }

    await store.receive(/SurveyDetailFeature.Action.submitCompleted .. Result.success) {
      $0.isSubmitting = false
      $0.earnedPoints = earnedPoints
    }
  }

  // MARK: Answering

  @Test("回答すると質問ごとに記録され、答え直すと前の回答は置き換わる")
  func answering() async {
    let store = TestStore(initialState: SurveyDetailFeature.State(survey: Self.survey)) { SurveyDetailFeature() }
    await store.send(.answerChanged(Self.single("はい"))) { $0.answers[Self.singleID] = Self.single("はい") }
    await store.send(.answerChanged(Self.single("いいえ"))) { $0.answers[Self.singleID] = Self.single("いいえ") }
    await store.send(.answerChanged(SurveyAnswer(questionId: Self.multipleID, choosing: ["朝", "夜"]))) {
      $0.answers[Self.multipleID] = SurveyAnswer(questionId: Self.multipleID, choosing: ["朝", "夜"])
    }
    await store.send(.answerChanged(SurveyAnswer(questionId: Self.textID, text: "特になし"))) {
      $0.answers[Self.textID] = SurveyAnswer(questionId: Self.textID, text: "特になし")
    }
  }

  @Test("選択をすべて外すと、その質問は未回答に戻る")
  func emptyAnswerTakesBack() async {
    let store = TestStore(
      initialState: SurveyDetailFeature.State(survey: Self.survey, answers: [Self.singleID: Self.single("はい")])
    ) { SurveyDetailFeature() }
    await store.send(.answerChanged(SurveyAnswer(questionId: Self.singleID, choosing: []))) {
      $0.answers[Self.singleID] = nil
    }
  }

  @Test("送信前に回答を確かめ、問題を質問ごとに示して何も送らない")
  func validatesBeforeSending() async {
    let store = TestStore(
      initialState: SurveyDetailFeature.State(
        survey: Self.survey,
        answers: [Self.multipleID: SurveyAnswer(questionId: Self.multipleID, choosing: ["深夜"])])
    ) {
      SurveyDetailFeature()
    } withDependencies: {
      $0.date.now = TestDates.now
    }
    await store.send(.submitButtonTapped) {
      $0.problems = [Self.singleID: .incompleteAnswers, Self.multipleID: .invalidChoice(Self.multipleID)]
    }
    await store.send(.answerChanged(Self.single("はい"))) {
      $0.answers[Self.singleID] = Self.single("はい")
      $0.problems[Self.singleID] = nil
    }
  }

  @Test("正しい回答を送ると送信中になり、獲得ポイントが表示され、ポイント台帳に記帳される")
  func validSubmitCreditsLedger() async throws {
    let backend = PointAppBackend(catalogue: [Self.survey], now: { TestDates.now })
    let points = PointClient.inMemory(backend)
    let store = Self.answeredStore(backend)
    await store.send(.submitButtonTapped) { $0.isSubmitting = true }
    await store.receive(Self.submitCompletedSuccess) {
      $0.isSubmitting = false
      $0.earnedPoints = try PointAmount(120)
    }
    #expect(try await points.fetchBalance() == PointBalance(available: PointAmount(120)))
    let history = try await points.fetchHistory(1)
    #expect(history.transactions.map(\.reason) == [.surveyAnswered(title: "通勤について")])
    #expect(history.transactions.map(\.occurredAt) == [TestDates.now])
  }

  @Test("送信に失敗しても回答はすべて残り、理由が表示され、もう一度送れる")
  func failureKeepsAnswers() async throws {
    let backend = PointAppBackend(catalogue: [Self.survey], now: { TestDates.now })
    backend.setReachable(false)
    let store = Self.answeredStore(backend)
    await store.send(.submitButtonTapped) { $0.isSubmitting = true }
    await store.receive(/SurveyDetailFeature.Action.submitCompleted) {
      $0.isSubmitting = false
      $0.errorMessage = "回答を送信できませんでした。通信できませんでした。電波の良い場所でもう一度お試しください。"
    }
    backend.setReachable(true)
    await store.send(.submitButtonTapped) {
      $0.isSubmitting = true
      $0.errorMessage = nil
    }
    await store.receive(Self.submitCompletedSuccess) {
      $0.isSubmitting = false
      $0.earnedPoints = try PointAmount(120)
    }
  }

  @Test("送信中にもう一度押しても二重には送られない")
  func cannotSubmitTwice() async throws {
    let clock = TestClock()
    let calls = Calls()
    let store = TestStore(
      initialState: SurveyDetailFeature.State(survey: Self.survey, answers: Self.validAnswers)
    ) {
      SurveyDetailFeature()
    } withDependencies: {
      $0.surveyClient.submitAnswer = { _, _ in
        _ = calls.next()
        try await clock.sleep(for: .seconds(1))
        return try PointAmount(120)
      }
      $0.pointClient.addPoints = { _, _ in }
      $0.date.now = TestDates.now
    }
    await store.send(.submitButtonTapped) { $0.isSubmitting = true }
    await store.send(.submitButtonTapped)
    await clock.advance(by: .seconds(1))
    await store.receive(Self.submitCompletedSuccess) {
      $0.isSubmitting = false
      $0.earnedPoints = try PointAmount(120)
    }
    await store.send(.submitButtonTapped)
    await store.send(.answerChanged(Self.single("いいえ")))
    #expect(calls.total == 1)
  }

  @Test("期限を過ぎたアンケートは送信できない")
  func expiredCannotBeSent() async {
    let expired = Survey.fixture(expiresAt: TestDates.oneHourAgo)
    let store = TestStore(initialState: SurveyDetailFeature.State(survey: expired)) {
      SurveyDetailFeature()
    } withDependencies: {
      $0.date.now = TestDates.now
    }
    await store.send(.submitButtonTapped) { $0.errorMessage = "このアンケートは回答期限を過ぎています。" }
  }

  @Test("回答済みのアンケートをもう一度送ると、回答済みと表示されポイントは増えない")
  func alreadyAnswered() async throws {
    let backend = PointAppBackend(catalogue: [Self.survey], now: { TestDates.now })
    let points = PointClient.inMemory(backend)
    _ = try await SurveyClient.inMemory(backend).submitAnswer(Self.survey.id, Array(Self.validAnswers.values))
    let store = Self.answeredStore(backend)
    await store.send(.submitButtonTapped) { $0.isSubmitting = true }
    await store.receive(/SurveyDetailFeature.Action.submitCompleted) {
      $0.isSubmitting = false
      $0.errorMessage = "回答を送信できませんでした。このアンケートには回答済みです。"
    }
    #expect(try await points.fetchBalance() == .empty)
  }

  // MARK: Fixtures

  /// The survey answered validly, sent to `backend`'s services.
  static func answeredStore(_ backend: PointAppBackend) -> TestStore<
    SurveyDetailFeature.State, SurveyDetailFeature.Action
  > {
    TestStore(initialState: SurveyDetailFeature.State(survey: survey, answers: validAnswers)) {
      SurveyDetailFeature()
    } withDependencies: {
      $0.surveyClient = .inMemory(backend)
      $0.pointClient = .inMemory(backend)
      $0.date.now = TestDates.now
    }
  }

  static let singleID = SurveyQuestionID("single")
  static let multipleID = SurveyQuestionID("multiple")
  static let textID = SurveyQuestionID("text")

  static let survey = Survey.fixture(
    title: "通勤について",
    questions: [
      .fixture(id: singleID, text: "電車で通勤しますか？", kind: .singleChoice(["はい", "いいえ"])),
      .fixture(id: multipleID, text: "通勤中にすることは？", kind: .multipleChoice(["朝", "昼", "夜"])),
      .fixture(id: textID, text: "ひとこと", kind: .freeText, isRequired: false),
    ],
    reward: try! PointAmount(120))

  static func single(_ option: String) -> SurveyAnswer { SurveyAnswer(questionId: singleID, choosing: option) }

  static let validAnswers: [SurveyQuestionID: SurveyAnswer] = [
    singleID: single("はい"),
    multipleID: SurveyAnswer(questionId: multipleID, choosing: ["朝"]),
  ]
}
