import Foundation
import Gherkin
import SharedFixtures
import SpecRun
import Testing

@Suite("scenario files become the same messages whether built directly or read back from the parser's JSON")
struct GherkinMessagesTests {
  static func scenarioFiles(_ folder: String) -> [String] {
    guard let url = try? SharedConformance.folder(folder) else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }.sorted().map { url.appendingPathComponent($0).path }
  }

  @Test(
    "every good and bad Gherkin sample gives equal envelopes on both paths",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: scenarioFiles("gherkin/good") + scenarioFiles("gherkin/bad"))
  func directEqualsRoundTrip(_ path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let direct = GherkinMessages.envelopes(uri: path, text: text, ids: IdGenerator(.incrementing))
    let readBack = GherkinMessages.roundTrippedEnvelopes(uri: path, text: text, ids: IdGenerator(.incrementing))
    #expect(!direct.isEmpty)
    #expect(direct == readBack)
  }

  @Test("a Markdown file without a feature heading is read back the same way on both paths")
  func markdownWithoutHeading() {
    let text = "Some notes\n\n## Scenario: Buy\n\n* Given a cart\n"
    let direct = GherkinMessages.envelopes(uri: "notes.feature.md", text: text, ids: IdGenerator(.incrementing))
    let readBack = GherkinMessages.roundTrippedEnvelopes(uri: "notes.feature.md", text: text, ids: IdGenerator(.incrementing))
    #expect(direct == readBack)
  }
}
