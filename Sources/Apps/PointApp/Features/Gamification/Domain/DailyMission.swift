/// One of today's missions: a goal to reach by the end of the day, paying its reward once when
/// reached.
///
/// ```swift
/// var mission = try DailyMission(kind: .answerSurveys, goal: 3, reward: try PointAmount(30))
/// mission = mission.recording(.surveyAnswered(points: try PointAmount(50)))
/// mission.progress        // 1 of 3
/// mission.isCompleted     // false
/// ```
public struct DailyMission: Identifiable, Hashable, Sendable {
  /// What a mission counts.
  public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
    /// Surveys answered today.
    case answerSurveys
    /// Points earned from surveys today.
    case earnPoints
    /// Opening the app today.
    case login
  }

  /// Why a mission cannot be set.
  public enum Invalid: Error, Equatable, Sendable {
    /// A goal must be at least 1.
    case goalNotPositive(Int)
  }

  public var id: Kind { kind }
  public let kind: Kind
  public let goal: Int
  public let reward: PointAmount
  /// How far the user got, never beyond ``goal``.
  public private(set) var progress: Int
  /// Whether the reward was credited.
  public var isRewarded: Bool

  public init(kind: Kind, goal: Int, reward: PointAmount, progress: Int = 0, isRewarded: Bool = false) throws(Invalid) {
    guard goal > 0 else { throw .goalNotPositive(goal) }
    self.kind = kind
    self.goal = goal
    self.reward = reward
    self.progress = min(max(progress, 0), goal)
    self.isRewarded = isRewarded
  }

  /// The mission as the user reads it.
  public var title: String {
    switch kind {
    case .answerSurveys: "アンケートに\(goal)件回答する"
    case .earnPoints: "アンケートで\(goal)ポイント獲得する"
    case .login: "アプリを開く"
    }
  }

  public var isCompleted: Bool { progress >= goal }

  /// The mission after `event`; a completed mission does not move.
  public func recording(_ event: MissionEvent) -> DailyMission {
    var next = self
    switch (kind, event) {
    case (.answerSurveys, .surveyAnswered): next.progress = min(progress + 1, goal)
    case (.earnPoints, .surveyAnswered(let points)): next.progress = min(progress + points.value, goal)
    case (.login, .loggedIn): next.progress = goal
    default: break
    }
    return next
  }

  /// Each day's missions: log in, answer 3 surveys (30 points), earn 200 points from surveys
  /// (20 points).
  public static let daily: [DailyMission] = [
    try! DailyMission(kind: .login, goal: 1, reward: try! PointAmount(5)),
    try! DailyMission(kind: .answerSurveys, goal: 3, reward: try! PointAmount(30)),
    try! DailyMission(kind: .earnPoints, goal: 200, reward: try! PointAmount(20)),
  ]
}

/// Something the user did that missions count.
public enum MissionEvent: Hashable, Sendable {
  /// A survey was answered, earning `points`.
  case surveyAnswered(points: PointAmount)
  /// The app was opened.
  case loggedIn
}

extension DailyMission: Codable {
  private enum CodingKeys: String, CodingKey { case kind, goal, reward, progress, isRewarded }

  /// Decodes a saved mission through ``init(kind:goal:reward:progress:isRewarded:)``, so a goal
  /// below 1 is refused and the progress kept within the goal.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    try self.init(
      kind: container.decode(Kind.self, forKey: .kind), goal: container.decode(Int.self, forKey: .goal),
      reward: container.decode(PointAmount.self, forKey: .reward),
      progress: container.decode(Int.self, forKey: .progress),
      isRewarded: container.decode(Bool.self, forKey: .isRewarded))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encode(goal, forKey: .goal)
    try container.encode(reward, forKey: .reward)
    try container.encode(progress, forKey: .progress)
    try container.encode(isRewarded, forKey: .isRewarded)
  }
}
