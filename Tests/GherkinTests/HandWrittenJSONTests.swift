import Gherkin
import SharedFixtures
import Testing

@testable import CucumberMessages

@Suite("The messages a parse makes write themselves, byte for byte as their Encodable conformance writes them")
struct HandWrittenJSONTests {
  @Test(
    "every conformance file's source, gherkinDocument, pickle and parseError lines are the same bytes",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: ConformanceFiles.good.map { ("good", $0) } + ConformanceFiles.bad.map { ("bad", $0) })
  func conformanceFile(_ folder: String, _ name: String) throws {
    let source = Messages.Source(
      uri: "\(folder)/\(name)", data: try ConformanceFiles.text(folder, name), mediaType: MediaType(path: name))
    for (index, envelope) in Gherkin.messages(for: source, ids: IdGenerator(.incrementing)).enumerated() {
      let (handWritten, encoded) = bothWays(envelope)
      #expect(handWritten == encoded, "\(folder)/\(name): message \(index) is written differently by hand")
    }
  }

  @Test("a child holding a rule, a background and a scenario at once, and a document without a feature")
  func unusualShapes() {
    let location = Messages.Location(line: 2)
    let background = Messages.GherkinDocument.Background(
      location: location, keyword: "Background", name: "", description: "", steps: [], id: "1")
    let scenario = Messages.GherkinDocument.Scenario(
      location: location, tags: [], keyword: "Scenario", name: "tab\there \"quoted\" \\ \u{1}", description: "",
      steps: [], examples: [], id: "2")
    let rule = Messages.GherkinDocument.Rule(
      location: location, tags: [], keyword: "Rule", name: "r", description: "",
      children: [.init(background: background, scenario: scenario)], id: "3")
    let feature = Messages.GherkinDocument.Feature(
      location: location, tags: [], language: "en", keyword: nil, name: "f", description: "",
      children: [.init(rule: rule, background: background, scenario: scenario), .init()])
    for document in [Messages.GherkinDocument(uri: "a", feature: feature), Messages.GherkinDocument()] {
      let (handWritten, encoded) = bothWays(Messages.Envelope(document))
      #expect(handWritten == encoded)
    }
  }

  @Test("a pickle step with both a doc string and a table keeps their argument indexes")
  func pickleArguments() {
    let step = Messages.Pickle.Step(
      argument: .init(
        docString: .init(mediaType: "json", content: "{}", argumentIndex: 2),
        dataTable: .init(rows: [.init(cells: [.init(value: "a")])], argumentIndex: 1)),
      astNodeIds: ["4", "5"], id: "6", type: "Context", text: "a step")
    let pickle = Messages.Pickle(
      id: "7", uri: "u", location: nil, name: "n", language: "en", steps: [step],
      tags: [.init(name: "@t", astNodeId: "8")], astNodeIds: ["9"])
    let (handWritten, encoded) = bothWays(Messages.Envelope(pickle))
    #expect(handWritten == encoded)
  }

  @Test("an envelope handed over as any Encodable value is written as one known to be an envelope is")
  func envelopeAsAnyValue() throws {
    let source = Messages.Source(
      uri: "shop.feature", data: "Feature: Shop\n  Scenario: \"Buy\"\n    Given a cart\n", mediaType: .plain)
    for envelope in Gherkin.messages(for: source, ids: IdGenerator(.incrementing)) {
      var known = JSONWriter(idOffset: 7)
      known.write(envelope)
      var generic = JSONWriter(idOffset: 7)
      writeAnyValue(envelope, to: &generic)
      #expect(known.text == generic.text)
      if envelope.gherkinDocument != nil {
        #expect(known.text.contains(#""id":"7""#), "the step's id 0, moved up by 7")
      }
    }
  }

  private func writeAnyValue(_ value: some Encodable, to json: inout JSONWriter) { json.write(value) }

  /// `envelope` written by hand, then through the encoder alone.
  private func bothWays(_ envelope: Messages.Envelope) -> (handWritten: String, encoded: String) {
    var handWritten = JSONWriter()
    handWritten.write(envelope)
    var encoded = JSONWriter()
    encoded.writeThroughEncoder(envelope)
    return (handWritten.text, encoded.text)
  }
}
