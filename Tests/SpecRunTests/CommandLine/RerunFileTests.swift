import Foundation
import SpecRun
import Testing

@MainActor
@Suite("Replaying a rerun file with specrun @FILE")
struct RerunFileTests {
  @Test("specrun @rerun.txt replays exactly the scenarios the rerun report listed")
  func replaysTheListedScenarios() async throws {
    let folder = try MixedRun.folder()
    let first = CapturedIO()
    _ = await SpecRunMain.run(
      arguments: ["--format", "rerun:\(folder.path("rerun.txt"))", folder.path()], library: MixedRun.library,
      io: first.io)
    let list = try #require(first.files[folder.path("rerun.txt")])
    try list.write(toFile: folder.path("rerun.txt"), atomically: true, encoding: .utf8)
    let again = CapturedIO()
    #expect(
      await SpecRunMain.run(arguments: ["@" + folder.path("rerun.txt")], library: MixedRun.library, io: again.io) == 1)
    for name in ["Scenario: Failing", "Scenario: Undefined", "Scenario: Pending", "Scenario Outline: Outline"] {
      #expect(again.out.contains(name))
    }
    #expect(!again.out.contains("Scenario: Passing"))
    #expect(again.out.contains("4 scenarios ("))
  }

  @Test("a rerun file's lines become paths with their scenario lines; blank lines and CRLF are fine")
  func parsing() throws {
    let selections = try RerunFile.selections(
      in: "Specs/A.feature:3:12\r\n\r\nSpecs/B.feature.md:7\n", file: "rerun.txt")
    #expect(
      selections == [.init(path: "Specs/A.feature", lines: [3, 12]), .init(path: "Specs/B.feature.md", lines: [7])])
  }

  @Test(
    "a malformed line is a usage error naming the file and line, with what a line should be",
    arguments: [
      "Specs/A.feature:3\nSpecs/B.feature:x\n", "Specs/A.feature:3\nSpecs/B.feature\n",
      "Specs/A.feature:3\nSpecs/B.feature:0\n",
    ])
  func malformed(text: String) async throws {
    let folder = try FeatureFolder(["rerun.txt": text])
    let io = CapturedIO()
    #expect(
      await SpecRunMain.run(arguments: ["@" + folder.path("rerun.txt")], library: BasketSteps.library, io: io.io) == 2)
    #expect(io.error.hasPrefix("specrun: \(folder.path("rerun.txt")):2: 'Specs/B.feature"))
    #expect(
      io.error.contains(
        "is not PATH:LINE[:LINE…]. Each line of a rerun file names a scenario file and the lines of its scenarios"))
    #expect(io.out == "")
  }

  @Test("--help describes every format and rerun files")
  func help() {
    for format in ReportFormat.allCases {
      #expect(Usage.text.contains(format.rawValue + " "), "--help does not describe the format \(format.rawValue)")
    }
    #expect(Usage.text.contains("USAGE: specrun [OPTIONS] [PATH[:LINE]...] [@RERUN_FILE]"))
    #expect(Usage.text.contains("specrun @rerun.txt replays exactly those"))
  }

  @Test("a missing rerun file is a usage error naming it")
  func missing() async throws {
    let io = CapturedIO()
    #expect(await SpecRunMain.run(arguments: ["@no-such-rerun.txt"], library: BasketSteps.library, io: io.io) == 2)
    #expect(
      io.error.hasPrefix("specrun: @no-such-rerun.txt: there is no such file. Check the path (it is relative to "))
    #expect(io.error.contains("--format rerun:rerun.txt writes one."))
  }

  @Test("an empty rerun file runs nothing and says so")
  func empty() async throws {
    let folder = try FeatureFolder(["rerun.txt": "\n", "Specs/a.feature": MixedRun.orders])
    let io = CapturedIO()
    #expect(
      await SpecRunMain.run(arguments: ["@" + folder.path("rerun.txt")], library: BasketSteps.library, io: io.io) == 0)
    #expect(
      io.out
        == "specrun: \(folder.path("rerun.txt")) lists no scenarios to rerun (the run that wrote it had no failures); nothing ran.\n"
    )
  }
}
