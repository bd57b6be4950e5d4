import Foundation
import SpecRun
import Testing

/// A scenario file that could not be read is not a scenario that failed: every report that counts
/// says it apart, as Cucumber's runners do with a parse error, and the run still fails.
@MainActor
@Suite("A file that could not be read, in the counts")
struct UnreadableFileCountTests {
  static let passing =
    "Feature: P\n  Scenario: Fine\n    Given an empty basket\n    When I add 1 pears\n    Then the basket holds 1 pears\n"

  /// Runs the passing file and a path that is not there, with `arguments` before them.
  private func run(_ arguments: [String]) async throws -> (code: Int32, io: CapturedIO, folder: FeatureFolder) {
    let folder = try FeatureFolder(["p.feature": Self.passing])
    let io = CapturedIO()
    let code = await SpecRunMain.run(
      arguments: arguments + [folder.path("p.feature"), folder.path("gone.feature")], library: BasketSteps.library,
      io: io.io)
    return (code, io, folder)
  }

  @Test(
    "each terminal report counts the scenarios and steps that ran and the unreadable file apart, never as a failed scenario",
    arguments: ["pretty", "summary", "progress", "progress-bar"])
  func terminalReports(format: String) async throws {
    let (code, io, folder) = try await run(["--format", format])
    #expect(code == 2)
    let counts = "1 scenario (1 passed)\n3 steps (3 passed)\n1 passed, 0 failed, 1 error\n"
    #expect(io.out.hasSuffix(counts), "\(io.out)")
    #expect(io.out.contains("\(folder.path("gone.feature")):1:1: no such file or folder."))
  }

  @Test("two unreadable files are counted in the plural")
  func twoFiles() async throws {
    let (code, io, folder) = try await run([])
    #expect(code == 2)
    #expect(io.out.hasSuffix("1 passed, 0 failed, 1 error\n"))
    let twice = CapturedIO()
    let arguments = [folder.path("p.feature"), folder.path("gone.feature"), folder.path("lost.feature")]
    #expect(await SpecRunMain.run(arguments: arguments, library: BasketSteps.library, io: twice.io) == 2)
    #expect(twice.out.hasSuffix("1 passed, 0 failed, 2 errors\n"), "\(twice.out)")
  }

  @Test("JUnit counts the unreadable file among the errors, not the failures, and HTML says it apart")
  func fileReports() async throws {
    let (_, io, _) = try await run(["--format", "junit:r.xml", "--format", "html:r.html"])
    let junit = try #require(io.files["r.xml"])
    #expect(junit.contains("tests=\"2\" skipped=\"0\" failures=\"0\" errors=\"1\""), "\(junit)")
    let html = try #require(io.files["r.html"])
    #expect(html.contains("1 file could not be read"))
    #expect(html.contains("<span>1 unreadable file</span>"), "\(html)")
    #expect(!html.contains("failed</span>"))
  }

  @Test("the message stream keeps the parse error Cucumber's runners send for the file, and the run does not succeed")
  func messages() async throws {
    let (_, io, folder) = try await run(["--format", "message"])
    let lines = io.out.split(separator: "\n")
    let error = try #require(lines.first { $0.hasPrefix("{\"parseError\":") })
    #expect(
      error.hasPrefix(
        "{\"parseError\":{\"source\":{\"uri\":\"\(folder.path("gone.feature"))\",\"location\":{\"line\":1,\"column\":1}},\"message\":\"no such file or folder."
      ))
    #expect(lines.last?.contains("\"testRunFinished\":{\"success\":false") == true)
    #expect(lines.filter { $0.hasPrefix("{\"testCaseStarted\":") }.count == 1)
  }
}
