import CucumberMessages
import Foundation
import SharedFixtures
import Testing

@testable import SpecRun

@MainActor
@Suite("The Cucumber JSON report is laid out byte for byte as Foundation's JSONEncoder lays it out")
struct CucumberJSONLayoutTests {
  @Test("a run with outlines, hooks, attachments, doc strings, tables and failures")
  func mixedRun() async throws {
    let (_, io, _) = try await MixedRun.run(["--format", "message:run.ndjson"])
    let stream = try #require(io.files["run.ndjson"])
    let query = MessageQuery(try MessageStream.decode(ndjson: Data(stream.utf8)))
    let written = JSONFormatter().format(query)
    #expect(written == (try Self.encoded(JSONFormatter().features(query))))
    #expect(written.contains("\"doc_string\" : {"), "the run has a doc string, so the comparison covers one")
    #expect(written.contains("\"embeddings\" : ["), "and an attachment")
  }

  @Test(
    "every compatibility kit sample's run",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: Self.samples)
  func compatibilityKitSample(_ name: String) throws {
    let stream = try Data(contentsOf: SharedConformance.folder("cck/\(name)/\(name).ndjson"))
    let query = MessageQuery(try MessageStream.decode(ndjson: stream))
    #expect(JSONFormatter().format(query) == (try Self.encoded(JSONFormatter().features(query))))
  }

  /// The compatibility kit's samples, by name; none when `../shared` is absent.
  nonisolated static let samples: [String] = {
    guard let folder = try? SharedConformance.folder("cck"),
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return [] }
    return names.filter { FileManager.default.fileExists(atPath: "\(folder.path)/\($0)/\($0).ndjson") }.sorted()
  }()

  @Test("empty lists, absent optionals, escapes, every kind of argument, numbers at their ends")
  func unusualValues() throws {
    let step = CucumberJSON.Step(
      arguments: [
        .init(docString: .init(content: "line 1\n\t\"two\" \\ /path \u{1}\u{1B}", contentType: nil, line: 4)),
        .init(rows: [.init(cells: []), .init(cells: ["a", "é🥒", ""])]),
        .init(),
      ],
      embeddings: [
        .init(data: "aGk=", mimeType: "text/plain", name: nil), .init(data: "", mimeType: "a/b", name: "n"),
      ],
      hidden: false, keyword: "Given ", line: nil, match: .init(location: "Steps.swift:12"), name: nil,
      result: .init(duration: Int64.max, errorMessage: "boom\r\n\u{7F}\u{2028}", status: "failed"))
    let hook = CucumberJSON.Step(keyword: "After", result: .init(duration: -1, status: "passed"))
    let element = CucumberJSON.Element(
      description: "", id: "f;s", keyword: "Scenario", line: 0, name: "", steps: [step, hook],
      tags: [.init(name: "@a", line: nil), .init(name: "@b", line: 2)])
    let empty = CucumberJSON.Element(
      description: "  indented\n", id: "", keyword: "", line: -3, name: "<&>", steps: [], tags: [])
    let features = [
      CucumberJSON.Feature(
        description: "d", elements: [element, empty], id: "f", keyword: "Feature", line: 1, name: "F", tags: [],
        uri: "Specs/a b/f.feature"),
      CucumberJSON.Feature(
        description: "", elements: [], id: "", keyword: "", line: 0, name: "", tags: [.init(name: "@t")], uri: ""),
    ]
    for value in [features, [], [features[1]]] {
      var json = IndentedJSON()
      json.array(value) { json, feature in feature.write(to: &json) }
      json.newline()
      #expect(json.text == (try Self.encoded(value)))
    }
  }

  @Test("an id is the name in lower case with its spaces as dashes")
  func ids() {
    #expect(JSONFormatter.id("Counting up") == "counting-up")
    #expect(JSONFormatter.id("Ärger im  Büro") == "ärger-im--büro")
    #expect(JSONFormatter.id("ポイント を 貯める") == "ポイント-を-貯める")
    #expect(JSONFormatter.id("") == "")
  }

  /// `features` as the report was written before: Foundation's encoder, and a line break.
  static func encoded(_ features: [CucumberJSON.Feature]) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.keyEncodingStrategy = .convertToSnakeCase
    return String(decoding: try encoder.encode(features), as: UTF8.self) + "\n"
  }
}
