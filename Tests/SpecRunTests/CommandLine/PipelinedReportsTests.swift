import Foundation
import Gherkin
import SpecRun
import Testing

@MainActor
@Suite("--parallel 2 reports behind the steps and writes what --parallel 1 writes")
struct PipelinedReportsTests {
  static let reports = [
    "--format", "pretty", "--format", "message:run.ndjson", "--format", "junit:run.xml", "--format", "json:run.json",
    "--format", "rerun:rerun.txt", "--format", "usage:usage.txt", "--format", "html:run.html",
  ]

  /// A report without the times, which differ from run to run: timestamps and durations in
  /// messages and Cucumber JSON, JUnit's time attributes, the usage report's seconds.
  static func withoutTimes(_ text: String?) -> String {
    [
      (#""(seconds|nanos|duration)" ?: ?\d+"#, #""$1":0"#),
      (#" (time|timestamp)="[^"]*""#, ""),
      (#"\d+\.\d+ ?m?s\b"#, "T"),
    ].reduce(text ?? "") { text, pattern in
      text.replacingOccurrences(of: pattern.0, with: pattern.1, options: .regularExpression)
    }
  }

  /// The lines of a report, sorted and without message ids: for the reports in the order the
  /// scenarios ran, which two lanes may change, and with it the ids given as each one starts (the
  /// message stream, the usage report's ties, the HTML page's anchors).
  static func sortedLinesWithoutIDs(_ text: String) -> [Substring] {
    text.replacingOccurrences(of: #"(Id|"id)":"\d+""#, with: #"$1":"ID""#, options: .regularExpression)
      .replacingOccurrences(of: #"scenario-\d+"#, with: "scenario-ID", options: .regularExpression)
      .split(separator: "\n").sorted()
  }

  @Test(
    "every report of a run with passed, failed, undefined and pending scenarios is the same under --parallel 2, times apart",
    .enabled(if: ProcessorCount.active > 1, "--parallel runs one scenario per core"))
  func sameReports() async throws {
    let folder = try MixedRun.folder()
    func run(_ parallel: String) async -> (code: Int32, io: CapturedIO) {
      let io = CapturedIO()
      let code = await SpecRunMain.run(
        arguments: ["--parallel", parallel] + Self.reports + [folder.path()], library: MixedRun.library, io: io.io)
      return (code, io)
    }
    let one = await run("1")
    let two = await run("2")
    #expect(one.code == 1)
    #expect(two.code == one.code)
    #expect(two.io.error == one.io.error)
    #expect(one.io.out.contains("Scenario: Failing"))
    #expect(Self.withoutTimes(two.io.out) == Self.withoutTimes(one.io.out))
    for file in ["run.xml", "run.json", "rerun.txt"] {
      #expect(one.io.files[file]?.isEmpty == false, "\(file) was written")
      #expect(Self.withoutTimes(two.io.files[file]) == Self.withoutTimes(one.io.files[file]), "\(file) differs")
    }
    for file in ["run.ndjson", "usage.txt", "run.html"] {
      #expect(one.io.files[file]?.isEmpty == false, "\(file) was written")
      #expect(
        Self.sortedLinesWithoutIDs(Self.withoutTimes(two.io.files[file]))
          == Self.sortedLinesWithoutIDs(Self.withoutTimes(one.io.files[file])),
        "\(file) differs")
    }
    let stream = try MessageStream.decode(ndjson: Data((two.io.files["run.ndjson"] ?? "").utf8))
    #expect(MessageQuery(stream).missingForAWholeRun == nil)
  }

  @Test(
    "under --parallel 2 Ctrl-C stops the run, and every report is still written whole",
    .enabled(if: ProcessorCount.active > 1, "--parallel runs one scenario per core"))
  func interrupted() async throws {
    let button = InterruptButton()
    var steps = StepLibrary()
    steps.given("Ctrl-C is pressed") { _ in button.press() }
    steps.given("nothing much happens") { _ in }
    let others = (1...20).map { "\n  Scenario: Later \($0)\n    Given nothing much happens\n" }.joined()
    let folder = try FeatureFolder([
      "c.feature": "Feature: C\n  Scenario: Pressing\n    Given Ctrl-C is pressed\n" + others
    ])
    let captured = CapturedIO()
    let code = await SpecRunMain.run(
      arguments: [
        "--parallel", "2", "--format", "progress", "--format", "junit:r.xml", "--format", "message:run.ndjson",
        folder.path(),
      ],
      library: steps, io: button.install(into: captured.io))
    #expect(code == 1)
    let query = MessageQuery(try MessageStream.decode(ndjson: Data((captured.files["run.ndjson"] ?? "").utf8)))
    #expect(query.missingForAWholeRun == nil)
    #expect(query.testRunFinished?.message?.hasPrefix("The run was interrupted:") == true)
    #expect(query.testCasesNotStarted.count > 0)
    #expect(captured.files["r.xml"]?.contains("<testsuites") == true)
    #expect(captured.out.contains("did not run"))
  }
}
