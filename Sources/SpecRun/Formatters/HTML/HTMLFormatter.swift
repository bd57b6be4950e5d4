import Foundation

/// Living documentation for product owners: one self-contained HTML page with every feature and
/// scenario as written (in any language), each step's status, failures with their diffs, and a
/// summary at the top whose colour says whether anything failed. An index lists the apps, then
/// their features with their pass/fail/undefined counts; filters narrow the page by text, by tag
/// and by status ("failures only"). Every user-written string is escaped.
///
/// ```sh
/// swift run specrun --format html:report.html
/// ```
public struct HTMLFormatter: ReportFormatter {
  /// The page's title and which app each feature belongs to.
  public var layout: ReportLayout

  public init(layout: ReportLayout = ReportLayout()) { self.layout = layout }

  /// A page titled `title`, with every feature in one app.
  public init(title: String) { self.init(layout: ReportLayout(title: title)) }

  public func format(_ query: MessageQuery) -> String {
    let summary = RunSummary(query)
    let byURI = Dictionary(grouping: query.testCasesStarted) { query.pickle(of: $0)?.uri ?? "" }
    let features = Self.features(query, layout: layout)
    var body = ""
    for error in query.parseErrors {
      body += "<section class=\"feature\" data-app=\"\(HTMLText.escape(error.source.uri.map(layout.app(of:)) ?? ""))\">"
        + "<pre class=\"error\">\(HTMLText.escape(ParseErrorText.describe(error)))</pre></section>\n"
    }
    var currentApp: String?
    for (index, entry) in features.enumerated() {
      if layout.folders.hasSeveralApps && entry.app != currentApp {
        currentApp = entry.app
        body += "<h2 class=\"app\" id=\"\(Self.anchor(app: entry.app))\">\(HTMLText.escape(entry.app.isEmpty ? "(no app)" : entry.app))</h2>\n"
      }
      body += featureSection(entry.feature, uri: entry.uri, id: index, started: byURI[entry.uri] ?? [], query)
    }
    let tags = Set(query.pickles.flatMap { $0.tags.map(\.name) }).sorted()
    let esc = HTMLText.escape
    let verdict = Self.verdict(summary, interrupted: query.testRunFinished?.message != nil)
    return """
      <!DOCTYPE html>
      <html lang="en">
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
      <div class="counts">\(counts(summary))</div>
      <div>\(esc(summary.scenarioLine)) · \(esc(summary.stepLine))</div>
      \(query.testRunFinished?.message.map { "<div class=\"run-message\">\(esc($0))</div>" } ?? "")
      </header>
      <main>
      \(index(features, byURI: byURI, query))
      <div class="filters">
      <input id="filter-text" type="search" placeholder="Filter scenarios by text" aria-label="Filter scenarios by text">
      <select id="filter-status" aria-label="Filter scenarios by status">
      <option value="">Every status</option>
      <option value="failed ambiguous">Failures only</option>
      <option value="undefined pending">Undefined or pending only</option>
      <option value="skipped">Skipped only</option>
      <option value="passed">Passed only</option>
      </select>
      \(tags.map { "<button type=\"button\" data-tag=\"\(esc($0))\">\(esc($0))</button>" }.joined())
      </div>
      \(body)
      </main>
      <script>\(HTMLPageStyle.script)</script>
      </body>
      </html>

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
    let order = Dictionary(layout.folders.entries.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    return entries.enumerated().sorted { left, right in
      let (a, b) = (order[left.element.app] ?? Int.max, order[right.element.app] ?? Int.max)
      return a != b ? a < b : left.offset < right.offset
    }.map(\.element)
  }

  /// The header's message and colour: red when anything failed, amber when something is
  /// undefined or pending, green when everything passed.
  static func verdict(_ summary: RunSummary, interrupted: Bool) -> (text: String, className: String) {
    let total = summary.scenarioCount
    let notDone = summary.scenarios[.undefined, default: 0] + summary.scenarios[.pending, default: 0]
    let failed = summary.scenarios[.failed, default: 0] + summary.scenarios[.ambiguous, default: 0]
    let problems = [
      failed > 0 ? "\(failed) \(failed == 1 ? "scenario" : "scenarios") failed" : nil,
      summary.parseErrors > 0
        ? "\(summary.parseErrors) \(summary.parseErrors == 1 ? "file" : "files") could not be read" : nil,
    ].compactMap { $0 }
    if !problems.isEmpty { return (problems.joined(separator: " and "), "run-failed") }
    if interrupted { return ("The run was interrupted", "run-failed") }
    if notDone > 0 { return ("\(notDone) of \(total) scenarios are undefined or pending", "run-incomplete") }
    if total == 0 { return ("No scenario ran", "run-empty") }
    return ("All \(total) scenarios passed", "run-passed")
  }

  /// The index: each app, then its features with their scenario counts by status.
  private func index(
    _ features: [FeatureEntry], byURI: [String: [Messages.TestCaseStarted]], _ query: MessageQuery
  ) -> String {
    guard !features.isEmpty else { return "" }
    let esc = HTMLText.escape
    var html = "<nav class=\"index\" aria-label=\"Contents\">\n"
    var currentApp: String?
    for (id, entry) in features.enumerated() {
      if entry.app != currentApp {
        if currentApp != nil { html += "</ul>\n" }
        currentApp = entry.app
        if layout.folders.hasSeveralApps {
          let name = entry.app.isEmpty ? "(no app)" : entry.app
          html += "<h2><a href=\"#\(Self.anchor(app: entry.app))\">\(esc(name))</a></h2>\n"
        }
        html += "<ul>\n"
      }
      var counts: [Messages.TestStepResultStatus: Int] = [:]
      for started in byURI[entry.uri] ?? [] { counts[query.mostSevereResult(of: started)?.status ?? .passed, default: 0] += 1 }
      let order: [Messages.TestStepResultStatus] = [.failed, .ambiguous, .undefined, .pending, .skipped, .passed]
      let worst = order.first { counts[$0, default: 0] > 0 }?.rawValue.lowercased() ?? "empty"
      let badges = order.compactMap { status in
        counts[status].map { "<span class=\"n \(status.rawValue.lowercased())\">\($0) \(status.rawValue.lowercased())</span>" }
      }.joined()
      html += "<li class=\"\(worst)\"><a href=\"#feature-\(id)\">\(esc(entry.feature.name.isEmpty ? entry.uri : entry.feature.name))</a>\(badges)</li>\n"
    }
    return html + "</ul>\n</nav>"
  }

  static func anchor(app: String) -> String {
    "app-" + app.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? String($0) : "-" }.joined()
  }

  private func counts(_ summary: RunSummary) -> String {
    let order: [Messages.TestStepResultStatus] = [.passed, .failed, .ambiguous, .undefined, .pending, .skipped]
    return order.compactMap { status in
      guard let count = summary.scenarios[status], count > 0 else { return nil }
      return "<span>\(count) \(status.rawValue.lowercased())</span>"
    }.joined() + (summary.parseErrors > 0 ? "<span>\(summary.parseErrors) unreadable files</span>" : "")
  }

  private func featureSection(
    _ feature: Messages.GherkinDocument.Feature, uri: String, id: Int, started: [Messages.TestCaseStarted],
    _ query: MessageQuery
  ) -> String {
    let esc = HTMLText.escape
    var html = "<section class=\"feature\" id=\"feature-\(id)\" data-app=\"\(esc(layout.app(of: uri)))\">\n"
    html += "<h2><span class=\"keyword\">\(esc(feature.keyword)):</span> \(esc(feature.name))</h2>\n"
    html += "<div class=\"uri\">\(esc(uri))</div>\n"
    if !feature.description.isEmpty {
      html += "<p class=\"description\">\(esc(feature.description.trimmingLeadingIndent()))</p>\n"
    }
    for testCase in started {
      guard let pickle = query.pickle(of: testCase) else { continue }
      html += scenario(testCase, pickle, query)
    }
    return html + "</section>\n"
  }

  private func scenario(_ started: Messages.TestCaseStarted, _ pickle: Messages.Pickle, _ query: MessageQuery) -> String {
    let esc = HTMLText.escape
    let status = query.mostSevereResult(of: started)?.status ?? .passed
    let lineage = query.lineage(of: pickle)
    let keyword = lineage?.scenario?.keyword ?? "Scenario"
    let tags = pickle.tags.map(\.name)
    var html = "<details class=\"scenario \(status.rawValue.lowercased())\" open data-status=\"\(status.rawValue.lowercased())\" data-tags=\"\(esc(tags.joined(separator: " ")))\">\n"
    html += "<summary>\(tags.map { "<span class=\"tag\">\(esc($0))</span>" }.joined())"
    html += "<span class=\"keyword\">\(esc(keyword)):</span> \(esc(pickle.name))"
    html += " <span class=\"uri\">\(esc(status.rawValue.lowercased())) · line \(pickle.location?.line ?? 0)</span></summary>\n"
    html += "<ol class=\"steps\">\n"
    for (finished, step) in query.stepsFinished(of: started) {
      let result = finished.testStepResult
      let failed = result.status != .passed && result.status != .skipped
      let attachments = HTMLAttachment.html(query.attachments(of: started, step: step))
      guard let pickleStep = query.pickleStep(of: step) else {
        let hookName = step.hookId.flatMap { query.hooks[$0]?.name }
        if HookLine.isShown(named: hookName, result.status, hasAttachments: !attachments.isEmpty) {
          html += "<li class=\"\(result.status.rawValue.lowercased())\">\(statusMark(result.status))\(esc(hookName ?? "hook"))"
          html += (failed ? message(result) : "") + attachments + "</li>\n"
        }
        continue
      }
      let stepKeyword = query.gherkinStep(of: pickleStep, in: lineage)?.keyword ?? ""
      html += "<li class=\"\(result.status.rawValue.lowercased())\">\(statusMark(result.status))"
      html += "<span class=\"keyword\">\(esc(stepKeyword.trimmingCharacters(in: .whitespaces)))</span>\(esc(pickleStep.text))"
      html += argument(pickleStep.argument)
      if failed { html += message(result) }
      html += attachments + "</li>\n"
    }
    return html + "</ol>\n</details>\n"
  }

  private func statusMark(_ status: Messages.TestStepResultStatus) -> String {
    "<span class=\"status\" title=\"\(status.rawValue.lowercased())\">\(TerminalStyle.symbol(status))</span>"
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
