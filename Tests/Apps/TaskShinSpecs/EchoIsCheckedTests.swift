import Foundation
import SpecRun
import TaskShin
import Testing

@testable import TaskShinSpecs

/// Every TaskShin Then step checks the app's own memory (completions under way, the queue being
/// sent, the parent's requests, the tasks counted and celebrated) against what the scenario did
/// and what the backend answered, and takes only the actions it names from them: each scenario
/// here makes the app do something behind the scenario's back, and the steps that used to copy
/// the app's flags, or take every action of a kind, now fail.
@MainActor
@Suite("タスクしんのならばは、アプリの覚えていることも確かめる")
struct EchoIsCheckedTests {
  /// TaskShin's steps and steps that make the app act behind the scenario's back.
  static var steps: StepLibrary {
    var steps = TaskShinSpecs.steps
    steps.when("（テスト）アプリがいつのまにか{カギ括弧}を完了として送る") { (context, title: String) in
      let scenario = TaskShinScenario.of(context)
      try await scenario.send(.tasks(.completeTask(scenario.task(title).id)))
    }
    steps.when("（テスト）アプリがいつのまにか{カギ括弧}をおいわいする") { (context, title: String) in
      let scenario = TaskShinScenario.of(context)
      try await scenario.send(.ai(.requestCelebration(scenario.task(title).id)))
    }
    steps.when("（テスト）アプリがいつのまにか{カギ括弧}でしんを育てる") { (context, title: String) in
      let scenario = TaskShinScenario.of(context)
      try await scenario.send(.shins(.checkGrowthForTask(scenario.task(title).id)))
    }
    steps.when("（テスト）保護者の画面がいつのまにか{カギ括弧}を消しにいく") { (context, title: String) in
      let scenario = TaskShinScenario.of(context)
      try await scenario.send(.parent(.deleteTapped(scenario.task(title).id)))
    }
    steps.when("（テスト）インターネットがいつのまにかつながる") { context in
      let scenario = TaskShinScenario.of(context)
      scenario.backend.goOnline()
      try await scenario.afterOutsideChange()
    }
    steps.when("（テスト）保護者のフォームがいつのまにかもう一度保存される") { context in
      try await TaskShinScenario.of(context).send(.parent(.saveTapped))
    }
    steps.when("（テスト）アプリがいつのまにかもう一度ひらく") { context in
      try await TaskShinScenario.of(context).send(.appStarted)
    }
    steps.when("（テスト）アプリがいつのまにか通知の許可をもう一度しらべる") { context in
      try await TaskShinScenario.of(context).send(.notifications(.checkPermission))
    }
    return steps
  }

  /// Replays `scenario` (its steps, indented) and returns the exit code and every step's message.
  func replay(_ scenario: String) async throws -> (exitCode: Int32, messages: [String]) {
    let replay = try await FeatureReplay.run(
      "# language: ja\n機能: ためし\n  シナリオ: ためし\n" + scenario, fileName: "ためし.feature", steps: Self.steps)
    return (replay.exitCode, replay.messages)
  }

  /// Replays `scenario`, which must fail, and returns its first message.
  func failure(of scenario: String) async throws -> String {
    let (exitCode, messages) = try await replay(scenario)
    #expect(exitCode == 1, "\(messages)")
    return try #require(messages.first)
  }

  static let world = """
        前提 「ほししん」が育つおてつだい「はみがき」がある
        かつ アプリを開いている

    """

  @Test("送っていない「できた！」が送られていれば、どのならばも失敗する（completing）")
  func completionNoStepSentFails() async throws {
    let message = try await failure(
      of: Self.world + """
            もし （テスト）アプリがいつのまにか「はみがき」を完了として送る
            ならば 「はみがき」は「できた」と表示される

        """)
    #expect(message.contains("tasks.completing"), "\(message)")
  }

  @Test("だれも送っていない完了にサーバーが答えていれば、失敗する")
  func answerNoStepSentFails() async throws {
    let message = try await failure(
      of: Self.world + """
            もし （テスト）アプリがいつのまにか「はみがき」を完了として送る
            かつ サーバーが応答する
            ならば 「はみがき」の完了が保護者に届いている

        """)
    #expect(message.contains("このシナリオのどの手順も送っていない"), "\(message)")
  }

  @Test("おいわいしていないおてつだいがおいわいずみになっていれば、失敗する（celebrated）")
  func stuckCelebratedFails() async throws {
    let message = try await failure(
      of: Self.world + """
            もし （テスト）アプリがいつのまにか「はみがき」をおいわいする
            ならば おいわいは出ていない

        """)
    #expect(message.contains("ai.celebrated"), "\(message)")
  }

  @Test("終えていないおてつだいが数えられていれば、失敗する（counted）")
  func stuckCountedFails() async throws {
    let message = try await failure(
      of: Self.world + """
            もし （テスト）アプリがいつのまにか「はみがき」でしんを育てる
            ならば おてつだいリストはこうなっている
              | おてつだい | ようす   |
              | はみがき   | やること |

        """)
    #expect(message.contains("shins.counted"), "\(message)")
  }

  @Test("保護者がたのんでいない書き込みが進んでいれば、失敗する（busy）")
  func stuckBusyFails() async throws {
    let message = try await failure(
      of: Self.world + """
            もし 保護者の画面をひらこうとして、問題に正しく答える
            かつ （テスト）保護者の画面がいつのまにか「はみがき」を消しにいく
            ならば 保護者の画面がひらく

        """)
    #expect(message.contains("parent.busy"), "\(message)")
  }

  @Test("送信待ちを送るはずのないときに送っていれば、失敗する（isSyncing）")
  func stuckSyncingFails() async throws {
    let message = try await failure(
      of: """
            前提 「ほししん」が育つおてつだい「はみがき」がある
            かつ インターネットにつながっていない
            かつ アプリを開いている
            もし 「はみがき」の「できた！」をタップする
            ならば 「はみがき」は「送信待ち」と表示される
            かつ お知らせ「ほししんを みつけた！」が出る
            かつ おいわい「はみがき、できたね！」が出る
            もし （テスト）インターネットがいつのまにかつながる
            ならば 「はみがき」は「送信待ち」と表示される

        """)
    #expect(message.contains("tasks.isSyncing"), "\(message)")
  }

  @Test("「送信待ちのおてつだいを送っている」は、シナリオがつないでいなければ失敗する")
  func syncingStepNeedsTheNetworkBack() async throws {
    let message = try await failure(
      of: """
            前提 「ほししん」が育つおてつだい「はみがき」がある
            かつ インターネットにつながっていない
            かつ アプリを開いている
            もし 「はみがき」の「できた！」をタップする
            ならば 送信待ちのおてつだいを送っている

        """)
    #expect(message.contains("アプリは送信していません"), "\(message)")
  }

  @Test("同じエラーがもう一度返ってきていれば、エラーのならばは一つしか書いたことにしない")
  func extraErrorIsNotTaken() async throws {
    let (exitCode, messages) = try await replay(
      Self.world + """
            もし 保護者の画面をひらこうとして、問題に正しく答える
            ならば 保護者の画面がひらく
            もし 保護者が名前のないおてつだいを保存しようとする
            かつ （テスト）保護者のフォームがいつのまにかもう一度保存される
            ならば 「おてつだいの なまえを 入力してください。」と知らせる
            かつ おてつだいの入力フォームはひらいたまま

        """)
    #expect(exitCode == 1)
    let all = messages.joined(separator: "\n")
    #expect(all.contains("saveRejected"), "\(all)")
  }

  @Test("たずねていない許可の答えが返ってきていれば、通知のならばは書いたことにしない")
  func extraPermissionIsNotTaken() async throws {
    let (exitCode, messages) = try await replay(
      Self.world + """
            もし （テスト）アプリがいつのまにか通知の許可をもう一度しらべる
            ならば 通知は「まだたずねていない」

        """)
    #expect(exitCode == 1)
    let all = messages.joined(separator: "\n")
    #expect(all.contains("permissionChecked"), "\(all)")
  }

  @Test("リストを二度たどりはじめていれば、リストのならばは一つしか書いたことにしない")
  func extraListeningIsNotTaken() async throws {
    let (exitCode, messages) = try await replay(
      """
            前提 「ほししん」が育つおてつだい「はみがき」がある
            もし アプリを開く
            かつ （テスト）アプリがいつのまにかもう一度ひらく
            ならば おてつだいリストはこうなっている
              | おてつだい | ようす   |
              | はみがき   | やること |

      """)
    #expect(exitCode == 1)
    let all = messages.joined(separator: "\n")
    // Among the actions no step described, not only among the effects still running.
    #expect(all.contains("• .tasks(.startListening)"), "\(all)")
  }
}
