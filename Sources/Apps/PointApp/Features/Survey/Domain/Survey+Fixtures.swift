import Foundation

extension Survey {
  /// A survey for tests and previews, every part defaulted: no questions unless given, a deadline
  /// far in the future, and an id made from the title, so two fixtures made alike are equal.
  ///
  /// ```swift
  /// let survey = Survey.fixture(title: "アンケート1", reward: try PointAmount(150))
  /// ```
  public static func fixture(
    id: SurveyID? = nil,
    title: String = "テストアンケート",
    description: String = "テスト用のアンケートです。",
    questions: [SurveyQuestion] = [],
    reward: PointAmount = try! PointAmount(100),
    estimatedMinutes: Int = 5,
    expiresAt: Date = .distantFuture,
    category: SurveyCategory = .product
  ) -> Survey {
    Survey(
      id: id ?? SurveyID("fixture-\(title)"), title: title, description: description, questions: questions,
      reward: reward, estimatedMinutes: estimatedMinutes, expiresAt: expiresAt, category: category)
  }

  /// The surveys of the preview app's catalogue, one or more per category, open until 2100.
  public static let samples: [Survey] = [
    Survey(
      id: SurveyID("sample-snacks"), title: "お菓子の好みについて", description: "よく買うお菓子を教えてください。",
      questions: [
        .fixture(
          id: SurveyQuestionID("snacks-kind"), text: "よく買うお菓子は？", kind: .singleChoice(["チョコレート", "スナック", "グミ"])),
        .fixture(id: SurveyQuestionID("snacks-when"), text: "食べる時間帯は？", kind: .multipleChoice(["朝", "昼", "夜"])),
      ],
      reward: try! PointAmount(50), estimatedMinutes: 2, expiresAt: sampleDeadline, category: .food),
    Survey(
      id: SurveyID("sample-smartphone"), title: "スマートフォンの使い方", description: "毎日のスマートフォンの使い方についてのアンケートです。",
      questions: [
        .fixture(
          id: SurveyQuestionID("phone-hours"), text: "1日の利用時間は？", kind: .singleChoice(["1時間未満", "1〜3時間", "3時間以上"])),
        .fixture(id: SurveyQuestionID("phone-wish"), text: "欲しい機能があれば教えてください", kind: .freeText, isRequired: false),
      ],
      reward: try! PointAmount(100), estimatedMinutes: 5, expiresAt: sampleDeadline, category: .product),
    Survey(
      id: SurveyID("sample-travel"), title: "次の旅行の計画", description: "旅行の予定についてお聞きします。",
      questions: [
        .fixture(id: SurveyQuestionID("travel-where"), text: "行きたい地域は？", kind: .singleChoice(["国内", "海外"]))
      ],
      reward: try! PointAmount(30), estimatedMinutes: 1, expiresAt: sampleDeadline, category: .travel),
    Survey(
      id: SurveyID("sample-savings"), title: "貯蓄と家計管理", description: "家計の管理方法についてのアンケートです。",
      questions: [
        .fixture(id: SurveyQuestionID("savings-app"), text: "家計簿アプリを使っていますか？", kind: .singleChoice(["はい", "いいえ"])),
        .fixture(id: SurveyQuestionID("savings-goal"), text: "貯金の目標を教えてください", kind: .freeText),
      ],
      reward: try! PointAmount(200), estimatedMinutes: 10, expiresAt: sampleDeadline, category: .finance),
  ]

  /// 1 January 2100, UTC: the samples' deadline.
  static let sampleDeadline = Date(timeIntervalSince1970: 4_102_444_800)
}

extension SurveyQuestion {
  /// A question for tests and previews, every part defaulted (a required single choice of two
  /// options); two made alike are equal.
  ///
  /// ```swift
  /// SurveyQuestion.fixture(id: SurveyQuestionID("q1"), kind: .freeText, isRequired: false)
  /// ```
  public static func fixture(
    id: SurveyQuestionID = SurveyQuestionID("q1"),
    text: String = "テストの質問",
    kind: Kind = .singleChoice(["はい", "いいえ"]),
    isRequired: Bool = true
  ) -> SurveyQuestion {
    do {
      return try SurveyQuestion(id: id, text: text, kind: kind, isRequired: isRequired)
    } catch {
      preconditionFailure("SurveyQuestion.fixture(id: \(id)) is not a valid question: \(error)")
    }
  }
}
