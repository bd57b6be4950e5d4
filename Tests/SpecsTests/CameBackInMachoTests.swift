import Foundation
import SeedAppCatalog
import SpecRun
import Testing

/// The newcomer's case from the Japanese counter: a fact asked for and answered in one block of
/// When steps left `isLoading` where it started, and no Then step could say the user saw it load.
@MainActor
@Suite("カウンターの豆知識: 読み込み中をはさまないシナリオは通らない")
struct CameBackInMachoTests {
  func replay(_ scenario: String) async throws -> (exitCode: Int32, messages: [String]) {
    let macho = try #require(SeedApps.catalog().apps.first { $0.name == "Macho" })
    let replay = try await FeatureReplay.run(
      "# language: ja\n機能: カウンター\n  シナリオ: 豆知識\n" + scenario, fileName: "カウンター.feature", steps: macho.steps)
    return (replay.exitCode, replay.messages)
  }

  @Test("「Fact」をタップしてすぐ応答させると、読み込み中を誰も書いていないので失敗する")
  func answeredWithinOneBlockFails() async throws {
    let (exitCode, messages) = try await replay(
      """
          前提 豆知識サービスが5について「5は季節の数。」と知っている
          かつ カウンターに5が表示されている
          もし「Fact」をタップする
          もし 豆知識サービスが応答する
          ならば 豆知識「5は季節の数。」が表示される

      """)
    #expect(exitCode == 1)
    let message = try #require(messages.first)
    #expect(message.hasPrefix("「豆知識」("), "\(message)")
    #expect(message.contains(":3): 手順が画面に起こしたことのうち、ならばの手順で述べていないものがあります。"), "\(message)")
    #expect(message.contains("isLoading: false → true → false"), "\(message)")
    #expect(message.contains("Describe it with a Then step between those When steps"))
  }

  @Test("ならばが食い違うと、その行とことばで、画面に見えているものを日本語で先に言う")
  func thenStepFailureInJapanese() async throws {
    let (exitCode, messages) = try await replay(
      """
          前提 カウンターに2が表示されている
          ならば カウンターに3が表示される

      """)
    #expect(exitCode == 1)
    let message = try #require(messages.first)
    #expect(message.hasPrefix("「ならば カウンターに3が表示される」("), "\(message)")
    #expect(message.contains(":5): 画面では 2 です。\n\n"))
    #expect(message.contains("count: 3 → 2"))
  }

  @Test("ないボタンをタップすると、日本語のシナリオには日本語で、あるボタンを言う")
  func unknownButtonInJapanese() async throws {
    let (exitCode, messages) = try await replay(
      """
          前提 カウンターに2が表示されている
          もし「×」をタップする

      """)
    #expect(exitCode == 1)
    #expect(messages.first == "カウンターに「×」ボタンはありません。ボタンは「+」「−」「Fact」です。", "\(messages)")
  }

  @Test("あいだに「読み込み中」のならばを書けば通る")
  func loadingDescribedPasses() async throws {
    let (exitCode, messages) = try await replay(
      """
          前提 豆知識サービスが5について「5は季節の数。」と知っている
          かつ カウンターに5が表示されている
          もし「Fact」をタップする
          ならば 豆知識を読み込み中であることが表示される
          もし 豆知識サービスが応答する
          ならば 豆知識「5は季節の数。」が表示される

      """)
    #expect(exitCode == 0, "\(messages)")
  }
}
