import Foundation
import SpecRun
import Testing

/// Issue 24: a product owner looks up how a step may be written, in the app's language, with a
/// real line of the Specs and each parameter type in words; a typo gets "did you mean".
@MainActor
@Suite("specrun steps and did you mean")
struct StepPhrasebookTests {
  nonisolated static let counter = """
    # language: ja
    機能: カウンター

      シナリオ: 数える
        前提 カウンターが0
        もし 「＋」をタップする
        かつ 「＋」をタップする
        ならば カウンターに2が表示される
    """

  nonisolated static let lamp = """
    Feature: Lamp

      Scenario: Switching on
        Given the lamp is off
        When I press "on" 2 times
        Then the lamp shines
    """

  static var japaneseSteps: StepLibrary {
    var steps = StepLibrary()
    steps.parameterType("色", regexp: "赤|青", explanations: ["ja": "色の名前（赤 または 青）", "en": "a colour: 赤 or 青"]) { $0 }
    steps.parameterType("無口", regexp: "しーん") { $0 }
    steps.given("カウンターが{int}") { (_, _: Int) in }
    steps.when("{カギ括弧}をタップする") { (_, _: String) in }
    steps.then("カウンターに{int}が表示される") { (_, _: Int) in }
    steps.then("ランプが{色}に光る") { (_, _: String) in }
    steps.then("{無口}となる") { (_, _: String) in }
    return steps
  }

  static var englishSteps: StepLibrary {
    var steps = StepLibrary()
    steps.given("the lamp is off") { _ in }
    steps.when("I press {string} {int} time(s)") { (_, _: String, _: Int) in }
    steps.then("the lamp shines") { _ in }
    return steps
  }

  func catalog(_ folder: FeatureFolder) -> SpecCatalog {
    SpecCatalog(
      title: "Test", specsFolder: folder.path(),
      apps: [SpecApp("Counter", steps: Self.japaneseSteps), SpecApp("Lamp", steps: Self.englishSteps)])
  }

  func specs() throws -> FeatureFolder {
    try FeatureFolder(["Counter/カウンター.feature": Self.counter, "Lamp/lamp.feature": Self.lamp])
  }

  @Test("specrun steps が日本語のアプリの書き方を、日本語のキーワード、Specs の実例と {…} の説明つきで並べる")
  func japaneseApp() async throws {
    let folder = try specs()
    let io = CapturedIO()
    let code = await SpecRunMain.run(arguments: ["steps", "Counter"], catalog: catalog(folder), io: io.io)
    #expect(code == 0)
    let file = folder.path("Counter/カウンター.feature")
    #expect(
      io.out == """
        Counter のステップの書き方: 5 件

          前提 カウンターが{int}
              例 \(file):5  前提 カウンターが0
          もし {カギ括弧}をタップする
              例 \(file):6  もし 「＋」をタップする
          ならば カウンターに{int}が表示される
              例 \(file):8  ならば カウンターに2が表示される
          ならば ランプが{色}に光る
              （まだ使っているシナリオはありません）
          ならば {無口}となる
              （まだ使っているシナリオはありません）

          {…} の部分に書けるもの:
            {int}       整数（3、-12 など）
            {カギ括弧}  「」で囲んだ文字列（「保存」 など。ステップには「」を除いた中身が渡ります）
            {色}        色の名前（赤 または 青）
            {無口}      （説明がありません。パラメーター型の定義に explanations: を書いてください）

        """)
    #expect(io.error == "")
  }

  @Test("specrun steps lists an English app in English, every app when none is named")
  func everyApp() async throws {
    let folder = try specs()
    let io = CapturedIO()
    #expect(await SpecRunMain.run(arguments: ["steps"], catalog: catalog(folder), io: io.io) == 0)
    let file = folder.path("Lamp/lamp.feature")
    #expect(io.out.hasPrefix("Counter のステップの書き方: 5 件\n"))
    #expect(
      io.out.hasSuffix(
        """
        Lamp's steps: 3 phrasings

          Given the lamp is off
              e.g. \(file):4  Given the lamp is off
          When I press {string} {int} time(s)
              e.g. \(file):5  When I press "on" 2 times
          Then the lamp shines
              e.g. \(file):6  Then the lamp shines

          What to write in place of a parameter:
            {string}  text in double or single quotes, such as "Save" (the step gets it without the quotes)
            {int}     a whole number, such as 3 or -12

        """))
  }

  @Test("an unknown app is refused with exit code 2, a near miss suggested and the apps named")
  func unknownApp() async throws {
    let folder = try specs()
    let io = CapturedIO()
    #expect(await SpecRunMain.run(arguments: ["steps", "Lamb"], catalog: catalog(folder), io: io.io) == 2)
    #expect(io.out == "")
    #expect(
      io.error == "specrun steps: there is no app named 'Lamb'. Did you mean 'Lamp'? The apps are: Counter, Lamp.\n")
  }

  @Test("the help names specrun steps")
  func help() async {
    let io = CapturedIO()
    #expect(await SpecRunMain.run(arguments: ["--help"], library: Self.englishSteps, io: io.io) == 0)
    #expect(io.out.contains("specrun steps [APP]"))
  }

  @Test("書き間違えたステップには、いちばん近い書き方を値を入れて比べて示す")
  func closestJapanese() async throws {
    let folder = try specs()
    var query = MessageQuery([], keepingEnvelopes: false)
    var options = RunOptions()
    options.dryRun = true
    _ = await SpecRunner(catalog: catalog(folder), options: options) { query.update($0) }.run()
    let book = StepPhrasebook(
      app: "Counter", library: Self.japaneseSteps, examples: query, layout: ReportLayout(catalog(folder)))
    #expect(book.closest(to: "カウンターに4が表示さる").map(\.pattern) == ["カウンターに{int}が表示される"])
    #expect(book.closest(to: "ランプが赤く光る").map(\.pattern) == ["ランプが{色}に光る"])
    #expect(book.closest(to: "天気が良い").isEmpty)
    #expect(
      book.didYouMean("カウンターに4が表示さる", language: "ja")
        == "もしかして: 「カウンターに{int}が表示される」 (例 \(folder.path("Counter/カウンター.feature")):8)")
  }

  @Test("a misspelt English step gets the closest phrasing, its optional text and parameters filled from the step")
  func closestEnglish() {
    let book = StepPhrasebook(app: "Lamp", library: Self.englishSteps, examples: MessageQuery([]))
    #expect(book.closest(to: "I pres \"off\" 3 times").map(\.pattern) == ["I press {string} {int} time(s)"])
    #expect(book.didYouMean("the lamp shine", language: "en") == "Did you mean \"the lamp shines\"?")
  }

  nonisolated static let typo = """
    # language: ja
    機能: カウンター

      シナリオ: 書き間違える
        前提 カウンターが0
        ならば カウンターに4が表示さる
    """

  @Test("pretty はまちがえたステップの下と最後の一覧で、行とともに「もしかして」を示す")
  func prettyDidYouMean() async throws {
    let folder = try FeatureFolder([
      "Counter/カウンター.feature": Self.counter, "Counter/typo.feature": Self.typo, "Lamp/lamp.feature": Self.lamp,
    ])
    let io = CapturedIO()
    let code = await SpecRunMain.run(
      arguments: ["--format", "pretty", folder.path()], catalog: catalog(folder), io: io.io)
    #expect(code == 1)
    let typo = folder.path("Counter/typo.feature")
    let example = "(例 \(folder.path("Counter/カウンター.feature")):8)"
    #expect(io.out.contains("    ? ならば カウンターに4が表示さる\n        もしかして: 「カウンターに{int}が表示される」 \(example)\n"))
    #expect(
      io.out.contains("定義されていないステップ:\n  \(typo):6 # ならば カウンターに4が表示さる\n      もしかして: 「カウンターに{int}が表示される」 \(example)\n\n"))
  }

  @Test(
    "only HTML reports: the terminal still lists the undefined step with did you mean, in English for an English file")
  func filesOnlyDidYouMean() async throws {
    let folder = try FeatureFolder([
      "Lamp/lamp.feature": Self.lamp.replacingOccurrences(of: "the lamp shines", with: "the lamp shine")
    ])
    let io = CapturedIO()
    _ = await SpecRunMain.run(
      arguments: ["--format", "html:r.html", folder.path()], catalog: catalog(folder), io: io.io)
    #expect(
      io.out.hasPrefix(
        "Undefined steps:\n  \(folder.path("Lamp/lamp.feature")):6 # Then the lamp shine\n      Did you mean \"the lamp shines\"?\n\n"
      ))
    let html = try #require(io.files["r.html"])
    #expect(html.contains("<div class=\"did-you-mean\">Did you mean &quot;the lamp shines&quot;?</div>"))
  }

  @Test("the HTML page lists each app's phrasings with examples and parameter types, escaped, in the app's language")
  func htmlPhrasebook() async throws {
    let folder = try specs()
    let io = CapturedIO()
    _ = await SpecRunMain.run(
      arguments: ["--format", "html:r.html", folder.path()], catalog: catalog(folder), io: io.io)
    let html = try #require(io.files["r.html"])
    #expect(html.contains("<a class=\"jump phrasebook-link\" href=\"#phrasebook\">ステップの書き方 ↓</a>"))
    #expect(html.contains("<section class=\"phrasebook\" id=\"phrasebook\">\n<h2>ステップの書き方</h2>"))
    #expect(html.contains("<details class=\"app-phrasings\" lang=\"ja\"><summary>Counter のステップの書き方: 5 件</summary>"))
    #expect(
      html.contains(
        "<li><span class=\"keyword\">ならば</span> カウンターに{int}が表示される<div class=\"example\">例 \(folder.path("Counter/カウンター.feature")):8  ならば カウンターに2が表示される</div></li>"
      ))
    #expect(
      html.contains("<details class=\"app-phrasings\" lang=\"en\"><summary>Lamp&#39;s steps: 3 phrasings</summary>"))
    #expect(
      html.contains(
        "<dt>{string}</dt><dd>text in double or single quotes, such as &quot;Save&quot; (the step gets it without the quotes)</dd>"
      ))
  }

  @Test("the usage report ends with the undefined steps and their closest phrasings")
  func usageDidYouMean() async throws {
    let folder = try FeatureFolder(["Counter/typo.feature": Self.typo])
    let io = CapturedIO()
    _ = await SpecRunMain.run(
      arguments: ["--dry-run", "--format", "usage", folder.path()], catalog: catalog(folder), io: io.io)
    #expect(
      io.out.contains(
        "\n定義されていないステップ:\n  \(folder.path("Counter/typo.feature")):6 # ならば カウンターに4が表示さる\n      もしかして: 「カウンターに{int}が表示される」\n"
      ))
  }
}
