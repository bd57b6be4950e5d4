import Foundation
import SpecRun
import Testing

/// Behaviour the Cucumber Compatibility Kit pins down, checked without `../shared`.
extension SpecRunnerTests {
  @Test("an ambiguous step lists, for each matching definition, the arguments it matched")
  func ambiguousStepArgumentLists() async throws {
    var steps = StepLibrary()
    steps.given("^a (.*?) with (.*?)$") { (_, _: String, _: String) in }
    steps.given("^a step with (.*?)$") { (_, _: String) in }
    let folder = try FeatureFolder(["a.feature": "Feature: A\n  Scenario: B\n    Given a step with two meanings\n"])
    let (_, query) = await replay([folder.path()], steps)
    let testStep = query.envelopes.compactMap(\.testCase).first?.testSteps.first
    #expect(testStep?.stepDefinitionIds?.count == 2)
    #expect(
      testStep?.stepMatchArgumentsLists?.map { $0.stepMatchArguments.map(\.group.value) } == [
        ["step", "two meanings"], ["two meanings"],
      ])
  }

  @Test("a parameter type is announced with where it was defined, and can transform each group")
  func parameterTypeSourceReference() async throws {
    var steps = StepLibrary()
    steps.checksEveryChangeDescribed = false
    let line = #line + 1
    steps.groupedParameterType("flight", regexp: "([A-Z]{3})-([A-Z]{3})") { "\($0[1] ?? "")<\($0[0] ?? "")" }
    steps.given("{flight} is late") { (_, flight: String) in
      guard flight == "CDG<LHR" else { throw StepFailure("got \(flight)") }
    }
    let folder = try FeatureFolder(["f.feature": "Feature: F\n  Scenario: S\n    Given LHR-CDG is late\n"])
    let (_, query) = await replay([folder.path()], steps)
    let announced = query.envelopes.compactMap(\.parameterType).first
    #expect(announced?.sourceReference?.location?.line == line)
    #expect(announced?.sourceReference?.uri?.hasSuffix("KitAlignmentTests.swift") == true)
    #expect(statuses(query)["S"] == [.passed])
  }

  @Test("pending and skipping without a reason leave the result without a message; with one, it is the message")
  func pendingAndSkippedMessages() async throws {
    var steps = StepLibrary()
    steps.checksEveryChangeDescribed = false
    steps.given("plain pending") { _ in throw PendingStep() }
    steps.given("pending because {string}") { (_, why: String) in throw PendingStep(why) }
    steps.given("plain skip") { _ in throw SkipScenario() }
    steps.given("skip because {string}") { (_, why: String) in throw SkipScenario(why) }
    let folder = try FeatureFolder([
      "p.feature": """
      Feature: P
        Scenario: one
          Given plain pending
        Scenario: two
          Given pending because "TODO"
        Scenario: three
          Given plain skip
        Scenario: four
          Given skip because "not today"
      """
    ])
    let (_, query) = await replay([folder.path()], steps)
    let results = query.envelopes.compactMap(\.testStepFinished).map(\.testStepResult)
    #expect(results.map(\.status) == [.pending, .pending, .skipped, .skipped])
    #expect(results.map(\.message) == [nil, "TODO", nil, "not today"])
    #expect(results.map(\.exception?.type) == [nil, "PendingStep", nil, "SkipScenario"])
  }
}

extension SpecRunnerTests {
  @Test("after-hooks run in reverse order of definition, before-hooks in order")
  func afterHooksRunInReverse() async throws {
    var steps = StepLibrary()
    steps.before { context in context.attach("before 1") }
    steps.before { context in context.attach("before 2") }
    steps.after { context in context.attach("after 1") }
    steps.after { context in context.attach("after 2") }
    steps.given("a step") { _ in }
    let folder = try FeatureFolder(["h.feature": "Feature: H\n  Scenario: S\n    Given a step\n"])
    let (_, query) = await replay([folder.path()], steps)
    #expect(query.envelopes.compactMap(\.attachment).map(\.body) == ["before 1", "before 2", "after 2", "after 1"])
  }
}

extension SpecRunnerTests {
  @Test("bytes are attached base64-encoded with their file name; logs and links get Cucumber's media types")
  func binaryAttachments() async throws {
    var steps = StepLibrary()
    steps.given("a step") { context in
      context.attach(Data([0, 1, 2, 3]), mediaType: "application/pdf", fileName: "report.pdf")
      context.log("hello")
      context.link("https://cucumber.io")
    }
    let folder = try FeatureFolder(["a.feature": "Feature: A\n  Scenario: S\n    Given a step\n"])
    let (_, query) = await replay([folder.path()], steps)
    let attachments = query.envelopes.compactMap(\.attachment)
    #expect(attachments.map(\.body) == ["AAECAw==", "hello", "https://cucumber.io"])
    #expect(attachments.map(\.contentEncoding) == ["BASE64", "IDENTITY", "IDENTITY"])
    #expect(attachments.map(\.mediaType) == ["application/pdf", "text/x.cucumber.log+plain", "text/uri-list"])
    #expect(attachments.map(\.fileName) == ["report.pdf", nil, nil])
  }
}
