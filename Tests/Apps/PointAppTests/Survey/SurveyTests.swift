import Foundation
import PointApp
import Testing

@Suite("アンケート（ドメイン）")
struct SurveyTests {
  // The seed's own example (section 5.2), the omitted arguments filled in.
  @Test("アンケートの報酬効率を計算できる")
  func test_アンケートの報酬効率を計算できる() throws {
    let survey = Survey(
      id: SurveyID(),
      title: "テスト",
      description: "",
      questions: [],
      reward: try PointAmount(100),
      estimatedMinutes: 5,
      expiresAt: .distantFuture,
      category: .product
    )

    #expect(survey.rewardEfficiency() == 20.0)
  }

  @Test("所要時間のないアンケートの報酬効率は0")
  func efficiencyWithoutEstimate() {
    #expect(Survey.fixture(estimatedMinutes: 0).rewardEfficiency() == 0)
  }

  @Test("期限の前なら回答でき、期限を過ぎると回答できない")
  func availability() {
    let survey = Survey.fixture(expiresAt: TestDates.now)
    #expect(survey.isAvailable(at: TestDates.oneHourAgo))
    #expect(!survey.isAvailable(at: TestDates.now))
    #expect(!survey.isAvailable(at: TestDates.inOneHour))
  }

  @Test("同じように作ったフィクスチャは等しく、質問はなく、期限ははるか先")
  func fixtures() {
    #expect(Survey.fixture(title: "A") == Survey.fixture(title: "A"))
    #expect(Survey.fixture(title: "A") != Survey.fixture(title: "B"))
    #expect(Survey.fixture().questions.isEmpty)
    #expect(Survey.fixture().isAvailable(at: Date(timeIntervalSince1970: 4_000_000_000)))
    #expect(SurveyQuestion.fixture() == SurveyQuestion.fixture())
  }

  @Test("必須の質問がすべて答えられていれば回答は妥当")
  func validAnswers() {
    let survey = Self.survey
    let answers = [
      SurveyAnswer(questionId: SurveyQuestionID("single"), choosing: "はい"),
      SurveyAnswer(questionId: SurveyQuestionID("multiple"), choosing: ["朝", "夜"]),
    ]
    #expect(throws: Never.self) { try survey.validateAnswers(answers).get() }
    #expect(survey.problems(in: answers).isEmpty)
  }

  @Test("必須の質問に答えていなければ incompleteAnswers になる")
  func incomplete() {
    let answers = [SurveyAnswer(questionId: SurveyQuestionID("single"), choosing: "はい")]
    #expect(throws: SurveyError.incompleteAnswers) { try Self.survey.validateAnswers(answers).get() }
    #expect(Self.survey.problems(in: answers) == [SurveyQuestionID("multiple"): .incompleteAnswers])
  }

  @Test("問題は質問ごとに示される")
  func problemsByQuestion() {
    let answers = [
      SurveyAnswer(questionId: SurveyQuestionID("single"), choosing: ["はい", "いいえ"]),
      SurveyAnswer(questionId: SurveyQuestionID("multiple"), choosing: ["深夜"]),
      SurveyAnswer(questionId: SurveyQuestionID("free"), choosing: "はい"),
      SurveyAnswer(questionId: SurveyQuestionID("other"), text: "?"),
    ]
    #expect(
      Self.survey.problems(in: answers) == [
        SurveyQuestionID("single"): .tooManyChoices(SurveyQuestionID("single")),
        SurveyQuestionID("multiple"): .invalidChoice(SurveyQuestionID("multiple")),
        SurveyQuestionID("free"): .wrongKindOfAnswer(SurveyQuestionID("free")),
        SurveyQuestionID("other"): .unknownQuestion(SurveyQuestionID("other")),
      ])
    #expect(throws: SurveyError.tooManyChoices(SurveyQuestionID("single"))) {
      try Self.survey.validateAnswers(answers).get()
    }
  }

  @Test("任意の質問は空欄でもよいが、必須の自由記述は空白だけでは答えたことにならない")
  func blankText() {
    let required = Survey.fixture(questions: [.fixture(id: SurveyQuestionID("t"), kind: .freeText)])
    let optional = Survey.fixture(questions: [.fixture(id: SurveyQuestionID("t"), kind: .freeText, isRequired: false)])
    let blank = [SurveyAnswer(questionId: SurveyQuestionID("t"), text: "  ")]
    #expect(required.problems(in: blank) == [SurveyQuestionID("t"): .incompleteAnswers])
    #expect(optional.problems(in: blank).isEmpty)
    #expect(optional.problems(in: []).isEmpty)
  }

  @Test("質問文が空、選択肢がない、選択肢が重複する質問は作れない")
  func invalidQuestions() {
    #expect(throws: SurveyQuestion.Invalid.blankText) {
      try SurveyQuestion(id: SurveyQuestionID("q"), text: " ", kind: .freeText)
    }
    #expect(throws: SurveyQuestion.Invalid.noOptions) {
      try SurveyQuestion(id: SurveyQuestionID("q"), text: "好きな色は？", kind: .singleChoice([]))
    }
    #expect(throws: SurveyQuestion.Invalid.duplicateOption("赤")) {
      try SurveyQuestion(id: SurveyQuestionID("q"), text: "好きな色は？", kind: .multipleChoice(["赤", "青", "赤"]))
    }
  }

  @Test("同じ選択肢を二度選んでも一度として数える")
  func choicesOnce() {
    let answer = SurveyAnswer(questionId: SurveyQuestionID("q"), choosing: ["朝", "夜", "朝"])
    #expect(answer.response == .choices(["朝", "夜"]))
  }

  @Test("サンプルのアンケートは回答でき、どれも違うIDを持つ")
  func samples() {
    #expect(Survey.samples.count >= 4)
    #expect(Set(Survey.samples.map(\.id)).count == Survey.samples.count)
    #expect(Survey.samples.allSatisfy { $0.isAvailable(at: TestDates.now) && !$0.questions.isEmpty })
  }

  static let survey = Survey.fixture(questions: [
    .fixture(id: SurveyQuestionID("single"), kind: .singleChoice(["はい", "いいえ"])),
    .fixture(id: SurveyQuestionID("multiple"), kind: .multipleChoice(["朝", "昼", "夜"])),
    .fixture(id: SurveyQuestionID("free"), kind: .freeText, isRequired: false),
  ])
}

@Suite("アンケートのカテゴリ")
struct SurveyCategoryTests {
  @Test("カテゴリは日本語の名前で表示され、その名前から選べる")
  func displayNames() {
    #expect(SurveyCategory.product.displayName == "商品")
    #expect(SurveyCategory(displayName: "食品") == .food)
    #expect(SurveyCategory(displayName: "家電") == nil)
    #expect(Set(SurveyCategory.allCases.map(\.displayName)).count == SurveyCategory.allCases.count)
  }
}
