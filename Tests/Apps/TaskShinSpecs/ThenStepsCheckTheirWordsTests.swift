import Foundation
import SpecRun
import TaskShin
import Testing

@testable import TaskShinSpecs

/// TaskShin's Then steps check what their words say, and take as described nothing else: each
/// scenario here gets the app into a state (or brings back actions) that the step used to accept
/// without checking, and the step now fails. A test-only When step changes what the app shows
/// behind the scenario's back, as a bug would.
@MainActor
@Suite("タスクしんのならばは、ことばどおりに確かめる")
struct ThenStepsCheckTheirWordsTests {
  /// TaskShin's steps and two steps that change the app behind the scenario's back.
  static var steps: StepLibrary {
    var steps = TaskShinSpecs.steps
    steps.when("（テスト）{カギ括弧}がいつのまにか{カギ括弧}を育てるおてつだいになる") { (context, title: String, shin: String) in
      let scenario = TaskShinScenario.of(context)
      var tasks = Array(try scenario.running().state.tasks.tasks)
      guard let index = tasks.firstIndex(where: { $0.title == title }) else { throw StepFailure("no 「\(title)」") }
      tasks[index].shin = try Vocabulary.shin(shin)
      try await scenario.send(.tasks(.tasksUpdated(tasks)))
    }
    steps.when("（テスト）保護者のフォームの名前がいつのまにか{カギ括弧}になる") { (context, title: String) in
      try await TaskShinScenario.of(context).send(.parent(.titleChanged(title)))
    }
    return steps
  }

  /// Replays `scenario` (its steps, indented) and returns the exit code and every step's message.
  func replay(_ scenario: String) async throws -> (exitCode: Int32, messages: [String]) {
    let replay = try await FeatureReplay.run(
      "# language: ja\n機能: ためし\n  シナリオ: ためし\n" + scenario, fileName: "ためし.feature", steps: Self.steps)
    return (replay.exitCode, replay.messages)
  }

  static let listBeforeAndAfter = """
        前提 「ほししん」が育つおてつだい「はみがき」がある
        かつ アプリを開いている
    %@
        ならば おてつだいリストはこうなっている
          | おてつだい | ようす   |
          | はみがき   | やること |

    """

  @Test("リストの表は、表に書いていない中身（育つしん）まで、シナリオが作ったとおりか確かめる")
  func listChecksWhatTheScenarioMade() async throws {
    let passing = try await replay(
      Self.listBeforeAndAfter.replacingOccurrences(of: "%@", with: "    もし 保護者が別の端末でおてつだい「おふろ」を「うみしん」で加える")
        .replacingOccurrences(of: "      | はみがき   | やること |\n", with: "      | はみがき   | やること |\n      | おふろ | やること |\n"))
    #expect(passing.exitCode == 0, "\(passing.messages)")
    let (exitCode, messages) = try await replay(
      Self.listBeforeAndAfter.replacingOccurrences(of: "%@", with: "    もし （テスト）「はみがき」がいつのまにか「うみしん」を育てるおてつだいになる"))
    #expect(exitCode == 1)
    let message = try #require(messages.first)
    #expect(message.contains("shin"), "\(message)")
    #expect(message.contains("umi"), "\(message)")
  }

  @Test("いま出ているお知らせのうしろに、どのならばも書いていないお知らせがあれば失敗する")
  func currentMomentChecksTheWholeQueue() async throws {
    let (exitCode, messages) = try await replay(
      """
          前提 「ほししん」が育つおてつだい「はみがき」がある
          かつ 「もりしん」が育つおてつだい「おかたづけ」がある
          かつ アプリを開いている
          もし 「はみがき」の「できた！」をタップする
          かつ 「おかたづけ」の「できた！」をタップする
          ならば お知らせ「ほししんを みつけた！」が出る
          かつ いま出ているお知らせは「ほししんを みつけた！」

      """)
    #expect(exitCode == 1)
    let message = try #require(messages.first)
    #expect(message.contains("shins.events"), "\(message)")
    #expect(message.contains("mori"), "\(message)")
  }

  static let untitledForm = """
        前提 「ほししん」が育つおてつだい「はみがき」がある
        かつ アプリを開いている
        もし 保護者の画面をひらこうとして、問題に正しく答える
        ならば 保護者の画面がひらく
        もし 保護者が名前のないおてつだいを保存しようとする
    %@
        ならば 「おてつだいの なまえを 入力してください。」と知らせる
        かつ おてつだいの入力フォームはひらいたまま

    """

  @Test("「入力フォームはひらいたまま」は、フォームがシナリオの入れたとおりか確かめる")
  func openFormChecksWhatWasTyped() async throws {
    let passing = try await replay(Self.untitledForm.replacingOccurrences(of: "%@\n", with: ""))
    #expect(passing.exitCode == 0, "\(passing.messages)")
    let (exitCode, messages) = try await replay(
      Self.untitledForm.replacingOccurrences(of: "%@", with: "    かつ （テスト）保護者のフォームの名前がいつのまにか「くつならべ」になる"))
    #expect(exitCode == 1)
    let message = try #require(messages.first)
    #expect(message.contains("parent.editor"), "\(message)")
    #expect(message.contains("くつならべ"), "\(message)")
  }

  @Test("「おてつだいを保存中」は、保存しているのがシナリオの作ったおてつだいか確かめる")
  func savingChecksTheTaskBeingSaved() async throws {
    let (exitCode, messages) = try await replay(
      """
          前提 「ほししん」が育つおてつだい「はみがき」がある
          かつ アプリを開いている
          もし 保護者の画面をひらこうとして、問題に正しく答える
          ならば 保護者の画面がひらく
          もし 保護者がおてつだい「くつならべ」を「もりしん」で作る
          かつ （テスト）保護者のフォームの名前がいつのまにか「くつそろえ」になる
          ならば おてつだいを保存中と表示される

      """)
    #expect(exitCode == 1)
    let message = try #require(messages.first)
    #expect(message.contains("parent.editor"), "\(message)")
    #expect(message.contains("くつそろえ"), "\(message)")
  }

  @Test("おいわいのならばは、名前をあげたおいわいだけを書いたことにする")
  func celebrationTakesOnlyTheOnesItNames() async throws {
    let (exitCode, messages) = try await replay(
      """
          前提 「ほししん」が育つおてつだい「はみがき」がある
          かつ 「もりしん」が育つおてつだい「おかたづけ」がある
          かつ アプリを開いている
          もし 「はみがき」の「できた！」をタップする
          かつ 「おかたづけ」の「できた！」をタップする
          ならば 「はみがき」は「できた」と表示される
          かつ 「おかたづけ」は「できた」と表示される
          かつ お知らせ「ほししんを みつけた！」が出る
          かつ お知らせ「もりしんを みつけた！」が出る
          かつ おいわい「おかたづけ、できたね！」が出る

      """)
    #expect(exitCode == 1)
    let message = try #require(messages.first)
    #expect(message.contains("requestCelebration(TaskID(rawValue: \"はみがき\"))"), "\(message)")
  }
}
