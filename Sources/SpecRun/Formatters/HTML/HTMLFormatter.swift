import CucumberMessages
import Foundation

/// Living documentation for product owners: one self-contained HTML page with every feature and
/// scenario as written (in any language), each step's status and line, failures with their diffs,
/// and a summary at the top whose colour says whether anything failed. When anything failed, a
/// list of the failed scenarios (feature, scenario, failing step and its line) opens the page and
/// links to each; failed scenarios are open, passed ones folded. An index lists the apps, then
/// their features with their pass/fail/undefined counts; filters narrow the page by text, by tag
/// and by status ("failures only"). The page's own words follow the scenarios' language
/// (Japanese or English). Every user-written string is escaped.
///
/// ```sh
/// swift run specrun --format html:report.html
/// ```
public struct HTMLFormatter: ReportFormatter {
  /// The page's title and which app each feature belongs to.
  public var layout: ReportLayout

  /// A page titled and grouped by app as `layout` says.
  public init(layout: ReportLayout = ReportLayout()) { self.layout = layout }

  /// A page titled `title`, with every feature in one app.
  public init(title: String) { self.init(layout: ReportLayout(title: title)) }

  public func format(_ query: MessageQuery) -> String {
    let summary = RunSummary(query)
    let byURI = Dictionary(grouping: query.testCasesStarted) { query.pickle(of: $0)?.uri ?? "" }
    let features = Self.features(query, layout: layout)
    let words = HTMLWords.forLanguages(
      query.pickles.isEmpty ? features.map(\.feature.language) : query.pickles.map(\.language))
    let hints = UndefinedStepHints(query, layout: layout)
    let body = sections(features, byURI: byURI, query, words, hints)
    let esc = HTMLText.escape
    let verdict = Self.verdict(summary, interrupted: query.testRunFinished?.message != nil, words: words)
    let failures = failureList(features, byURI: byURI, query, words)
    let books = Self.phrasebooks(features, query, layout: layout)
    return """
      <!DOCTYPE html>
      <html lang="\(words.lang)">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(esc(layout.title))</title>
      <style>\(HTMLPageStyle.css)</style>
      </head>
      <body>
      <header class="\(verdict.className)">
      <h1>\(esc(layout.title))</h1>
      <div class="verdict">\(esc(verdict.text))</div>
      \(failures.isEmpty ? "" : "<a class=\"jump\" href=\"#failures\">\(esc(words.goToFailures)) ↓</a>")
      \(books.isEmpty ? "" : "<a class=\"jump phrasebook-link\" href=\"#phrasebook\">\(esc(words.phrasebookHeading)) ↓</a>")
      <div class="counts">\(counts(summary, words))</div>
      <div>\(esc(Self.totals(summary.scenarioCount, summary.scenarios, scenarios: true, words))) · \(esc(Self.totals(summary.stepCount, summary.steps, scenarios: false, words)))</div>
      \(query.testRunFinished?.message.map { "<div class=\"run-message\">\(esc($0))</div>" } ?? "")
      </header>
      <main>
      \(failures)
      \(stepsToDefine(features, byURI: byURI, query, words, hints))
      \(index(features, byURI: byURI, query, words))
      \(HTMLBehaviourMap.section(layout.behaviour, query, lang: words.lang))
      \(Self.filters(tags: Set(query.pickles.flatMap { $0.tags.map(\.name) }).sorted(), words))
      <p id="no-match" class="no-match hidden">\(esc(words.noMatch))</p>
      \(body)
      \(HTMLPhrasebook.section(books, words: words))
      </main>
      <script>\(HTMLPageStyle.script)</script>
      </body>
      </html>

      """
  }

  /// The files that could not be read, then each feature's section, under its app's heading when
  /// the run has several apps.
  private func sections(
    _ features: [FeatureEntry], byURI: [String: [Messages.TestCaseStarted]], _ query: MessageQuery, _ words: HTMLWords,
    _ hints: UndefinedStepHints
  ) -> String {
    var body = ""
    for (index, error) in query.parseErrors.enumerated() {
      body +=
        "<section class=\"feature\" id=\"unreadable-\(index)\" data-app=\"\(HTMLText.escape(error.source.uri.map(layout.app(of:)) ?? ""))\">"
        + "<pre class=\"error\">\(HTMLText.escape(ParseErrorText.describe(error)))</pre></section>\n"
    }
    var currentApp: String?
    for (index, entry) in features.enumerated() {
      if layout.folders.hasSeveralApps && entry.app != currentApp {
        currentApp = entry.app
        body +=
          "<h2 class=\"app\" id=\"\(Self.anchor(app: entry.app))\">\(HTMLText.escape(entry.app.isEmpty ? words.noApp : entry.app))</h2>\n"
      }
      featureSection(
        entry.feature, uri: entry.uri, id: index, started: byURI[entry.uri] ?? [], query, words, hints, into: &body)
    }
    return body
  }

  /// The filter bar: text, status, one button per tag, and the fold toggles.
  private static func filters(tags: [String], _ words: HTMLWords) -> String {
    let esc = HTMLText.escape
    return """
      <div class="filters">
      <input id="filter-text" type="search" placeholder="\(esc(words.filterText))" aria-label="\(esc(words.filterText))">
      <select id="filter-status" aria-label="\(esc(words.filterStatus))">
      <option value="">\(esc(words.everyStatus))</option>
      <option value="failed ambiguous">\(esc(words.failuresOnly))</option>
      <option value="undefined pending">\(esc(words.undefinedOnly))</option>
      <option value="skipped">\(esc(words.skippedOnly))</option>
      <option value="passed">\(esc(words.passedOnly))</option>
      </select>
      \(tags.map { "<button type=\"button\" data-tag=\"\(esc($0))\">\(esc($0))</button>" }.joined())
      <span class="toggles"><button type="button" id="expand-all">\(esc(words.expandAll))</button><button type="button" id="collapse-all">\(esc(words.collapseAll))</button></span>
      </div>
      """
  }

  /// A feature of the run with the app it belongs to.
  struct FeatureEntry {
    var app: String
    var uri: String
    var feature: Messages.GherkinDocument.Feature
  }

  /// The run's features, grouped by app in the layout's order, each app's in file order.
  static func features(_ query: MessageQuery, layout: ReportLayout) -> [FeatureEntry] {
    let entries = query.documents.compactMap { document -> FeatureEntry? in
      guard let feature = document.feature, let uri = document.uri else { return nil }
      return FeatureEntry(app: layout.app(of: uri), uri: uri, feature: feature)
    }
    let order = Dictionary(
      layout.folders.entries.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    return entries.enumerated().sorted { left, right in
      let (a, b) = (order[left.element.app] ?? Int.max, order[right.element.app] ?? Int.max)
      return a != b ? a < b : left.offset < right.offset
    }.map(\.element)
  }

  /// The header's message and colour: red when anything failed, amber when something is
  /// undefined or pending, green when everything passed.
  static func verdict(
    _ summary: RunSummary, interrupted: Bool, words: HTMLWords = .english
  ) -> (text: String, className: String) {
    let total = summary.scenarioCount
    let notDone = summary.scenarios[.undefined, default: 0] + summary.scenarios[.pending, default: 0]
    let failed = summary.scenarios[.failed, default: 0] + summary.scenarios[.ambiguous, default: 0]
    let problems = [
      failed > 0 ? words.failedVerdict(failed) : nil,
      summary.parseErrors > 0 ? words.unreadableVerdict(summary.parseErrors) : nil,
    ].compactMap { $0 }
    if !problems.isEmpty { return (problems.joined(separator: words.verdictJoin), "run-failed") }
    if interrupted { return (words.interrupted, "run-failed") }
    if notDone > 0 { return (words.incomplete(notDone, total), "run-incomplete") }
    if total == 0 { return (words.noScenario, "run-empty") }
    return (words.allPassed(total), "run-passed")
  }

  /// `4 scenarios (3 passed, 1 failed)` in the page's words.
  static func totals(
    _ total: Int, _ counts: [Messages.TestStepResultStatus: Int], scenarios: Bool, _ words: HTMLWords
  ) -> String {
    let order: [Messages.TestStepResultStatus] = [
      .failed, .ambiguous, .undefined, .pending, .skipped, .passed, .unknown,
    ]
    let parts = order.compactMap { status in
      counts[status].flatMap { $0 > 0 ? words.statusCount($0, words.status(status)) : nil }
    }
    return words.totals(words.counted(total, scenarios), parts)
  }

  /// The anchor of a scenario on the page (ASCII letters and digits of its run's id).
  static func anchor(scenario started: Messages.TestCaseStarted) -> String {
    "scenario-"
      + started.id.unicodeScalars.map { $0.isASCII && CharacterSet.alphanumerics.contains($0) ? String($0) : "-" }
      .joined()
  }

  /// The step a scenario failed at: its words, its line and the first line of its message.
  struct FailingStep {
    var text: String
    var line: Int?
    var message: String?
  }

  static func failingStep(of started: Messages.TestCaseStarted, _ query: MessageQuery, _ words: HTMLWords)
    -> FailingStep?
  {
    let pickle = query.pickle(of: started)
    let lineage = pickle.flatMap { query.lineage(of: $0) }
    let steps = query.stepsFinished(of: started)
    let failing =
      steps.first { [.failed, .ambiguous].contains($0.finished.testStepResult.status) }
      ?? steps.first { ![.passed, .skipped].contains($0.finished.testStepResult.status) }
    guard let (finished, step) = failing else { return nil }
    let result = finished.testStepResult
    let message = (result.message ?? result.exception?.message)?
      .split(separator: "\n").first { !$0.allSatisfy(\.isWhitespace) }.map(String.init)
    guard let pickleStep = query.pickleStep(of: step) else {
      let hookName = step.hookId.flatMap { query.hooks[$0]?.name }
      return FailingStep(
        text: HookLine.title(hookName, language: pickle?.language ?? "en") ?? words.hook, line: nil, message: message)
    }
    let gherkinStep = query.gherkinStep(of: pickleStep, in: lineage)
    let keyword = gherkinStep?.keyword.trimmedOfWhitespace ?? ""
    return FailingStep(
      text: keyword.isEmpty ? pickleStep.text : "\(keyword) \(pickleStep.text)", line: gherkinStep?.location.line,
      message: message)
  }

  /// When anything failed: each failed scenario with its feature, its failing step and that
  /// step's line, linking to the scenario.
  private func failureList(
    _ features: [FeatureEntry], byURI: [String: [Messages.TestCaseStarted]], _ query: MessageQuery, _ words: HTMLWords
  ) -> String {
    let esc = HTMLText.escape
    var items = ""
    for (index, error) in query.parseErrors.enumerated() {
      let place = error.source.uri.map { uri in uri + (error.source.location.map { ":\($0.line)" } ?? "") } ?? ""
      items +=
        "<li class=\"unreadable\"><a href=\"#unreadable-\(index)\"><span class=\"feature-name\">\(esc(words.unreadableFile))</span></a>"
      items += " <span class=\"where\">\(esc(place))</span><div class=\"why\">\(esc(error.message))</div></li>\n"
    }
    for entry in features {
      for started in byURI[entry.uri] ?? [] {
        guard let status = query.mostSevereResult(of: started)?.status, status == .failed || status == .ambiguous,
          let pickle = query.pickle(of: started)
        else { continue }
        items +=
          "<li><a href=\"#\(Self.anchor(scenario: started))\"><span class=\"feature-name\">\(esc(entry.feature.name.isEmpty ? entry.uri : entry.feature.name))</span>"
        items += " › <span class=\"scenario-name\">\(esc(pickle.name))</span></a>"
        if let failing = Self.failingStep(of: started, query, words) {
          items += "<div class=\"failing-step\"><span class=\"status\">✘</span>\(esc(failing.text))"
          items += " <span class=\"where\">\(esc(entry.uri))\(failing.line.map { ":\($0)" } ?? "")</span></div>"
          if let message = failing.message { items += "<div class=\"why\">\(esc(message))</div>" }
        }
        items += "</li>\n"
      }
    }
    guard !items.isEmpty else { return "" }
    return "<nav class=\"failures\" id=\"failures\" aria-label=\"\(esc(words.failuresHeading))\">\n"
      + "<h2>\(esc(words.failuresHeading))</h2>\n<ol>\n\(items)</ol>\n</nav>"
  }

  /// The snippets the run suggests for an undefined step (the run's `suggestion` messages).
  static func snippets(of pickleStep: Messages.Pickle.Step, _ query: MessageQuery) -> [String] {
    query.suggestions.filter { $0.pickleStepId == pickleStep.id }.flatMap { $0.snippets.map(\.code) }
  }

  /// When steps are undefined: each with its text and line, linking to its scenario, and the
  /// step definition to paste (each snippet once).
  private func stepsToDefine(
    _ features: [FeatureEntry], byURI: [String: [Messages.TestCaseStarted]], _ query: MessageQuery, _ words: HTMLWords,
    _ hints: UndefinedStepHints
  ) -> String {
    guard !query.suggestions.isEmpty else { return "" }
    let esc = HTMLText.escape
    var shown: Set<String> = []
    var items = ""
    for entry in features {
      for started in byURI[entry.uri] ?? [] {
        let lineage = query.pickle(of: started).flatMap { query.lineage(of: $0) }
        for (finished, step) in query.stepsFinished(of: started) where finished.testStepResult.status == .undefined {
          guard let pickleStep = query.pickleStep(of: step) else { continue }
          let codes = Self.snippets(of: pickleStep, query).filter { !shown.contains($0) }
          guard !codes.isEmpty else { continue }
          shown.formUnion(codes)
          let gherkinStep = query.gherkinStep(of: pickleStep, in: lineage)
          let keyword = gherkinStep?.keyword.trimmedOfWhitespace ?? ""
          items +=
            "<li><a href=\"#\(Self.anchor(scenario: started))\">\(esc(keyword.isEmpty ? pickleStep.text : "\(keyword) \(pickleStep.text)"))</a>"
          items += " <span class=\"where\">\(esc(entry.uri))\(gherkinStep.map { ":\($0.location.line)" } ?? "")</span>"
          items += hints.suggestion(for: pickleStep).map { "<div class=\"did-you-mean\">\(esc($0))</div>" } ?? ""
          items += codes.map { "<pre class=\"snippet\">\(esc($0))</pre>" }.joined() + "</li>\n"
        }
      }
    }
    guard !items.isEmpty else { return "" }
    return "<section class=\"to-define\" id=\"to-define\">\n<h2>\(esc(words.undefinedHeading))</h2>\n"
      + "<p>\(esc(words.undefinedHint))</p>\n<ol>\n\(items)</ol>\n</section>"
  }

  /// The phrasebook of each app whose features are on the page, in the page's order.
  static func phrasebooks(_ features: [FeatureEntry], _ query: MessageQuery, layout: ReportLayout) -> [StepPhrasebook] {
    var apps: [String] = []
    for entry in features where !apps.contains(entry.app) { apps.append(entry.app) }
    return apps.compactMap { app in
      layout.stepLibrary(ofApp: app).map { StepPhrasebook(app: app, library: $0, examples: query, layout: layout) }
    }
  }

  /// The index: each app, then its features with their scenario counts by status.
  private func index(
    _ features: [FeatureEntry], byURI: [String: [Messages.TestCaseStarted]], _ query: MessageQuery, _ words: HTMLWords
  ) -> String {
    guard !features.isEmpty else { return "" }
    let esc = HTMLText.escape
    var html = "<nav class=\"index\" aria-label=\"\(esc(words.contents))\">\n"
    var currentApp: String?
    for (id, entry) in features.enumerated() {
      if entry.app != currentApp {
        if currentApp != nil { html += "</ul>\n" }
        currentApp = entry.app
        if layout.folders.hasSeveralApps {
          let name = entry.app.isEmpty ? words.noApp : entry.app
          html += "<h2><a href=\"#\(Self.anchor(app: entry.app))\">\(esc(name))</a></h2>\n"
        }
        html += "<ul>\n"
      }
      var counts: [Messages.TestStepResultStatus: Int] = [:]
      for started in byURI[entry.uri] ?? [] {
        counts[query.mostSevereResult(of: started)?.status ?? .passed, default: 0] += 1
      }
      let order: [Messages.TestStepResultStatus] = [.failed, .ambiguous, .undefined, .pending, .skipped, .passed]
      let worst = order.first { counts[$0, default: 0] > 0 }?.lowercaseName ?? "empty"
      let badges = order.compactMap { status in
        counts[status].map {
          "<span class=\"n \(status.lowercaseName)\">\(esc(words.statusCount($0, words.status(status))))</span>"
        }
      }.joined()
      html +=
        "<li class=\"\(worst)\"><a href=\"#feature-\(id)\">\(esc(entry.feature.name.isEmpty ? entry.uri : entry.feature.name))</a>\(badges)</li>\n"
    }
    return html + "</ul>\n</nav>"
  }

  static func anchor(app: String) -> String {
    "app-" + app.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? String($0) : "-" }.joined()
  }

  private func counts(_ summary: RunSummary, _ words: HTMLWords) -> String {
    let order: [Messages.TestStepResultStatus] = [.passed, .failed, .ambiguous, .undefined, .pending, .skipped]
    return order.compactMap { status in
      guard let count = summary.scenarios[status], count > 0 else { return nil }
      return "<span>\(HTMLText.escape(words.statusCount(count, words.status(status))))</span>"
    }.joined()
      + (summary.parseErrors > 0 ? "<span>\(HTMLText.escape(words.unreadableCount(summary.parseErrors)))</span>" : "")
  }

  /// A feature's section, appended to `html` (as each of its scenarios is: a string made per
  /// scenario and per feature was copied into the page once more each).
  private func featureSection(
    _ feature: Messages.GherkinDocument.Feature, uri: String, id: Int, started: [Messages.TestCaseStarted],
    _ query: MessageQuery, _ words: HTMLWords, _ hints: UndefinedStepHints, into html: inout String
  ) {
    let esc = HTMLText.escape
    let lang = feature.language == words.lang ? "" : " lang=\"\(esc(feature.language))\""
    html += "<section class=\"feature\" id=\"feature-\(id)\" data-app=\"\(esc(layout.app(of: uri)))\"\(lang)>\n"
    html += "<h2><span class=\"keyword\">\(esc(feature.keyword ?? "Feature")):</span> \(esc(feature.name))</h2>\n"
    html += "<div class=\"uri\">\(esc(uri))</div>\n"
    if !feature.description.isEmpty {
      html += "<p class=\"description\">\(esc(feature.description.trimmingLeadingIndent()))</p>\n"
    }
    let marks = StatusMarks(words)
    for testCase in started {
      guard let pickle = query.pickle(of: testCase) else { continue }
      scenario(testCase, pickle, query, words, hints, marks, into: &html)
    }
    html += "</section>\n"
  }

  private func scenario(
    _ started: Messages.TestCaseStarted, _ pickle: Messages.Pickle, _ query: MessageQuery, _ words: HTMLWords,
    _ hints: UndefinedStepHints, _ marks: StatusMarks, into html: inout String
  ) {
    let esc = HTMLText.escape
    let status = query.mostSevereResult(of: started)?.status ?? .passed
    let lineage = query.lineage(of: pickle)
    let keyword = lineage?.scenario?.keyword ?? "Scenario"
    let tags = pickle.tags.map(\.name)
    let name = status.lowercaseName
    let open = status == .passed || status == .skipped ? "" : " open"
    html +=
      "<details class=\"scenario \(name)\"\(open) data-status=\"\(name)\" data-tags=\"\(esc(tags.joined(separator: " ")))\""
    html += " id=\"\(Self.anchor(scenario: started))\">\n"
    html += "<summary>\(tags.map { "<span class=\"tag\">\(esc($0))</span>" }.joined())"
    html += "<span class=\"keyword\">\(esc(keyword)):</span> \(esc(pickle.name))"
    html += " <span class=\"uri\">\(esc(words.status(status))) · \(esc(words.line(pickle.location?.line ?? 0)))</span>"
    if query.isFlaky(started) {
      // The badge's title holds what the first failed attempt said, for a look without a log.
      let retried = query.retriedAttempts(of: started)
      let firstFailure = retried.first.flatMap { query.mostSevereResult(of: $0) }.flatMap {
        $0.message ?? $0.exception?.message
      }
      html +=
        " <span class=\"flaky\" title=\"\(esc(firstFailure ?? ""))\">\(esc(words.flaky(Int(started.attempt) + 1, retried.count)))</span>"
    }
    html += "</summary>\n"
    html += "<ol class=\"steps\">\n"
    for (finished, step) in query.stepsFinished(of: started) {
      let result = finished.testStepResult
      let failed = result.status != .passed && result.status != .skipped
      let attachments = HTMLAttachment.html(query.attachments(of: started, step: step))
      guard let pickleStep = query.pickleStep(of: step) else {
        let hookName = step.hookId.flatMap { query.hooks[$0]?.name }
        if HookLine.isShown(named: hookName, result.status, hasAttachments: !attachments.isEmpty) {
          html +=
            "<li class=\"\(result.status.lowercaseName)\">\(marks[result.status])\(esc(HookLine.title(hookName, language: pickle.language) ?? words.hook))"
          html += (failed ? message(result) : "") + attachments + "</li>\n"
        }
        continue
      }
      let gherkinStep = query.gherkinStep(of: pickleStep, in: lineage)
      let stepKeyword = gherkinStep?.keyword ?? ""
      html += "<li class=\"\(result.status.lowercaseName)\">\(marks[result.status])"
      if let line = gherkinStep?.location.line {
        html += "<span class=\"line\" title=\"\(esc(words.line(line)))\">:\(line)</span>"
      }
      html +=
        "<span class=\"keyword\">\(esc(stepKeyword.trimmedOfWhitespace))</span>\(esc(pickleStep.text))"
      if result.status == .undefined || result.status == .pending {
        html +=
          " <span class=\"state \(result.status.lowercaseName)\">\(esc(words.status(result.status)))</span>"
      }
      html += argument(pickleStep.argument)
      if failed { html += message(result) }
      if result.status == .undefined {
        if let suggestion = hints.suggestion(for: pickleStep) {
          html += "<div class=\"did-you-mean\">\(esc(suggestion))</div>"
        }
        for code in Self.snippets(of: pickleStep, query) {
          html +=
            "<div class=\"snippet\"><div class=\"snippet-label\">\(esc(words.suggestedDefinition))</div><pre class=\"snippet\">\(esc(code))</pre></div>"
        }
      }
      html += attachments + "</li>\n"
    }
    html += "</ol>\n</details>\n"
  }

  /// Each status's mark (its symbol, its word as a title), made once per feature instead of
  /// once per step.
  private struct StatusMarks {
    private var marks: [Messages.TestStepResultStatus: String] = [:]

    init(_ words: HTMLWords) {
      for status in Messages.TestStepResultStatus.allCases {
        marks[status] =
          "<span class=\"status\" title=\"\(HTMLText.escape(words.status(status)))\">\(TerminalStyle.symbol(status))</span>"
      }
    }

    subscript(_ status: Messages.TestStepResultStatus) -> String { marks[status] ?? "" }
  }

  private func argument(_ argument: Messages.Pickle.Argument?) -> String {
    let esc = HTMLText.escape
    if let table = argument?.dataTable {
      return "<table class=\"data\">"
        + table.rows.map { "<tr>" + $0.cells.map { "<td>\(esc($0.value))</td>" }.joined() + "</tr>" }.joined()
        + "</table>"
    }
    if let doc = argument?.docString { return "<pre>\(esc(doc.content))</pre>" }
    return ""
  }

  /// A failure message; lines of a diff (`−`/`+`) are coloured.
  private func message(_ result: Messages.TestStepResult) -> String {
    guard let text = result.message ?? result.exception?.message else { return "" }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      let escaped = HTMLText.escape(String(line))
      let trimmed = line.drop { $0 == " " }
      if trimmed.hasPrefix("−") || trimmed.hasPrefix("- ") { return "<span class=\"minus\">\(escaped)</span>" }
      if trimmed.hasPrefix("+") { return "<span class=\"plus\">\(escaped)</span>" }
      return escaped
    }
    return "<pre class=\"error\">\(lines.joined(separator: "\n"))</pre>"
  }
}

extension String {
  /// The text with the indentation common to its lines removed (Gherkin descriptions keep theirs).
  func trimmingLeadingIndent() -> String {
    let lines = split(separator: "\n", omittingEmptySubsequences: false)
    let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
    return lines.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
  }
}
