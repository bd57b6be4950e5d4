/// The user's answer to one question: the options chosen, or a text.
///
/// ```swift
/// SurveyAnswer(questionId: SurveyQuestionID("q1"), choosing: "コンビニ")
/// SurveyAnswer(questionId: SurveyQuestionID("q2"), choosing: ["朝", "夜"])
/// SurveyAnswer(questionId: SurveyQuestionID("q3"), text: "特になし")
/// ```
public struct SurveyAnswer: Hashable, Sendable {
  /// What was answered.
  public enum Response: Hashable, Sendable, Codable {
    /// The options chosen, in the order they were chosen, each once.
    case choices([String])
    /// A written answer.
    case text(String)
  }

  public let questionId: SurveyQuestionID
  public let response: Response

  public init(questionId: SurveyQuestionID, response: Response) {
    self.questionId = questionId
    switch response {
    case .choices(let options):
      var seen = Set<String>()
      self.response = .choices(options.filter { seen.insert($0).inserted })
    case .text:
      self.response = response
    }
  }

  /// One option chosen.
  public init(questionId: SurveyQuestionID, choosing option: String) {
    self.init(questionId: questionId, response: .choices([option]))
  }

  /// Several options chosen.
  public init(questionId: SurveyQuestionID, choosing options: [String]) {
    self.init(questionId: questionId, response: .choices(options))
  }

  /// A written answer.
  public init(questionId: SurveyQuestionID, text: String) {
    self.init(questionId: questionId, response: .text(text))
  }

  /// Whether nothing is chosen or only blanks are written.
  public var isEmpty: Bool {
    switch response {
    case .choices(let options): options.isEmpty
    case .text(let text): text.allSatisfy(\.isWhitespace)
    }
  }
}

extension SurveyAnswer: Codable {
  private enum CodingKeys: String, CodingKey { case questionId, response }

  /// Decodes an answer through ``init(questionId:response:)`` (an option chosen twice counts once).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      questionId: try container.decode(SurveyQuestionID.self, forKey: .questionId),
      response: try container.decode(Response.self, forKey: .response))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(questionId, forKey: .questionId)
    try container.encode(response, forKey: .response)
  }
}
