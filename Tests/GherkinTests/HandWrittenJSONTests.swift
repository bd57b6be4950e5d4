import Foundation
import Gherkin
import SharedFixtures
import Testing

@testable import CucumberMessages

@Suite("Every message writes itself, byte for byte as its Encodable conformance writes it")
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

  @Test(
    "every message of every compatibility kit sample and JUnit fixture is the same bytes",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: Self.messageStreams)
  func messageStream(_ path: String) throws {
    let text = String(decoding: try Data(contentsOf: SharedConformance.folder(path)), as: UTF8.self)
    let lines = text.split(separator: "\n")
    #expect(!lines.isEmpty, "\(path) holds no message")
    for (index, line) in lines.enumerated() {
      let envelope = try JSONDecoder().decode(Messages.Envelope.self, from: Data(line.utf8))
      let (handWritten, encoded) = bothWays(envelope)
      #expect(handWritten == encoded, "\(path): line \(index + 1) is written differently by hand")
      #expect(try JSONDecoder().decode(Messages.Envelope.self, from: Data(handWritten.utf8)) == envelope)
    }
  }

  /// The message streams of `../shared/conformance` (the compatibility kit's samples and the
  /// JUnit formatter's fixtures), relative to it; none when it is absent.
  static let messageStreams: [String] = ["cck", "junit-xml"].flatMap { folder -> [String] in
    guard let url = try? SharedConformance.folder(folder),
      let paths = FileManager.default.subpaths(atPath: url.path)
    else { return [] }
    return paths.filter { $0.hasSuffix(".ndjson") }.sorted().map { "\(folder)/\($0)" }
  }

  @Test("a run's messages with every optional member present, absent, empty or at the edge of its range")
  func runMessagesOfEveryShape() {
    let time = Messages.Timestamp(seconds: 253_402_300_799, nanos: 999_999_999)
    let long = Messages.MessageDuration(seconds: -315_576_000_000, nanos: -999_999_999)
    let failure = Messages.TestStepResult(
      duration: long, message: "line 1\nline \"2\"", status: .failed,
      exception: .init(type: "Oops", message: "\u{7}", stackTrace: "at a\nat b"))
    let group = Messages.TestCase.Group(
      children: [.init(children: [], start: 0, value: "x"), .init(), .init(start: 3)], start: nil, value: "x y")
    let source = Messages.Source(uri: "a.feature", data: "Feature:", mediaType: .plain)
    let product = Messages.Meta.Product(name: "specrun")
    let envelopes: [Messages.Envelope] = [
      .init(Messages.TestRunStarted(timestamp: time)),
      .init(Messages.TestRunStarted(timestamp: time, id: "run")),
      .init(
        Messages.TestCase(
          id: "1", pickleId: "2",
          testSteps: [
            .init(hookId: "3", id: "4"),
            .init(id: "5", pickleStepId: "6", stepDefinitionIds: [], stepMatchArgumentsLists: []),
            .init(
              id: "7", pickleStepId: "8", stepDefinitionIds: ["9", "10"],
              stepMatchArgumentsLists: [
                .init(stepMatchArguments: [.init(group: group, parameterTypeName: "int"), .init(group: .init())]),
                .init(stepMatchArguments: []),
              ]),
          ], testRunStartedId: "run")),
      .init(Messages.TestCase(id: "1", pickleId: "2", testSteps: [])),
      .init(Messages.TestCaseStarted(attempt: 2, id: "a", testCaseId: "1", workerId: "3", timestamp: time)),
      .init(Messages.TestStepStarted(testCaseStartedId: "a", testStepId: "4", timestamp: time)),
      .init(
        Messages.TestStepFinished(testCaseStartedId: "a", testStepId: "4", testStepResult: failure, timestamp: time)),
      .init(
        Messages.TestStepFinished(
          testCaseStartedId: "a", testStepId: "5",
          testStepResult: .init(duration: .init(seconds: 0, nanos: 1), status: .passed), timestamp: time)),
      .init(Messages.TestCaseFinished(testCaseStartedId: "a", timestamp: time, willBeRetried: true)),
      .init(
        Messages.Attachment(
          body: "aGk=", contentEncoding: "BASE64", fileName: "hi.txt", mediaType: "text/plain", source: source,
          testCaseStartedId: "a", testStepId: "4", url: "https://example.com", testRunStartedId: "run",
          testRunHookStartedId: "h", timestamp: time)),
      .init(Messages.Attachment(body: "", contentEncoding: "IDENTITY", mediaType: "text/plain")),
      .init(Messages.TestRunHookStarted(id: "h", testRunStartedId: "run", hookId: "3", workerId: "0", timestamp: time)),
      .init(Messages.TestRunHookFinished(testRunHookStartedId: "h", result: failure, timestamp: time)),
      .init(
        Messages.TestRunFinished(
          message: "stopped", success: false, timestamp: time, exception: .init(type: "Stop"),
          testRunStartedId: "run")),
      .init(Messages.TestRunFinished(success: true, timestamp: time)),
      .init(
        Messages.StepDefinition(
          id: "9", pattern: .init(source: "I have {int} cukes", type: "CUCUMBER_EXPRESSION"),
          sourceReference: .init(uri: "Steps.swift", location: .init(line: 4, column: 2)))),
      .init(Messages.Hook(id: "3", sourceReference: .init())),
      .init(
        Messages.Hook(
          id: "3", name: "reset", sourceReference: .init(uri: "Hooks.swift"), tagExpression: "@a and not @b",
          type: "BEFORE_TEST_CASE")),
      .init(
        Messages.ParameterTypeMessage(
          name: "colour", regularExpressions: ["red|blue", "green"], preferForRegularExpressionMatch: true,
          useForSnippets: false, id: "p", sourceReference: .init(uri: "Types.swift"))),
      .init(
        Messages.ParameterTypeMessage(
          name: "none", regularExpressions: [], preferForRegularExpressionMatch: false, useForSnippets: true, id: "q")),
      .init(Messages.UndefinedParameterType(expression: "a {thing}", name: "thing")),
      .init(
        Messages.Suggestion(
          id: "s", pickleStepId: "6", snippets: [.init(language: "swift", code: "steps.given(\"a\") { }")])),
      .init(
        Messages.Meta(
          protocolVersion: "32.0.0", implementation: .init(name: "specrun", version: "1"), runtime: product,
          os: product, cpu: product,
          ci: .init(
            name: "CI", url: "u", buildNumber: "7",
            git: .init(remote: "r", revision: "abc", branch: "main", tag: "v1")))),
      .init(
        Messages.Meta(
          protocolVersion: "32.0.0", implementation: product, runtime: product, os: product, cpu: product,
          ci: .init(name: "CI"))),
    ]
    for envelope in envelopes {
      let (handWritten, encoded) = bothWays(envelope)
      #expect(handWritten == encoded)
    }
  }

  @Test("an envelope with no message is an empty object either way")
  func emptyEnvelope() throws {
    let envelope = try JSONDecoder().decode(Messages.Envelope.self, from: Data("{}".utf8))
    let (handWritten, encoded) = bothWays(envelope)
    #expect(handWritten == "{}")
    #expect(encoded == "{}")
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
