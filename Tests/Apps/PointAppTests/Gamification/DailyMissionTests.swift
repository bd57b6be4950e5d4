import PointApp
import Testing

@Suite("デイリーミッション（ドメイン）")
struct DailyMissionTests {
  @Test("回答数のミッションは回答ごとに1進み、目標で止まる")
  func answerSurveys() throws {
    var mission = try DailyMission(kind: .answerSurveys, goal: 2, reward: try PointAmount(30))
    let answered = MissionEvent.surveyAnswered(points: try PointAmount(50))
    mission = mission.recording(answered)
    #expect(mission.progress == 1 && !mission.isCompleted)
    mission = mission.recording(answered).recording(answered)
    #expect(mission.progress == 2 && mission.isCompleted)
    #expect(mission.recording(.loggedIn) == mission)
  }

  @Test("獲得ポイントのミッションは獲得したポイントだけ進む")
  func earnPoints() throws {
    let mission = try DailyMission(kind: .earnPoints, goal: 200, reward: try PointAmount(20))
    #expect(mission.recording(.surveyAnswered(points: try PointAmount(150))).progress == 150)
    #expect(mission.recording(.surveyAnswered(points: try PointAmount(500))).progress == 200)
  }

  @Test("ログインのミッションはアプリを開くと達成される")
  func login() throws {
    let mission = try DailyMission(kind: .login, goal: 1, reward: try PointAmount(5))
    #expect(mission.recording(.loggedIn).isCompleted)
    #expect(!mission.recording(.surveyAnswered(points: .zero)).isCompleted)
  }

  @Test("目標が1未満のミッションは作れない")
  func goalPositive() {
    #expect(throws: DailyMission.Invalid.goalNotPositive(0)) {
      try DailyMission(kind: .login, goal: 0, reward: .zero)
    }
  }

  @Test("ミッションは利用者に読める言葉で表示される")
  func titles() {
    #expect(DailyMission.daily.map(\.title) == ["アプリを開く", "アンケートに3件回答する", "アンケートで200ポイント獲得する"])
  }
}
