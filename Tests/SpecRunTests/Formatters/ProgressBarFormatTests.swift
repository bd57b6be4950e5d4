import Foundation
import SpecRun
import Testing

@MainActor
@Suite("The progress bar")
struct ProgressBarFormatTests {
  @Test("at a terminal the bar is redrawn in place, with failures printed above it as they happen")
  func terminal() async throws {
    let (_, io, folder) = try await MixedRun.run(["--format", "progress-bar"], isTerminal: true)
    let out = io.out
    #expect(out.hasPrefix("\r\u{1B}[2K[█████░░░░░░░░░░░░░░░░░░░░░░░░░] 1/6 scenarios · 1 passed · 5 remaining"))
    #expect(
      out.contains(
        "\r\u{1B}[2K✘ \(folder.path("a.feature")):11 Failing\n  Then the basket holds 2 pears\n    expected 2 pears, the basket holds 1\n\n[██████████░░"
      ))
    #expect(
      out.contains(
        "] 6/6 scenarios · 2 passed · 2 failed · 1 undefined · 1 pending · 0 remaining\r\u{1B}[2K6 scenarios ("))
    #expect(out.hasSuffix("2 passed, 2 failed, 1 undefined, 1 pending\n"))
  }

  @Test(
    "on a narrow terminal the bar shrinks and leaves out the least useful counts, so it never wraps",
    arguments: [40, 60, 24])
  func narrowTerminal(columns: Int) async throws {
    let (_, io, _) = try await MixedRun.run(["--format", "progress-bar"], isTerminal: true, terminalColumns: columns)
    let bars = io.out.components(separatedBy: "\r\u{1B}[2K").compactMap {
      $0.split(separator: "\n").last.map(String.init)
    }
    .filter { $0.hasPrefix("[") }
    #expect(bars.count == 6)
    for bar in bars { #expect(bar.count < columns, "\(bar) is \(bar.count) columns wide") }
    let last = try #require(bars.last)
    #expect(last.contains("6/6 scenarios"))
    if columns >= 40 { #expect(last.contains("2 failed")) }
  }

  @Test("to a file or a pipe it writes plain lines: the failures as they happen, then the summary, never escape codes")
  func notATerminal() async throws {
    let (_, io, folder) = try await MixedRun.run(["--format", "progress-bar", "--format", "progress-bar:bar.txt"])
    for report in [io.out, try #require(io.files["bar.txt"])] {
      #expect(!report.contains("\u{1B}"))
      #expect(!report.contains("\r"))
      #expect(report.hasPrefix("✘ \(folder.path("a.feature")):11 Failing\n"))
      #expect(report.hasSuffix("2 passed, 2 failed, 1 undefined, 1 pending\n"))
    }
  }

  @Test("the bar counts scenarios while the run goes on")
  func live() async throws {
    let captured = CapturedIO()
    var library = BasketSteps.library
    library.then("the terminal already shows {string}") { (_, text: String) in
      guard captured.out.contains(text) else { throw StepFailure("the terminal shows only: \(captured.out)") }
    }
    let folder = try FeatureFolder([
      "a.feature":
        "Feature: A\n  Scenario: First\n    Given an empty basket\n\n  Scenario: Second\n    Then the terminal already shows \"1/2 scenarios · 1 passed · 1 remaining\"\n"
    ])
    var io = captured.io
    io.isTerminal = true
    #expect(
      await SpecRunMain.run(arguments: ["--format", "progress-bar", folder.path()], library: library, io: io) == 0)
  }

  @Test("at a terminal it is the default for runs of more than one scenario file; pretty stays the default otherwise")
  func defaultFormat() async throws {
    let several = try await MixedRun.run([], isTerminal: true).io.out
    #expect(several.contains("] 6/6 scenarios"))
    #expect(!several.contains("Scenario: Passing"))
    let piped = try await MixedRun.run([]).io.out
    #expect(piped.contains("Scenario: Passing"))
    let one = try FeatureFolder(["a.feature": MixedRun.orders])
    let captured = CapturedIO()
    var io = captured.io
    io.isTerminal = true
    _ = await SpecRunMain.run(arguments: [one.path()], library: BasketSteps.library, io: io)
    #expect(captured.out.contains("Scenario: Passing"))
  }
}
