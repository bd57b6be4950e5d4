/// One question of a survey: a single choice, several choices, or free text; required or not.
///
/// ```swift
/// let question = try SurveyQuestion(
///   id: SurveyQuestionID("q1"), text: "よく使う店は？", kind: .singleChoice(["コンビニ", "スーパー"]))
/// try SurveyQuestion(id: SurveyQuestionID("q2"), text: " ", kind: .freeText)   // throws .blankText
/// ```
public struct SurveyQuestion: Identifiable, Hashable, Sendable {
  /// How a question is answered.
  public enum Kind: Hashable, Sendable, Codable {
    /// Exactly one of the options.
    case singleChoice([String])
    /// Any number of the options (at least one when the question is required).
    case multipleChoice([String])
    /// Any text (not blank when the question is required).
    case freeText

    /// The options offered, empty for free text.
    public var options: [String] {
      switch self {
      case .singleChoice(let options), .multipleChoice(let options): options
      case .freeText: []
      }
    }
  }

  /// Why a question cannot be asked.
  public enum Invalid: Error, Equatable, Sendable, CustomStringConvertible {
    /// The question has no text.
    case blankText
    /// A choice question without options.
    case noOptions
    /// The same option twice.
    case duplicateOption(String)

    public var description: String {
      switch self {
      case .blankText: "質問文を入力してください。"
      case .noOptions: "選択式の質問には選択肢が必要です。"
      case .duplicateOption(let option): "選択肢「\(option)」が重複しています。"
      }
    }
  }

  public let id: SurveyQuestionID
  public let text: String
  public let kind: Kind
  public let isRequired: Bool

  /// A question; throws when its text is blank or its options are missing or repeated.
  public init(id: SurveyQuestionID, text: String, kind: Kind, isRequired: Bool = true) throws(Invalid) {
    guard !text.allSatisfy(\.isWhitespace) else { throw .blankText }
    if case .freeText = kind {
    } else {
      guard !kind.options.isEmpty else { throw .noOptions }
      var seen = Set<String>()
      for option in kind.options where !seen.insert(option).inserted { throw .duplicateOption(option) }
    }
    self.id = id
    self.text = text
    self.kind = kind
    self.isRequired = isRequired
  }

  /// What is wrong with `answer` to this question, or `nil` when it is acceptable. A missing
  /// answer (`nil`) is wrong only when the question is required.
  public func problem(with answer: SurveyAnswer?) -> SurveyError? {
    guard let answer, !answer.isEmpty else { return isRequired ? .incompleteAnswers : nil }
    switch (kind, answer.response) {
    case (.singleChoice(let options), .choices(let chosen)):
      if chosen.count > 1 { return .tooManyChoices(id) }
      return chosen.allSatisfy(options.contains) ? nil : .invalidChoice(id)
    case (.multipleChoice(let options), .choices(let chosen)):
      return chosen.allSatisfy(options.contains) ? nil : .invalidChoice(id)
    case (.freeText, .text):
      return nil
    default:
      return .wrongKindOfAnswer(id)
    }
  }
}

/// The identity of a question within its survey.
public struct SurveyQuestionID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  public let value: String
  public init(_ value: String) { self.value = value }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }
  public var description: String { value }
}

extension SurveyQuestion: Codable {
  private enum CodingKeys: String, CodingKey { case id, text, kind, isRequired }

  /// Decodes a question through ``init(id:text:kind:isRequired:)``, so a blank text, a choice
  /// without options or a repeated option is refused as when the app makes one.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      id: container.decode(SurveyQuestionID.self, forKey: .id), text: container.decode(String.self, forKey: .text),
      kind: container.decode(Kind.self, forKey: .kind), isRequired: container.decode(Bool.self, forKey: .isRequired))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(text, forKey: .text)
    try container.encode(kind, forKey: .kind)
    try container.encode(isRequired, forKey: .isRequired)
  }
}
