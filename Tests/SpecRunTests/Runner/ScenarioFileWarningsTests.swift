import CucumberMessages
import Foundation
import Gherkin
import Testing

@testable import SpecRun

@MainActor
@Suite("A scenario that would vanish silently is warned about, with its file and line")
struct ScenarioFileWarningsTests {
  @Test("a Japanese scenario written without its colon, in a file that then holds no scenario, gets two warnings")
  func japaneseKeywordWithoutColon() async throws {
    let folder = try FeatureFolder([
      "k.feature": "# language: ja\n機能: カウンター\n  シナリオ 豆知識\n    前提 空のかご\n"
    ])
    let io = CapturedIO()
    let code = await SpecRunMain.run(arguments: [folder.path()], library: BasketSteps.library, io: io.io)
    #expect(code == 0)
    let file = folder.path("k.feature")
    #expect(
      io.error.contains(
        "specrun: warning: \(file):3: \"シナリオ 豆知識\" reads like a keyword without its colon, so it is taken as description text and nothing runs for it. If it starts a シナリオ, write \"シナリオ: 豆知識\".\n"
      ), "\(io.error)")
    #expect(
      io.error.contains(
        "specrun: warning: \(file):2: this file holds no scenario, so nothing in it runs. Add a scenario (シナリオ: …), or remove the file.\n"
      ))
  }

  @Test(
    "an English keyword without its colon beside a real scenario is named; a description that merely mentions a scenario is not"
  )
  func englishKeywordWithoutColon() throws {
    let text = """
      Feature: Basket
        Scenarios are short here.
        Scenario Adding plums
          Given an empty basket

        Scenario: Real
          Given an empty basket
      """
    let warnings = try Self.warnings(of: text)
    #expect(warnings.map(\.line) == [3])
    #expect(
      warnings.first?.message.hasPrefix("\"Scenario Adding plums\" reads like a keyword without its colon") == true)
  }

  @Test("a keyword without its colon in a scenario's description is named, in a rule's scenario too")
  func keywordWithoutColonInScenarios() throws {
    let text = """
      Feature: Basket

        Scenario: Real
          Scenario Adding pears
          Given an empty basket

        Rule: Members
          Example: Member basket
            Example Adding figs
            Given an empty basket
      """
    let warnings = try Self.warnings(of: text)
    #expect(warnings.map(\.line) == [4, 9])
    #expect(warnings.last?.message.hasPrefix("\"Example Adding figs\" reads like a keyword without its colon") == true)
    // The same file saved on Windows (CRLF) gets the same warnings at the same lines.
    let windows = try Self.warnings(of: text.replacingOccurrences(of: "\n", with: "\r\n"))
    #expect(windows.map(\.line) == [4, 9])
  }

  /// The warnings for `text`, parsed as the file `b.feature`.
  static func warnings(of text: String) throws -> [ScenarioFileWarnings.Warning] {
    let document = try #require(
      Gherkin.messages(
        for: Messages.Source(uri: "b.feature", data: text, mediaType: .plain), ids: IdGenerator(.incrementing)
      ).compactMap(\.gherkinDocument).first)
    return ScenarioFileWarnings.check(document, text: text)
  }

  @Test("with only reports to files, the terminal still gets the failed scenarios and the counts")
  func onlyFileReports() async throws {
    let (code, io, folder) = try await MixedRun.run(["--format", "junit:j.xml"])
    #expect(code == 1)
    // The undefined steps (with their places) come first, then the failed scenarios, then the counts.
    #expect(io.out.hasPrefix("Undefined steps:\n  \(folder.path("a.feature")):"))
    #expect(
      io.out.contains(
        "\n\nFailed scenarios:\n  \(folder.path("a.feature")):11 # Failing › Then the basket holds 2 pears\n"))
    #expect(io.out.hasSuffix("2 passed, 2 failed, 1 undefined, 1 pending\n"))
    #expect(io.files["j.xml"] != nil)
  }
}
