import CalendarCore
import Foundation
import SpecRun
import Testing

@testable import OnlineCalendarSpecs

/// The OnlineCalendar Then steps check what their words say: each is replayed here on a screen
/// that is wrong in the way the step used to let pass, and fails.
@MainActor
@Suite("OnlineCalendarのならばは、言葉どおりに確かめる")
struct CalendarThenStepsTests {
  /// The scenario steps, and When steps that put the app in a state no server answer led to.
  static var steps: StepLibrary {
    var steps = OnlineCalendarSpecs.steps
    steps.when("（試験）会議{カギ括弧}がサーバーを通らずに一覧に加わる") { (context, title: String) in
      let scenario = CalendarScenario.of(context)
      let meeting = scenario.meeting(title: title, day: 0, hour: 16, minutes: 30)
      try await scenario.running().send(.home(.meetings(.createResponse(.success(meeting)))))
    }
    steps.when("（試験）統計にサーバーを通らずに空の週が届く") { context in
      try await CalendarScenario.of(context).running().send(.home(.stats(.meetingsResponse(.success([])))))
    }
    return steps
  }

  @Test(
    "ログイン画面のままなのに、会議や統計の画面を述べるならばは失敗する",
    arguments: ["会議一覧は読み込み中と表示される", "作成の欄に「タイトルを入力してください」と表示される", "確認は閉じる", "統計は読み込み中と表示される"])
  func homeStepsFailWithoutHome(_ step: String) async throws {
    let (exitCode, messages) = try await replay(
      """
          前提 ログインしていない
          ならば \(step)

      """, with: Self.steps)
    #expect(exitCode == 1)
    #expect(messages.first?.contains("会議と統計の画面は表示されていません") == true, "\(messages)")
  }

  @Test("サーバーが送っていない会議が一覧にあれば、「会議一覧に…が表示される」は失敗する")
  func meetingListFailsOnAMeetingTheServerDidNotSend() async throws {
    let (exitCode, messages) = try await replay(
      """
          前提 「taro」でログインしている
          かつ 会議一覧を開いてある
          もし （試験）会議「幽霊」がサーバーを通らずに一覧に加わる
          ならば 会議一覧に「幽霊」が表示される

      """, with: Self.steps)
    #expect(exitCode == 1)
    #expect(messages.first?.contains("「幽霊」は一覧の会議にありません") == true, "\(messages)")
  }

  @Test("読み込み中のあと答えが届かないまま統計が出ても、「統計は…」は失敗する")
  func statsFailWithoutTheServersAnswer() async throws {
    let (exitCode, messages) = try await replay(
      """
          前提 「taro」でログインしている
          もし 統計を開く
          ならば 統計は読み込み中と表示される
          もし （試験）統計にサーバーを通らずに空の週が届く
          ならば 統計は会議0件、合計0分で、いちばん忙しい日はない

      """, with: Self.steps)
    #expect(exitCode == 1)
    let message = try #require(messages.first)
    #expect(message.hasPrefix("「ならば 統計は会議0件、合計0分で、いちばん忙しい日はない」("), "\(message)")
    #expect(message.contains(":8): この手順が述べる答えは、まだアプリに届いていません。"), "\(message)")
    #expect(message.contains("No action of the expected kind came back"), "\(message)")
  }

  @Test("ログアウトと同じときに届いた会議の答えを、「ログイン画面に戻る」は述べたことにしない")
  func signOutDoesNotTakeOtherAnswers() async throws {
    let (exitCode, messages) = try await replay(
      """
          前提 「taro」でログインしている
          もし 会議一覧を開く
          ならば 会議一覧は読み込み中と表示される
          もし サーバーが応答する
          かつ 会議画面で「ログアウト」を押す
          ならば ログイン画面に戻る

      """, with: Self.steps)
    #expect(exitCode == 1)
    let message = try #require(messages.first)
    #expect(message.contains("Actions that came back from effects and no Then step described"), "\(message)")
    #expect(message.contains("meetingsResponse"), "\(message)")
  }

  @Test("シナリオの言葉どおりなら、同じならばは通る")
  func honestScenarioPasses() async throws {
    let (exitCode, messages) = try await replay(
      """
          前提 「taro」でログインしている
          かつ 今日の8時から30分の会議「朝会」がある
          もし 会議一覧を開く
          ならば 会議一覧は読み込み中と表示される
          もし サーバーが応答する
          ならば 会議一覧に「朝会」が表示される
          もし 統計を開く
          ならば 統計は読み込み中と表示される
          もし サーバーが応答する
          ならば 統計は会議1件、合計30分、いちばん忙しい日は「2026/11/23」である

      """, with: Self.steps)
    #expect(exitCode == 0, "\(messages)")
  }
}
