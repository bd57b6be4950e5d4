import CucumberMessages
import Foundation
import Gherkin
import SharedFixtures
import SpecRun
import Testing

@Suite("the parser's messages, written as NDJSON by the one writer, read back as the same messages")
struct MessageStreamRoundTripTests {
  static func scenarioFiles(_ folder: String) -> [String] {
    guard let url = try? SharedConformance.folder(folder) else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
    return names.filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }.sorted().map {
      url.appendingPathComponent($0).path
    }
  }

  static func roundTrip(_ envelopes: [Messages.Envelope]) throws -> [Messages.Envelope] {
    try MessageStream.decode(ndjson: Data(envelopes.map(MessageStream.encode).joined().utf8))
  }

  @Test(
    "every good and bad Gherkin sample's messages survive writing and reading",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: scenarioFiles("gherkin/good") + scenarioFiles("gherkin/bad"))
  func conformanceSample(_ path: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let source = Messages.Source(uri: path, data: text, mediaType: MediaType(path: path))
    let envelopes = Gherkin.messages(for: source, ids: IdGenerator(.incrementing))
    #expect(!envelopes.isEmpty)
    #expect(try Self.roundTrip(envelopes) == envelopes)
  }

  @Test("a Markdown file without a feature heading keeps its feature without a keyword")
  func markdownWithoutHeading() throws {
    let text = "Some notes\n\n## Scenario: Buy\n\n* Given a cart\n"
    let source = Messages.Source(uri: "notes.feature.md", data: text, mediaType: .markdown)
    let envelopes = Gherkin.messages(for: source, ids: IdGenerator(.incrementing))
    let feature = try #require(envelopes.compactMap(\.gherkinDocument).first?.feature)
    #expect(feature.keyword == nil)
    #expect(!MessageStream.encode(envelopes[1]).contains("\"keyword\":null"))
    #expect(try Self.roundTrip(envelopes) == envelopes)
  }

  @Test(
    "text with quotes, backslashes, control characters and non-ASCII letters is escaped as JSON needs and read back whole"
  )
  func escaping() throws {
    let data = "Feature: \"引用\" \\ tab\there\u{1}end\n"
    let envelope = Messages.Envelope(Messages.Source(uri: "a.feature", data: data, mediaType: .plain))
    let line = MessageStream.encode(envelope)
    #expect(line.hasSuffix("}\n"))
    #expect(line.contains(#"\"引用\" \\ tab\there\u0001end\n"#))
    #expect(try Self.roundTrip([envelope]) == [envelope])
  }
}
