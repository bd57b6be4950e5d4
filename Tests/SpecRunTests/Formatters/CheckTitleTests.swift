import Foundation
import Testing

@testable import SpecRun

/// The after-scenario check is a line of its own in every report for people: a Japanese file's
/// reader finds it in Japanese there, and machines keep its one name.
@MainActor
@Suite("The every-change check is titled in the words of the scenario's file in reports for people")
struct CheckTitleTests {
  static let japanese = "# language: ja\n機能: ランプ\n  シナリオ: 明るくする\n    前提 a lamp\n    もし I turn it brighter\n"
  static let english = "Feature: Lamp\n  Scenario: Brighter\n    Given a lamp\n    When I turn it brighter\n"

  func run(_ feature: String) async throws -> CapturedIO {
    let folder = try FeatureFolder(["lamp.feature": feature])
    let io = CapturedIO()
    let code = await SpecRunMain.run(
      arguments: ["--format", "pretty", "--format", "html:r.html", "--format", "json:r.json", folder.path()],
      library: LampSteps.library, io: io.io)
    #expect(code == 1)
    return io
  }

  @Test("a Japanese file: the terminal's line, its failure list and the HTML page title the check in Japanese")
  func japaneseFile() async throws {
    let io = try await run(Self.japanese)
    #expect(io.out.contains("✘ Evergreen: 変化はすべてならばで述べた\n"), "\(io.out)")
    #expect(io.out.contains("# 明るくする › Evergreen: 変化はすべてならばで述べた"), "\(io.out)")
    #expect(!io.out.contains(EveryChangeDescribed.name))
    let html = try #require(io.files["r.html"])
    #expect(html.contains("Evergreen: 変化はすべてならばで述べた"))
    #expect(!html.contains(EveryChangeDescribed.name))
    #expect(try #require(io.files["r.json"]).contains(EveryChangeDescribed.name))
  }

  @Test("an English file keeps the check's name")
  func englishFile() async throws {
    let io = try await run(Self.english)
    #expect(io.out.contains("✘ \(EveryChangeDescribed.name)\n"), "\(io.out)")
  }

  @Test("only the check has a title of its own; a library's hook keeps its name in any language")
  func otherHooks() {
    #expect(HookLine.title("open the database", language: "ja") == "open the database")
    #expect(HookLine.title(EveryChangeDescribed.name, language: "fr") == EveryChangeDescribed.name)
    #expect(HookLine.title(nil, language: "ja") == nil)
  }
}
