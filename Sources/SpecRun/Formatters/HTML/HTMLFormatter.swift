import Foundation

/// Living documentation for product owners: one self-contained HTML page with every feature and
/// scenario as written (in any language), each step's status, failures with their diffs, tags to
/// filter by and a summary at the top. Every user-written string is escaped.
///
/// ```sh
/// swift run specrun --format html:report.html
/// ```
public struct HTMLFormatter: ReportFormatter {
  public var title: String

  public init(title: String = "Evergreen specifications") { self.title = title }

  public func format(_ query: MessageQuery) -> String {
    let summary = RunSummary(query)
    let byURI = Dictionary(grouping: query.testCasesStarted) { query.pickle(of: $0)?.uri ?? "" }
    var body = ""
    for error in query.parseErrors {
      body += "<section class=\"feature\"><pre class=\"error\">\(HTMLText.escape(ParseErrorText.describe(error)))</pre></section>\n"
    }
    for document in query.documents {
      guard let feature = document.feature, let uri = document.uri else { continue }
      body += featureSection(feature, uri: uri, started: byURI[uri] ?? [], query)
    }
    let tags = Set(query.pickles.flatMap { $0.tags.map(\.name) }).sorted()
    let esc = HTMLText.escape
    return """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(esc(title))</title>
      <style>\(HTMLPageStyle.css)</style>
      </head>
      <body>
      <header>
      <h1>\(esc(title))</h1>
      <div class="counts">\(counts(summary))</div>
      <div>\(esc(summary.scenarioLine)) · \(esc(summary.stepLine))</div>
      \(query.testRunFinished?.message.map { "<div class=\"run-message\">\(esc($0))</div>" } ?? "")
      </header>
      <main>
      <div class="filters">
      <input id="filter-text" type="search" placeholder="Filter scenarios by text" aria-label="Filter scenarios by text">
      \(tags.map { "<button type=\"button\" data-tag=\"\(esc($0))\">\(esc($0))</button>" }.joined())
      </div>
      \(body)
      </main>
      <script>\(HTMLPageStyle.script)</script>
      </body>
      </html>

      """
  }

  private func counts(_ summary: RunSummary) -> String {
    let order: [Messages.TestStepResultStatus] = [.passed, .failed, .ambiguous, .undefined, .pending, .skipped]
    return order.compactMap { status in
      guard let count = summary.scenarios[status], count > 0 else { return nil }
      return "<span>\(count) \(status.rawValue.lowercased())</span>"
    }.joined() + (summary.parseErrors > 0 ? "<span>\(summary.parseErrors) unreadable files</span>" : "")
  }

  private func featureSection(
    _ feature: Messages.GherkinDocument.Feature, uri: String, started: [Messages.TestCaseStarted], _ query: MessageQuery
  ) -> String {
    let esc = HTMLText.escape
    var html = "<section class=\"feature\">\n"
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
    let keyword = query.lineage(of: pickle)?.scenario?.keyword ?? "Scenario"
    let tags = pickle.tags.map(\.name)
    var html = "<details class=\"scenario \(status.rawValue.lowercased())\" open data-tags=\"\(esc(tags.joined(separator: " ")))\">\n"
    html += "<summary>\(tags.map { "<span class=\"tag\">\(esc($0))</span>" }.joined())"
    html += "<span class=\"keyword\">\(esc(keyword)):</span> \(esc(pickle.name))"
    html += " <span class=\"uri\">\(esc(status.rawValue.lowercased())) · line \(pickle.location?.line ?? 0)</span></summary>\n"
    html += "<ol class=\"steps\">\n"
    for (finished, step) in query.stepsFinished(of: started) {
      let result = finished.testStepResult
      let failed = result.status != .passed && result.status != .skipped
      guard let pickleStep = query.pickleStep(of: step) else {
        if failed { html += "<li class=\"\(result.status.rawValue.lowercased())\">\(statusMark(result.status))hook\(message(result))</li>\n" }
        continue
      }
      let stepKeyword = query.gherkinStep(of: pickleStep)?.keyword ?? ""
      html += "<li class=\"\(result.status.rawValue.lowercased())\">\(statusMark(result.status))"
      html += "<span class=\"keyword\">\(esc(stepKeyword.trimmingCharacters(in: .whitespaces)))</span>\(esc(pickleStep.text))"
      html += argument(pickleStep.argument)
      if failed { html += message(result) }
      html += "</li>\n"
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
