import Foundation
import PinNestSpecs
import SpecRun
import Testing

/// A PinNest Then step takes the app's response to a server answer only when its words describe
/// it: a failure the steps did not describe is left for the end of the scenario, which names it.
@MainActor
@Suite("PinNestのならばは、述べていない失敗の答えを受け取ったことにしない")
struct PinNestThenStepsTests {
  static let pins = """
      背景:
        前提 サーバーに次のピンが保存されている:
          | タイトル     | 保存日     |
          | Swift の記事 | 2024-05-01 |

    """

  @Test("お気に入りの保存に失敗したのに「お気に入りではない」だけ述べると、失敗の答えが残って失敗する")
  func favoriteFailureIsNotTakenByTheFavoriteStep() async throws {
    let (exitCode, messages) = try await replay(
      """
          前提「Swift の記事」の詳細を開いている
          かつ サーバーにつながらない
          もし「お気に入り」をタップする
          ならば お気に入りになっている
          もし サーバーが応答する
          ならば お気に入りではない

      """, with: PinNestSpecs.steps, background: Self.pins)
    #expect(exitCode == 1)
    let message = try #require(messages.last { !$0.isEmpty })
    #expect(message.contains("Actions that came back from effects and no Then step described"), "\(message)")
    #expect(message.contains("favoriteResponse"), "\(message)")
  }

  @Test("削除に失敗したのに「削除中ではない」だけ述べると、失敗の答えが残って失敗する")
  func deletionFailureIsNotTakenByTheDeletingStep() async throws {
    let (exitCode, messages) = try await replay(
      """
          前提「Swift の記事」の詳細を開いている
          かつ サーバーにつながらない
          もし「削除」をタップする
          ならば "「Swift の記事」を削除しますか？" と確認される
          もし 確認の「削除」をタップする
          ならば 確認が消える
          かつ 削除中と表示される
          もし サーバーが応答する
          ならば 削除中ではない

      """, with: PinNestSpecs.steps, background: Self.pins)
    #expect(exitCode == 1)
    let message = try #require(messages.last { !$0.isEmpty })
    #expect(message.contains("deleteResponse"), "\(message)")
  }

  @Test("読み込みが成功したのに「エラー…」と述べると、エラーの手順は失敗する")
  func errorStepNeedsAFailedAnswer() async throws {
    let (exitCode, messages) = try await replay(
      """
          もし ピン一覧を開く
          ならば 読み込み中と表示される
          もし サーバーが応答する
          ならば エラー「ピンを読み込めませんでした。サーバーに接続できません。」が表示される

      """, with: PinNestSpecs.steps, background: Self.pins)
    #expect(exitCode == 1)
    #expect(messages.first?.contains("errorMessage") == true, "\(messages)")
  }

  @Test("失敗の答えをエラーの手順で述べれば通る")
  func failureDescribedByTheErrorStepPasses() async throws {
    let (exitCode, messages) = try await replay(
      """
          前提「Swift の記事」の詳細を開いている
          かつ サーバーにつながらない
          もし「お気に入り」をタップする
          ならば お気に入りになっている
          もし サーバーが応答する
          ならば お気に入りではない
          かつ エラー「お気に入りを保存できませんでした。サーバーに接続できません。」が表示される

      """, with: PinNestSpecs.steps, background: Self.pins)
    #expect(exitCode == 0, "\(messages)")
  }
}
