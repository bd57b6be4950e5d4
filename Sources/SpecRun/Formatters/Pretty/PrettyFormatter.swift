import CucumberMessages

/// The report for people at a terminal: each feature and scenario as written, each step with its
/// status, failures with their messages and diffs, snippets for undefined steps, and a summary that
/// ends with the line CI reads (`3 passed, 1 failed`).
///
/// ```
/// Feature: Counter
///
///   Scenario: Counting up                          # Specs/Macho/Counter.feature:6
///     ✔ When I tap "+"
///     ✘ Then the count is 2
///         State was not as expected: …
///
/// 1 scenario (1 failed)
/// 2 steps (1 failed, 1 passed)
/// 0 passed, 1 failed
/// ```
public struct PrettyFormatter: StreamableReportFormatter {
  /// Whether statuses are coloured with ANSI escape codes (for a terminal that shows them).
  public var colors: Bool
  /// Which app each file belongs to: the summary counts each app on its own when there are several.
  public var layout: ReportLayout

  /// The pretty report, in colour when `colors`, counting apps as `layout` says.
  public init(colors: Bool = false, layout: ReportLayout = ReportLayout()) {
    self.colors = colors
    self.layout = layout
  }

  public func format(_ query: MessageQuery) -> String { streamedFormat(query) }

  func header(_ query: MessageQuery) -> String {
    let style = TerminalStyle(colors: colors)
    return query.parseErrors.map { style.paint("✘ ", .failed) + ParseErrorText.describe($0) + "\n\n" }.joined()
  }

  func testCase(_ started: Messages.TestCaseStarted, after previous: Messages.Pickle?, _ query: MessageQuery) -> String
  {
    guard let pickle = query.pickle(of: started) else { return "" }
    let style = TerminalStyle(colors: colors)
    let lineage = query.lineage(of: pickle)
    var out = ""
    if pickle.uri != previous?.uri, let feature = lineage?.feature {
      out += style.bold(TerminalText.visible("\(feature.keyword ?? "Feature"): \(feature.name)")) + "\n\n"
    }
    return out + scenario(started, pickle, lineage, query, style)
  }

  func footer(_ query: MessageQuery) -> String {
    snippets(query) + UndefinedStepHints(query, layout: layout).text + FailureList.failedScenarios(query)
      + RunSummary.footer(query, layout: layout)
  }

  private func scenario(
    _ started: Messages.TestCaseStarted, _ pickle: Messages.Pickle, _ lineage: MessageQuery.Lineage?,
    _ query: MessageQuery,
    _ style: TerminalStyle
  ) -> String {
    let visible = TerminalText.visible
    let keyword = lineage?.scenario?.keyword ?? "Scenario"
    let tags = visible(pickle.tags.map(\.name).joined(separator: " "))
    var out = tags.isEmpty ? "" : "  " + style.dim(tags) + "\n"
    let title = visible("  \(keyword): \(pickle.name)") + Self.attemptNote(started, query)
    let place = visible("# \(pickle.uri):\(pickle.location?.line ?? 0)")
    out += title + " " + style.dim(place) + "\n"
    for (finished, step) in query.stepsFinished(of: started) {
      let result = finished.testStepResult
      let attachments = query.attachments(of: started, step: step)
      if let pickleStep = query.pickleStep(of: step) {
        // Keywords such as 前提 have no trailing space; the report puts one in for readability.
        var gherkinKeyword = query.gherkinStep(of: pickleStep, in: lineage)?.keyword ?? ""
        if let last = gherkinKeyword.last, !last.isWhitespace { gherkinKeyword += " " }
        let line = visible("\(TerminalStyle.symbol(result.status)) \(gherkinKeyword)\(pickleStep.text)")
        out += "    " + style.paint(line, result.status) + "\n"
        out += argument(pickleStep.argument)
        if result.status == .undefined,
          let hint = UndefinedStepHints.suggestion(for: pickleStep, in: pickle, query, layout: layout)
        {
          out += "        " + TerminalText.visible(hint) + "\n"
        }
      } else if case let hookName = step.hookId.flatMap({ query.hooks[$0]?.name }),
        HookLine.isShown(named: hookName, result.status, hasAttachments: !attachments.isEmpty)
      {
        out +=
          "    "
          + style.paint(
            visible(
              "\(TerminalStyle.symbol(result.status)) \(HookLine.title(hookName, language: pickle.language) ?? "hook")"),
            result.status)
          + "\n"
      }
      if let message = result.message ?? result.exception?.message, result.status != .passed {
        out += TerminalStyle.indent(visible(message), "        ") + "\n"
      }
      out += TerminalAttachment.lines(attachments, style: style)
    }
    return out + "\n"
  }

  /// ` (flaky: attempt 1 failed, attempt 2 passed)` after the title of a scenario that passed on a
  /// retry, ` (attempt 3)` after one whose retries failed too, nothing after one that ran once.
  static func attemptNote(_ started: Messages.TestCaseStarted, _ query: MessageQuery) -> String {
    let retried = query.retriedAttempts(of: started)
    guard !retried.isEmpty else { return "" }
    guard query.isFlaky(started) else { return " (attempt \(started.attempt + 1))" }
    let failed = retried.map { "attempt \($0.attempt + 1)" }.joined(separator: ", ")
    return " (flaky: \(failed) failed, attempt \(started.attempt + 1) passed)"
  }

  private func argument(_ argument: Messages.Pickle.Argument?) -> String {
    if let table = argument?.dataTable {
      let widths = table.rows.reduce(into: [Int]()) { widths, row in
        for (index, cell) in row.cells.enumerated() {
          if index >= widths.count { widths.append(0) }
          widths[index] = max(widths[index], TerminalColumns.width(TerminalText.visible(cell.value)))
        }
      }
      return table.rows.map { row in
        "        | "
          + row.cells.enumerated().map { index, cell in
            TerminalColumns.padded(TerminalText.visible(cell.value), to: widths[index])
          }.joined(separator: " | ") + " |\n"
      }.joined()
    }
    if let doc = argument?.docString {
      return TerminalText.visible(
        "        \"\"\"\(doc.mediaType ?? "")\n" + TerminalStyle.indent(doc.content, "        ") + "\n        \"\"\"\n")
    }
    return ""
  }

  /// Each snippet once; with several apps, under the app whose steps it belongs in (the same
  /// text undefined in two apps needs a definition in each).
  private func snippets(_ query: MessageQuery) -> String {
    guard !query.suggestions.isEmpty else { return "" }
    let severalApps = layout.folders.hasSeveralApps
    var apps: [String] = []
    var codesByApp: [String: [String]] = [:]
    for suggestion in query.suggestions {
      let app = severalApps ? query.pickle(ofStep: suggestion.pickleStepId).map { layout.app(of: $0.uri) } ?? "" : ""
      if codesByApp[app] == nil { apps.append(app) }
      for snippet in suggestion.snippets where !codesByApp[app, default: []].contains(snippet.code) {
        codesByApp[app, default: []].append(snippet.code)
      }
    }
    var out = "Some steps are undefined. Paste these step definitions and fill them in:\n\n"
    for app in apps {
      if severalApps { out += (app.isEmpty ? "In no app's folder" : "In \(app)'s steps") + ":\n\n" }
      for code in codesByApp[app] ?? [] {
        out += TerminalStyle.indent(TerminalText.visible(code), "  ") + "\n\n"
      }
    }
    return out
  }
}
