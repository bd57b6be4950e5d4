import Foundation
import SpecRun
import Testing

@Suite("Reports for people")
struct HumanReportTests {
  @Test("the pretty report shows each step with its status and ends with the line CI reads")
  func prettyReport() throws {
    let report = PrettyFormatter().format(try SampleRun.envelopes(SampleRun.failingOutline))
    #expect(report.contains("Feature: Counter"))
    #expect(report.contains("  Scenario: Counting up # Specs/Counter.feature:3"))
    #expect(report.contains("    ✘ When I tap <less & more>"))
    #expect(report.contains("        State was not as expected ]]> here"))
    #expect(report.hasSuffix("1 scenario (1 failed)\n1 step (1 failed)\n0 passed, 1 failed\n"))
    #expect(!report.contains("\u{1B}["))
  }

  @Test("colours appear only when asked for")
  func colours() throws {
    let report = PrettyFormatter(colors: true).format(try SampleRun.envelopes(SampleRun.failingOutline))
    #expect(report.contains("\u{1B}[31m✘ When I tap <less & more>\u{1B}[0m"))
  }

  @Test("undefined steps are listed with ready-to-paste snippets, and counted")
  func undefinedSteps() throws {
    let report = PrettyFormatter().format(try SampleRun.envelopes(SampleRun.japanese))
    #expect(report.contains("機能: カウンター"))
    #expect(report.contains("    ? ならば 表が見える"))
    #expect(report.contains("        | <b>名前</b> |"))
    #expect(report.contains("  steps.then(\"表が見える\") { context in"))
    #expect(report.hasSuffix("1 passed, 0 failed, 1 undefined\n"))
  }

  @Test("the progress report prints a mark per step and the failures")
  func progressReport() throws {
    let report = ProgressFormatter().format(try SampleRun.envelopes(SampleRun.japanese))
    #expect(report.hasPrefix(".U\n\n"))
    #expect(report.hasSuffix("1 passed, 0 failed, 1 undefined\n"))
    let failing = ProgressFormatter().format(try SampleRun.envelopes(SampleRun.failingOutline))
    #expect(
      failing.contains(
        "1) Specs/Counter.feature:4 Counting up\n  When I tap <less & more>\n    State was not as expected"))
  }

  @Test("the HTML page escapes every user-written string and keeps Japanese text")
  func htmlEscapes() throws {
    let page = HTMLFormatter().format(try SampleRun.envelopes(SampleRun.japanese))
    #expect(!page.contains("<script>alert(1)</script>"))
    #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(page.contains("<td>&lt;b&gt;名前&lt;/b&gt;</td>"))
    #expect(page.contains("<span class=\"keyword\">機能:</span> カウンター"))
    #expect(page.contains("data-tag=\"@smoke\""))
    #expect(page.contains("<span>成功 1</span><span>未定義 1</span>"))
  }

  @Test("the HTML page shows a failure's message with its diff lines marked")
  func htmlFailure() throws {
    let page = HTMLFormatter().format(try SampleRun.envelopes(SampleRun.failingOutline))
    #expect(
      page.contains(
        "<details class=\"scenario failed\" open data-status=\"failed\" data-tags=\"\" id=\"scenario-st1\">"))
    #expect(page.contains("<pre class=\"error\">State was not as expected ]]&gt; here</pre>"))
  }

  @Test("the message report is the stream itself, line by line")
  func messageReportRoundTrips() throws {
    let envelopes = try SampleRun.envelopes(SampleRun.japanese)
    let ndjson = MessageFormatter().format(envelopes)
    #expect(try MessageStream.decode(ndjson: Data(ndjson.utf8)) == envelopes)
    #expect(ndjson.split(separator: "\n").count == envelopes.count)
  }
}
