import Foundation
import SpecRun
import Testing

/// Issue 24: product owners find, read and fix a failing scenario in the HTML page without a
/// developer, in the language their scenarios are written in.
@MainActor
@Suite("The HTML page for product owners")
struct ReportForProductOwnersTests {
  nonisolated static let japanese = """
    # language: ja
    機能: 会計

      シナリオ: 支払う
        前提 カートに商品がある
        もし 支払う
        ならば 領収書が出る

      シナリオ: 眺める
        前提 カートに商品がある

      シナリオ: 取り消す
        前提 カートに商品がある
        もし 取り消しボタンを押す
    """

  nonisolated static let english = """
    Feature: Checkout

      Scenario: Paying
        Given a basket with <i>one item
        When I pay
        Then I get a receipt

      Scenario: Looking
        Given a basket with <i>one item
    """

  static var library: StepLibrary {
    var steps = StepLibrary()
    steps.given("カートに商品がある") { _ in }
    steps.when("支払う") { _ in }
    steps.then("領収書が出る") { _ in throw StepFailure("領収書が <none> でした") }
    steps.given("a basket with <i>one item") { _ in }
    steps.when("I pay") { _ in }
    steps.then("I get a receipt") { _ in throw StepFailure("No receipt & no <total>") }
    return steps
  }

  func page(_ feature: String) async throws -> String {
    let folder = try FeatureFolder(["checkout.feature": feature])
    let io = CapturedIO()
    _ = await SpecRunMain.run(arguments: ["--format", "html:r.html", folder.path()], library: Self.library, io: io.io)
    return try #require(io.files["r.html"])
  }

  /// The `id` the failure list links to, and the scenario element that carries it.
  func linkedScenario(_ html: String) throws -> String {
    let list = try #require(html.components(separatedBy: "<nav class=\"failures\"").dropFirst().first)
    let href = try #require(
      list.components(separatedBy: "<a href=\"#").dropFirst().first?.components(separatedBy: "\"").first)
    let start = try #require(html.range(of: " id=\"\(href)\">"))
    let opening = try #require(html[..<start.lowerBound].range(of: "<details", options: .backwards))
    return String(html[opening.lowerBound..<start.upperBound])
  }

  @Test("a Japanese run opens on the failed scenarios: feature, scenario, failing step and its line, linked")
  func japaneseFailuresFirst() async throws {
    let html = try await page(Self.japanese)
    let failures = try #require(
      html.range(of: "<nav class=\"failures\" id=\"failures\" aria-label=\"失敗したシナリオ\">\n<h2>失敗したシナリオ</h2>"))
    let index = try #require(html.range(of: "<nav class=\"index\""))
    #expect(failures.lowerBound < index.lowerBound)
    #expect(html.contains("<span class=\"feature-name\">会計</span> › <span class=\"scenario-name\">支払う</span></a>"))
    #expect(html.contains("<span class=\"status\">✘</span>ならば 領収書が出る <span class=\"where\">"))
    #expect(html.contains("checkout.feature:7</span></div><div class=\"why\">"))
    #expect(html.contains("<div class=\"why\">領収書が &lt;none&gt; でした</div>"))
    #expect(html.contains("<a class=\"jump\" href=\"#failures\">失敗箇所へ移動 ↓</a>"))
    let scenario = try linkedScenario(html)
    #expect(scenario.hasPrefix("<details class=\"scenario failed\" open data-status=\"failed\""))
  }

  @Test("an English run opens on its failures too")
  func englishFailuresFirst() async throws {
    let html = try await page(Self.english)
    #expect(
      html.contains(
        "<nav class=\"failures\" id=\"failures\" aria-label=\"Failed scenarios\">\n<h2>Failed scenarios</h2>"))
    #expect(
      html.contains("<span class=\"feature-name\">Checkout</span> › <span class=\"scenario-name\">Paying</span></a>"))
    #expect(html.contains("<span class=\"status\">✘</span>Then I get a receipt <span class=\"where\">"))
    #expect(html.contains("checkout.feature:6</span></div><div class=\"why\">"))
    #expect(html.contains("<div class=\"why\">No receipt &amp; no &lt;total&gt;</div>"))
    #expect(html.contains("<a class=\"jump\" href=\"#failures\">Go to the failures ↓</a>"))
    #expect(try linkedScenario(html).hasPrefix("<details class=\"scenario failed\" open"))
  }

  @Test(
    "passed scenarios are folded, failed and undefined ones open, and everything can be expanded or collapsed",
    arguments: [
      (japanese, "すべて開く", "すべて閉じる"), (english, "Expand all", "Collapse all"),
    ])
  func folding(feature: String, expand: String, collapse: String) async throws {
    let html = try await page(feature)
    #expect(html.contains("<details class=\"scenario passed\" data-status=\"passed\""))
    #expect(!html.contains("<details class=\"scenario passed\" open"))
    #expect(html.contains("<details class=\"scenario failed\" open data-status=\"failed\""))
    #expect(!html.contains("<details class=\"scenario undefined\" data-status"))
    #expect(
      html.contains(
        "<button type=\"button\" id=\"expand-all\">\(expand)</button><button type=\"button\" id=\"collapse-all\">\(collapse)</button>"
      ))
  }

  @Test("every failed scenario is listed once, in page order, and each link opens on an open scenario")
  func everyFailureLinked() async throws {
    let html = try await page(Self.english + "\n\n  Scenario: Paying again\n    When I pay\n    Then I get a receipt\n")
    let list = try #require(
      html.components(separatedBy: "<nav class=\"failures\"").dropFirst().first?.components(separatedBy: "</nav>").first
    )
    let names = list.components(separatedBy: "<span class=\"scenario-name\">").dropFirst().map {
      $0.components(separatedBy: "<").first ?? ""
    }
    #expect(names == ["Paying", "Paying again"])
    let anchors = list.components(separatedBy: "<a href=\"#").dropFirst().compactMap {
      $0.components(separatedBy: "\"").first
    }
    #expect(Set(anchors).count == 2)
    for anchor in anchors {
      #expect(html.components(separatedBy: " id=\"\(anchor)\">").count == 2)
      #expect(html.contains("open data-status=\"failed\" data-tags=\"\" id=\"\(anchor)\">"))
    }
  }

  @Test("a run where nothing failed has no failure list and no jump link")
  func noFailures() async throws {
    let html = try await page("Feature: Looking\n  Scenario: Looking\n    Given a basket with <i>one item\n")
    #expect(!html.contains("id=\"failures\""))
    #expect(!html.contains("class=\"jump\""))
    #expect(html.contains("<details class=\"scenario passed\" data-status=\"passed\""))
  }

  @Test(
    "every step shows its line in the file",
    arguments: [
      (japanese, "<span class=\"line\" title=\"7 行目\">:7</span><span class=\"keyword\">ならば</span>領収書が出る"),
      (english, "<span class=\"line\" title=\"line 6\">:6</span><span class=\"keyword\">Then</span>I get a receipt"),
    ])
  func stepLines(feature: String, expected: String) async throws {
    let html = try await page(feature)
    #expect(html.contains(expected))
    #expect(html.components(separatedBy: "<span class=\"line\"").count - 1 == (feature == Self.japanese ? 6 : 4))
  }

  @Test(
    "a filter that hides everything says so",
    arguments: [
      (japanese, "この絞り込みに合うシナリオはありません。"), (english, "No scenario matches this filter."),
    ])
  func noMatch(feature: String, message: String) async throws {
    let html = try await page(feature)
    #expect(html.contains("<p id=\"no-match\" class=\"no-match hidden\">\(message)</p>"))
    #expect(html.contains("document.getElementById('no-match')"))
  }

  @Test("the page speaks the scenarios' language: lang, filters, statuses and counts")
  func japaneseWords() async throws {
    let html = try await page(Self.japanese)
    #expect(html.contains("<html lang=\"ja\">"))
    #expect(html.contains("<option value=\"failed ambiguous\">失敗のみ</option>"))
    #expect(html.contains("placeholder=\"シナリオを文字で絞り込む\""))
    #expect(html.contains("<div class=\"verdict\">1 件のシナリオが失敗しました</div>"))
    #expect(html.contains("<span>成功 1</span><span>失敗 1</span><span>未定義 1</span>"))
    #expect(html.contains("シナリオ 3 件（失敗 1、未定義 1、成功 1）"))
    #expect(html.contains("<span class=\"uri\">成功 · 9 行目</span>"))
    #expect(html.contains("<span class=\"status\" title=\"成功\">✔</span>"))
    for english in ["Every status", "Failures only", "Filter scenarios", "passed · line", "1 passed", "Expand all"] {
      #expect(!html.contains(english), "\(english)")
    }
  }

  @Test("an English run keeps English words and lang")
  func englishWords() async throws {
    let html = try await page(Self.english)
    #expect(html.contains("<html lang=\"en\">"))
    #expect(html.contains("<option value=\"\">Every status</option>"))
    #expect(html.contains("<div class=\"verdict\">1 scenario failed</div>"))
    #expect(html.contains("<span class=\"uri\">passed · line 8</span>"))
    #expect(html.contains("2 scenarios (1 failed, 1 passed) · 4 steps (1 failed, 3 passed)"))
  }

  @Test("the page is one file that needs no network, and user text stays text", arguments: [japanese, english])
  func selfContained(feature: String) async throws {
    let html = try await page(feature)
    for reference in ["<link", "src=\"http", "src=\"//", "@import", "<script src", "url("] {
      #expect(!html.contains(reference), "\(reference)")
    }
    #expect(!html.contains("<i>one"))
    #expect(!html.contains("<none>") && !html.contains("<total>"))
  }
}

@MainActor
@Suite("Undefined steps in the HTML page")
struct UndefinedStepsInHTMLTests {
  @Test("an undefined Japanese step shows its text, its state in words and the step definition to paste")
  func japanese() async throws {
    let html = try await ReportForProductOwnersTests().page(ReportForProductOwnersTests.japanese)
    #expect(html.contains("<span class=\"keyword\">もし</span>取り消しボタンを押す <span class=\"state undefined\">未定義</span>"))
    #expect(
      html.contains(
        "<div class=\"snippet-label\">ステップ定義の案</div><pre class=\"snippet\">steps.when(&quot;取り消しボタンを押す&quot;)"))
    #expect(html.contains("<section class=\"to-define\" id=\"to-define\">\n<h2>まだ定義されていないステップ</h2>"))
    #expect(html.contains("\">もし 取り消しボタンを押す</a> <span class=\"where\">"))
    #expect(html.contains("checkout.feature:14</span><pre class=\"snippet\">steps.when(&quot;取り消しボタンを押す&quot;)"))
  }

  @Test("an undefined English step, whose text needs escaping, shows the snippet once in the list")
  func english() async throws {
    let html = try await ReportForProductOwnersTests().page(
      "Feature: Waving\n  Scenario: Waving\n    When I wave <hello>\n  Scenario: Again\n    When I wave <hello>\n")
    #expect(
      html.contains(
        "<span class=\"keyword\">When</span>I wave &lt;hello&gt; <span class=\"state undefined\">undefined</span>"))
    #expect(html.contains("<div class=\"snippet-label\">Suggested step definition</div><pre class=\"snippet\">"))
    #expect(html.contains("<h2>Steps still to define</h2>\n<p>Paste these step definitions and fill them in:</p>"))
    let list = try #require(
      html.components(separatedBy: "<section class=\"to-define\"").dropFirst().first?.components(
        separatedBy: "</section>"
      ).first)
    #expect(list.components(separatedBy: "<li>").count - 1 == 1)
    #expect(!html.contains("<hello>"))
  }

  @Test("the snippets come from the run's suggestion messages")
  func fromSuggestions() throws {
    let page = HTMLFormatter().format(try SampleRun.envelopes(SampleRun.japanese))
    #expect(
      page.contains("<pre class=\"snippet\">steps.then(&quot;表が見える&quot;) { context in\n  throw PendingStep()\n}</pre>")
    )
  }
}

/// Issue 24: files that could not be read are failures too, and the page's filters never leave a
/// reader before folded or empty results without a word.
@MainActor
@Suite("The HTML page's failure list and filters")
struct HTMLFailureListAndFilterTests {
  @Test(
    "a file that could not be read is in the failures jump list, linked to its place on the page, in the page's language"
  )
  func unreadableFileInJumpList() async throws {
    let folder = try FeatureFolder([
      "checkout.feature": ReportForProductOwnersTests.japanese,
      "broken.feature": "# language: ja\n機能: 壊れた\n  シナリオ: 表\n    前提 表がある\n      | a | b |\n      | c |\n",
    ])
    let io = CapturedIO()
    _ = await SpecRunMain.run(
      arguments: ["--format", "html:r.html", folder.path()], library: ReportForProductOwnersTests.library, io: io.io)
    let html = try #require(io.files["r.html"])
    let list = try #require(
      html.components(separatedBy: "<nav class=\"failures\"").dropFirst().first?.components(separatedBy: "</nav>").first
    )
    #expect(
      list.contains(
        "<li class=\"unreadable\"><a href=\"#unreadable-0\"><span class=\"feature-name\">読めなかったシナリオファイル</span></a> <span class=\"where\">\(folder.path("broken.feature")):6</span>"
      ))
    #expect(html.contains("<section class=\"feature\" id=\"unreadable-0\""))
    // The unreadable file comes before the failed scenario.
    let unreadable = try #require(list.range(of: "unreadable-0"))
    let scenario = try #require(list.range(of: "支払う"))
    #expect(unreadable.lowerBound < scenario.lowerBound)
  }

  @Test("a filter opens the folded scenarios it keeps, and the page has a message for when it hides every scenario")
  func filterOpensWhatItKeeps() async throws {
    let folder = try FeatureFolder(["checkout.feature": ReportForProductOwnersTests.english])
    let io = CapturedIO()
    _ = await SpecRunMain.run(
      arguments: ["--format", "html:r.html", folder.path()], library: ReportForProductOwnersTests.library, io: io.io)
    let html = try #require(io.files["r.html"])
    #expect(html.contains("if(keep&&(q||wanted.length>0||active.size>0))s.open=true;"))
    #expect(html.contains("<p id=\"no-match\" class=\"no-match hidden\">No scenario matches this filter.</p>"))
  }
}
