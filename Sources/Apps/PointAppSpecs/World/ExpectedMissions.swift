import PointApp
import SpecRun

/// Missions as scenarios write them: a title, how far it got, its goal, and its reward as
/// 受け取り済み (credited), 受け取り中 (completed, the server has not answered the reward yet),
/// 未受け取り (completed, not credited) or 未達成 (not completed).
///
/// ```swift
/// let screen = try ExpectedMissions.screen(table.hashes) { row in try ExpectedMissions.progress(row["進み具合"] ?? "") }
/// try store.expect(table, seen: { ExpectedMissions.seen($0.missions, crediting: $0.crediting, columns: table.raw[0]) }) {
///   $0.missions = screen.missions
///   $0.crediting = screen.crediting
/// }
/// ```
enum ExpectedMissions {
  /// The missions the rows of a table describe (columns ミッション and 報酬, and the progress and
  /// goal `progress` reads from a row), and those whose reward shows 受け取り中.
  static func screen(
    _ rows: [[String: String]], progress: ([String: String]) throws -> (progress: Int, goal: Int)
  ) throws -> (missions: [DailyMission], crediting: Set<DailyMission.Kind>) {
    let missions = try rows.map { row in
      let (done, goal) = try progress(row)
      return try mission(title: row["ミッション"] ?? "", progress: done, goal: goal, reward: row["報酬"] ?? "")
    }
    let crediting = zip(rows, missions).filter { row, _ in row["報酬"] == pending }.map { $1.kind }
    return (missions, Set(crediting))
  }

  /// `missions` as the screen shows them, in the table's `columns` (ミッション, 報酬, and 進み具合 as
  /// `1/3`, or 進み具合 and 目標 apart when the table has a 目標 column): the table a failing step
  /// shows beside its own.
  static func seen(
    _ missions: [DailyMission], crediting: Set<DailyMission.Kind>, columns: [String]
  ) -> DataTable {
    let goalApart = columns.contains("目標")
    return DataTable(
      columns: columns,
      hashes: missions.map { mission in
        [
          "ミッション": mission.title,
          "進み具合": goalApart ? "\(mission.progress)" : "\(mission.progress)/\(mission.goal)",
          "目標": "\(mission.goal)",
          "報酬": reward(of: mission, crediting: crediting),
        ]
      })
  }

  /// How a mission's reward reads: the inverse of ``mission(title:progress:goal:reward:)``.
  private static func reward(of mission: DailyMission, crediting: Set<DailyMission.Kind>) -> String {
    if mission.isRewarded { return "受け取り済み" }
    guard mission.isCompleted else { return "未達成" }
    return crediting.contains(mission.kind) ? pending : "未受け取り"
  }

  /// How a reward the server has not answered yet reads.
  static let pending = "受け取り中"

  /// The mission a row describes: one of the day's missions (``DailyMission/daily``), found by its
  /// title, with the progress and reward the row gives.
  static func mission(title: String, progress: Int, goal: Int, reward status: String) throws -> DailyMission {
    guard let daily = DailyMission.daily.first(where: { $0.title == title }) else {
      throw StepFailure(
        "「\(title)」というデイリーミッションはありません。デイリーミッションは\(DailyMission.daily.map { "「\($0.title)」" }.joined())です。")
    }
    guard daily.goal == goal else { throw StepFailure("「\(title)」の目標は\(daily.goal)で、\(goal)ではありません。") }
    let completed = progress >= goal
    let rewarded: Bool
    switch status {
    case "受け取り済み" where completed: rewarded = true
    case "未受け取り" where completed, pending where completed: rewarded = false
    case "未達成" where !completed: rewarded = false
    default:
      throw StepFailure(
        "\(progress)/\(goal) の「\(title)」は「\(status)」にはなりません。達成していれば受け取り済み、\(pending)、未受け取りのどれか、達成していなければ未達成と書いてください。"
      )
    }
    return try DailyMission(
      kind: daily.kind, goal: goal, reward: daily.reward, progress: progress, isRewarded: rewarded)
  }

  /// `1/3` as progress 1 of goal 3.
  static func progress(_ text: String) throws -> (progress: Int, goal: Int) {
    let parts = text.split(separator: "/").compactMap { Int($0) }
    guard parts.count == 2 else { throw StepFailure("「\(text)」は進み具合ではありません。1/3 のように書いてください。") }
    return (parts[0], parts[1])
  }

  /// Whether `a` and `b` hold the same values, however ordered.
  static func sameMultiset<T: Hashable>(_ a: [T], _ b: [T]) -> Bool {
    Dictionary(a.map { ($0, 1) }, uniquingKeysWith: +) == Dictionary(b.map { ($0, 1) }, uniquingKeysWith: +)
  }
}
