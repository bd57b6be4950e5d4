import Foundation
import SeedAppCatalog
import SpecRun
import Testing

/// PointApp's Then steps check what their words say: each step below used to accept a state or
/// actions it had not checked (a failed load, a wrong longest streak, an error it copied), and now
/// fails at that step, saying why.
@MainActor
@Suite("PointAppのならばは書いたことを確かめる: 確かめていない状態や応答を受け入れない")
struct PointAppThenStepsTests {
  /// The whole-app background: two surveys published.
  static let app = """
      背景:
        前提 次のアンケートが公開されている:
          | タイトル       | カテゴリ | ポイント | 所要時間 | 締切       |
          | お菓子の好み   | 食品     | 50       | 2        | 2026-12-31 |
          | スマホの使い方 | 商品     | 200      | 5        | 2026-12-31 |

    """

  /// Replays `scenario` (the steps of one シナリオ, after `background`) with PointApp's steps;
  /// returns the exit code and, for each step that failed, its text and message.
  func replay(_ scenario: String, background: String = "") async throws -> (exitCode: Int32, failures: [String: String])
  {
    let pointApp = try #require(SeedApps.catalog().apps.first { $0.name == "PointApp" })
    let replay = try await FeatureReplay.run(
      "# language: ja\n機能: 確かめ\n" + background + "  シナリオ: 確かめ\n" + scenario, fileName: "確かめ.feature",
      steps: pointApp.steps)
    return (replay.exitCode, replay.failures)
  }

  @Test("最長記録が違えば「連続ログインは…日、最長…日と表示される」は失敗する")
  func wrongLongestStreakFails() async throws {
    let (exitCode, failures) = try await replay(
      """
          もし アプリを起動する
          ならば どのタブも読み込み中と表示される
          もし サーバーが応答する
          ならば 連続ログインは1日、最長2日と表示される

      """, background: Self.app)
    #expect(exitCode == 1)
    let message = try #require(failures["連続ログインは1日、最長2日と表示される"], "\(failures)")
    #expect(message.contains("longest"), "\(message)")
  }

  @Test("読み込みに失敗したタブを「アンケートのタブに何も表示されない」は受け入れない")
  func failedSurveyLoadIsNotAnEmptyList() async throws {
    let (exitCode, failures) = try await replay(
      """
          前提 通信できない
          もし アプリを起動する
          ならば どのタブも読み込み中と表示される
          もし 通信がタイムアウトする
          ならば アンケートのタブに何も表示されない

      """, background: Self.app)
    #expect(exitCode == 1)
    let message = try #require(failures["アンケートのタブに何も表示されない"], "\(failures)")
    #expect(message.contains("アンケートの読み込みに失敗しました"), "\(message)")
  }

  @Test("サーバーがまだ答えていない残高の再読み込みを、「ポイントのタブに残高…と表示される」は来たものとして受け入れない")
  func waitingBalanceReloadIsNotTheNewBalance() async throws {
    let (exitCode, failures) = try await replay(
      """
          前提 アプリを起動している
          もし アンケートのタブで「お菓子の好み」に回答して送信する
          かつ サーバーが届いている要求にだけ応答する
          かつ サーバーが届いている要求にだけ応答する
          ならば ポイントのタブに残高55ポイントと表示される

      """, background: Self.app)
    #expect(exitCode == 1)
    let message = try #require(failures["ポイントのタブに残高55ポイントと表示される"], "\(failures)")
    #expect(message.contains("画面では 5 です"), "\(message)")
  }

  @Test("ミッションの表が画面と違うとき、失敗はこの手順の表と画面の表を行ごとに並べて見せる")
  func missionTableFailureShowsBothTables() async throws {
    let (exitCode, failures) = try await replay(
      """
          もし アプリを起動する
          ならば どのタブも読み込み中と表示される
          もし サーバーが届いている要求にだけ応答する
          ならば アンケートのタブに「お菓子の好み」「スマホの使い方」が表示される
          かつ 連続ログインは1日、最長1日と表示される
          かつ ミッションのタブは次のとおり:
            | ミッション                      | 進み具合 | 報酬         |
            | アプリを開く                    | 1/1      | 受け取り済み |
            | アンケートに3件回答する         | 0/3      | 未達成       |
            | アンケートで200ポイント獲得する | 0/200    | 未達成       |

      """, background: Self.app)
    #expect(exitCode == 1)
    let message = try #require(failures["ミッションのタブは次のとおり:"], "\(failures)")
    #expect(
      message.contains(
        """
        画面では次のとおりです（- この手順、+ 画面）:
          | ミッション                      | 進み具合 | 報酬         |
        - | アプリを開く                    | 1/1      | 受け取り済み |
        + | アプリを開く                    | 1/1      | 受け取り中   |
          | アンケートに3件回答する         | 0/3      | 未達成       |
          | アンケートで200ポイント獲得する | 0/200    | 未達成       |

        The state is not as this step expects:
        """), "\(message)")
  }

  @Test("履歴の先頭が違うとき、失敗はこの手順の表と画面の表を行ごとに並べて見せる")
  func historyTopFailureShowsBothTables() async throws {
    let (exitCode, failures) = try await replay(
      """
          前提 これまでに次のポイントをもらっている:
            | 日付       | アンケート     | ポイント |
            | 2026-11-01 | お菓子の好み   | 50       |
            | 2026-11-10 | スマホの使い方 | 100      |
          もし ポイント履歴を開く
          ならば 履歴は読み込み中と表示される
          もし サーバーが応答する
          ならば 履歴が2件表示され、続きはない
          かつ 履歴の先頭は次のとおり:
            | 内容                           | ポイント |
            | アンケート回答「お菓子の好み」 | 50       |

      """)
    #expect(exitCode == 1)
    let message = try #require(failures["履歴の先頭は次のとおり:"], "\(failures)")
    #expect(
      message.hasSuffix(
        """
        画面では次のとおりです（- この手順、+ 画面）:
          | 内容                             | ポイント |
        - | アンケート回答「お菓子の好み」   | 50       |
        + | アンケート回答「スマホの使い方」 | 100      |
        """), "\(message)")
  }

  @Test("読み込みに失敗したアチーブメントを「新たに解除されたアチーブメントはない」は受け入れない")
  func failedAchievementLoadIsNotNothingUnlocked() async throws {
    let (exitCode, failures) = try await replay(
      """
          前提 通信できない
          もし アプリを起動する
          ならば どのタブも読み込み中と表示される
          もし 通信がタイムアウトする
          ならば 新たに解除されたアチーブメントはない

      """, background: Self.app)
    #expect(exitCode == 1)
    let message = try #require(failures["新たに解除されたアチーブメントはない"], "\(failures)")
    #expect(message.contains("アチーブメントの読み込みに失敗しました"), "\(message)")
  }

  @Test("履歴が読み込めなかったとき「ポイントのタブに履歴が0件表示される」は失敗する")
  func failedHistoryIsNotEmpty() async throws {
    let (exitCode, failures) = try await replay(
      """
          前提 アプリを起動している
          もし 通信が途切れる
          かつ ポイントのタブを開く
          ならば ポイントのタブが表示される
          かつ ポイントのタブの履歴は読み込み中と表示される
          もし 通信がタイムアウトする
          ならば ポイントのタブに履歴が0件表示される

      """, background: Self.app)
    #expect(exitCode == 1)
    let message = try #require(failures["ポイントのタブに履歴が0件表示される"], "\(failures)")
    #expect(message.contains("台帳は1件で、0件ではありません"), "\(message)")
  }

  @Test("回答が受け付けられたのに「送信エラー…が表示される」と書くと、その応答を飲み込まずに失敗する")
  func acceptedAnswersAreNotAnError() async throws {
    let (exitCode, failures) = try await replay(
      """
          前提 アンケート「通勤について」が120ポイント、締切「2026-12-31」で公開され、次の質問がある:
            | 質問       | 形式     | 選択肢 | 必須   |
            | ひとこと   | 自由記述 |        | いいえ |
          かつ アンケート「通勤について」の回答画面を開いている
          もし 回答を送信する
          ならば 送信中と表示される
          もし サーバーが応答する
          ならば 送信エラー「回答を送信できませんでした。」が表示される

      """)
    #expect(exitCode == 1)
    let message = try #require(failures["送信エラー「回答を送信できませんでした。」が表示される"], "\(failures)")
    #expect(message.contains("回答の送信は成功しました"), "\(message)")
  }

  @Test("連続ログインが読み込めなかったとき「連続0日、最長0日と表示される」は失敗する")
  func failedStreakIsNotZero() async throws {
    let (exitCode, failures) = try await replay(
      """
          前提 通信できない
          もし アプリを開く
          ならば 連続ログインは読み込み中と表示される
          もし 通信がタイムアウトする
          ならば 連続0日、最長0日と表示される

      """)
    #expect(exitCode == 1)
    let message = try #require(failures["連続0日、最長0日と表示される"], "\(failures)")
    #expect(message.contains("連続ログインの読み込みに失敗しました"), "\(message)")
  }
}
