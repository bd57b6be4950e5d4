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
          ならば "「Swift の記事」を削除しますか？" と確認され、「削除したピンは元に戻せません。」と添えられる
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

  static let twoPins = """
      背景:
        前提 サーバーに次のピンが保存されている:
          | タイトル     | 保存日     |
          | Swift の記事 | 2024-05-01 |
          | 京都の喫茶店 | 2024-06-01 |

    """

  @Test("一覧のピンのお気に入りが変わったのに題名の並びだけ述べると、「一覧に…が並ぶ」は失敗する")
  func pinListStepChecksThePinsNotOnlyTheirTitles() async throws {
    let (exitCode, messages) = try await replay(
      """
          前提 アプリで一覧に保存したピンが表示されている
          もし 一覧の「Swift の記事」をタップする
          ならば「Swift の記事」の詳細が表示される
          もし「お気に入り」をタップする
          ならば お気に入りになっている
          もし サーバーが応答する
          ならば お気に入りが保存され、一覧に知らされる
          かつ 一覧に「京都の喫茶店」、「Swift の記事」がこの順に並ぶ

      """, with: PinNestSpecs.steps, background: Self.twoPins)
    #expect(exitCode == 1)
    let message = try #require(messages.first { !$0.isEmpty })
    #expect(message.contains("isFavorite"), "\(message)")
  }

  @Test("確認に添えられた言葉が違えば、「…と確認され、…と添えられる」は失敗する")
  func questionStepChecksTheMessage() async throws {
    let (exitCode, messages) = try await replay(
      """
          前提「Swift の記事」の詳細を開いている
          もし「削除」をタップする
          ならば "「Swift の記事」を削除しますか？" と確認され、「すぐに消えます。」と添えられる

      """, with: PinNestSpecs.steps, background: Self.pins)
    #expect(exitCode == 1)
    let message = try #require(messages.first { !$0.isEmpty })
    #expect(message.contains("すぐに消えます。"), "\(message)")
  }
}
