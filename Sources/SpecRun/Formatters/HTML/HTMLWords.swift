import CucumberMessages

/// The page's own words (never the features' text), one small table per language. The page
/// speaks the language most of the run's scenarios are written in when it has a table for it,
/// English otherwise.
struct HTMLWords: Sendable {
  /// The page's `lang`.
  var lang: String
  var noApp: String
  var contents: String
  var filterText: String
  var filterStatus: String
  var everyStatus: String
  var failuresOnly: String
  var undefinedOnly: String
  var skippedOnly: String
  var passedOnly: String
  var expandAll: String
  var collapseAll: String
  var noMatch: String
  var failuresHeading: String
  var goToFailures: String
  var hook: String
  var undefinedHeading: String
  var undefinedHint: String
  var suggestedDefinition: String
  var unreadableFile: String
  var phrasebookHeading: String
  var phrasebookHint: String
  var statusNames: [Messages.TestStepResultStatus: String]
  /// `1 scenario`, `2 steps`: a count of scenarios (`true`) or steps (`false`).
  var counted: @Sendable (_ count: Int, _ scenarios: Bool) -> String
  /// `3 passed`
  var statusCount: @Sendable (_ count: Int, _ status: String) -> String
  /// `2 scenarios (1 passed, 1 failed)`
  var totals: @Sendable (_ total: String, _ parts: [String]) -> String
  var line: @Sendable (Int) -> String
  var failedVerdict: @Sendable (Int) -> String
  var unreadableVerdict: @Sendable (Int) -> String
  var unreadableCount: @Sendable (Int) -> String
  var verdictJoin: String
  var interrupted: String
  var incomplete: @Sendable (_ notDone: Int, _ total: Int) -> String
  var noScenario: String
  var allPassed: @Sendable (Int) -> String
  /// The badge of a scenario that passed on a retry: its passing attempt, how many failed before.
  var flaky: @Sendable (_ attempt: Int, _ failures: Int) -> String

  func status(_ status: Messages.TestStepResultStatus) -> String {
    statusNames[status] ?? status.lowercaseName
  }

  static let english = HTMLWords(
    lang: "en",
    noApp: "(no app)",
    contents: "Contents",
    filterText: "Filter scenarios by text",
    filterStatus: "Filter scenarios by status",
    everyStatus: "Every status",
    failuresOnly: "Failures only",
    undefinedOnly: "Undefined or pending only",
    skippedOnly: "Skipped only",
    passedOnly: "Passed only",
    expandAll: "Expand all",
    collapseAll: "Collapse all",
    noMatch: "No scenario matches this filter.",
    failuresHeading: "Failed scenarios",
    goToFailures: "Go to the failures",
    hook: "hook",
    undefinedHeading: "Steps still to define",
    undefinedHint: "Paste these step definitions and fill them in:",
    suggestedDefinition: "Suggested step definition",
    unreadableFile: "A scenario file that could not be read",
    phrasebookHeading: "How to write steps",
    phrasebookHint: "Every phrasing each app's steps understand, with a line of the scenarios that uses it.",
    statusNames: [:],
    counted: { count, scenarios in "\(count) \(scenarios ? "scenario" : "step")\(count == 1 ? "" : "s")" },
    statusCount: { "\($0) \($1)" },
    totals: { total, parts in parts.isEmpty ? total : "\(total) (\(parts.joined(separator: ", ")))" },
    line: { "line \($0)" },
    failedVerdict: { "\($0) \($0 == 1 ? "scenario" : "scenarios") failed" },
    unreadableVerdict: { "\($0) \($0 == 1 ? "file" : "files") could not be read" },
    unreadableCount: { "\($0) unreadable \($0 == 1 ? "file" : "files")" },
    verdictJoin: " and ",
    interrupted: "The run was interrupted",
    incomplete: { "\($0) of \($1) scenarios are undefined or pending" },
    noScenario: "No scenario ran",
    allPassed: { "All \($0) scenarios passed" },
    flaky: { attempt, failures in
      "flaky: passed on attempt \(attempt) after \(failures) \(failures == 1 ? "failure" : "failures")"
    })

  static let japanese = HTMLWords(
    lang: "ja",
    noApp: "（アプリなし）",
    contents: "目次",
    filterText: "シナリオを文字で絞り込む",
    filterStatus: "シナリオを結果で絞り込む",
    everyStatus: "すべての結果",
    failuresOnly: "失敗のみ",
    undefinedOnly: "未定義・保留のみ",
    skippedOnly: "スキップのみ",
    passedOnly: "成功のみ",
    expandAll: "すべて開く",
    collapseAll: "すべて閉じる",
    noMatch: "この絞り込みに合うシナリオはありません。",
    failuresHeading: "失敗したシナリオ",
    goToFailures: "失敗箇所へ移動",
    hook: "フック",
    undefinedHeading: "まだ定義されていないステップ",
    undefinedHint: "次のステップ定義を貼り付けて、中身を書いてください:",
    suggestedDefinition: "ステップ定義の案",
    unreadableFile: "読めなかったシナリオファイル",
    phrasebookHeading: "ステップの書き方",
    phrasebookHint: "各アプリのステップで使える書き方と、それを使っているシナリオの行です。",
    statusNames: [
      .passed: "成功", .failed: "失敗", .ambiguous: "曖昧", .undefined: "未定義", .pending: "保留",
      .skipped: "スキップ", .unknown: "不明",
    ],
    counted: { count, scenarios in "\(scenarios ? "シナリオ" : "ステップ") \(count) 件" },
    statusCount: { "\($1) \($0)" },
    totals: { total, parts in parts.isEmpty ? total : "\(total)（\(parts.joined(separator: "、"))）" },
    line: { "\($0) 行目" },
    failedVerdict: { "\($0) 件のシナリオが失敗しました" },
    unreadableVerdict: { "\($0) 件のファイルを読めませんでした" },
    unreadableCount: { "読めないファイル \($0)" },
    verdictJoin: "、",
    interrupted: "実行が中断されました",
    incomplete: { "\($1) 件中 \($0) 件のシナリオが未定義または保留です" },
    noScenario: "実行されたシナリオはありません",
    allPassed: { "\($0) 件のシナリオがすべて成功しました" },
    flaky: { attempt, failures in "不安定: \(failures) 回失敗し、\(attempt) 回目で成功" })

  /// The words for a run whose scenarios are written in `languages` (a pickle's or a feature's
  /// `language` each): Japanese when most are Japanese, English otherwise.
  static func forLanguages(_ languages: [String]) -> HTMLWords {
    let japanese = languages.filter { $0 == "ja" }.count
    return japanese > 0 && japanese * 2 >= languages.count ? .japanese : .english
  }
}
