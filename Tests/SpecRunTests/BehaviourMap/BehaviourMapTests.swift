import EvergreenTesting
import Foundation
import SharedFixtures
import Testing

@testable import SpecRun

@MainActor
@Suite("The behaviour map")
struct BehaviourMapTests {
  /// Specs/tally.feature, and the tests' side: one test that counts and resets.
  func tallyRun(_ arguments: [String], testSide: Bool = true) async throws -> (
    code: Int32, io: CapturedIO, folder: FeatureFolder
  ) {
    let folder = try FeatureFolder(["Specs/tally.feature": TallyScenarios.feature])
    var extra: [String] = []
    if testSide {
      let log = ActionUseLog()
      let recording = ActionRecording(
        log: log, exerciser: .test(name: "resetting clears the count", file: "TallyTests.swift", line: 3))
      await ActionRecording.$current.withValue(recording) {
        let store = TestStore(initialState: TallyFeature.State()) { TallyFeature() }
        await store.send(.incrementTapped) { $0.count = 1 }
        await store.send(.resetTapped) { $0.count = 0 }
      }
      let path = folder.path("tests-map.json")
      try TestSideBehaviourMap.write(log.uses, to: path, command: 1)
      extra = ["--behaviour-tests", path]
    }
    let io = CapturedIO()
    let code = await SpecRunMain.run(
      arguments: arguments + extra + [folder.path("Specs")],
      catalog: TallyScenarios.catalog(specsFolder: folder.path("Specs")), io: io.io)
    return (code, io, folder)
  }

  @Test(
    "a small feature's map shows the cases scenarios send and receive, those only tests exercise, and those nothing does"
  )
  func smallFeature() async throws {
    let (code, io, _) = try await tallyRun(["--format", "behaviour"])
    #expect(code == 0, "\(io.error)")
    let text = io.out
    #expect(text.contains("  TallyFeature (<Tally> & counting)  \(TallyScenarios.sources)/TallyFeature.swift:11\n"))
    #expect(text.contains("  TallyFeature: 4/6 actions specified by scenarios, 2/6 by tests\n"))
    #expect(text.contains("    ✓ incrementTapped  scenarios: Counting <one> (sent) · tests: 1\n"))
    #expect(text.contains("    · resetTapped      no scenario · tests: 1\n"))
    #expect(text.contains("    ✓ saveTapped       scenarios: Saving (sent) · tests: 0\n"))
    #expect(text.contains("    ✓ saveResponse     scenarios: Saving (received) · tests: 0\n"))
    #expect(text.contains("    ✓ delegate.saved   scenarios: Saving (received) · tests: 0\n"))
    #expect(text.contains("    ✗ delegate.failed  no scenario · tests: 0 · nothing exercises it\n"))
    #expect(text.contains("In all: 4/6 action cases (66%) specified by scenarios, 2/6 exercised by tests.\n"))
  }

  @Test("without the tests' side the map says it is not known instead of counting no test")
  func testsNotKnown() async throws {
    let (code, io, _) = try await tallyRun(["--format", "behavior"], testSide: false)
    #expect(code == 0, "\(io.error)")
    #expect(
      io.out.contains(
        "Tests' side not known: run EVERGREEN_BEHAVIOUR_MAP=PATH swift test, then pass --behaviour-tests PATH.\n"))
    #expect(io.out.contains("  TallyFeature: 4/6 actions specified by scenarios, tests not known\n"))
    #expect(io.out.contains("    · delegate.failed  no scenario\n"))
  }

  @Test("the JSON form holds every case with its scenarios and tests")
  func jsonForm() async throws {
    let (code, io, _) = try await tallyRun(["--format", "behaviour-json"])
    #expect(code == 0, "\(io.error)")
    let map = try JSONDecoder().decode(BehaviourMap.self, from: Data(io.out.utf8))
    let feature = try #require(map.apps.first?.features.first)
    #expect(
      feature.cases.map(\.name) == [
        "incrementTapped", "resetTapped", "saveTapped", "saveResponse", "delegate.saved", "delegate.failed",
      ])
    #expect(feature.cases.map(\.scenarios.count) == [1, 0, 1, 1, 1, 0])
    #expect(feature.cases.map(\.tests.count) == [1, 1, 0, 0, 0, 0])
    #expect(feature.productNames == ["<Tally> & counting"])
  }

  @Test("the HTML report's behaviour map escapes every name and links each scenario to its place on the page")
  func htmlSection() async throws {
    let (code, io, folder) = try await tallyRun(["--format", "html:report.html"])
    #expect(code == 0, "\(io.error)")
    let page = try #require(io.files["report.html"], "\(io.files.keys)")
    _ = folder
    let start = try #require(page.range(of: "<section class=\"behaviour-map\" id=\"behaviour-map\">"))
    let section = page[start.lowerBound...].components(separatedBy: "</section>")[0]
    #expect(section.contains("<h2>Behaviour map</h2>"))
    #expect(
      section.contains("TallyFeature: 4/6 actions specified by scenarios, 2/6 by tests — &lt;Tally&gt; &amp; counting"))
    #expect(!section.contains("<Tally>"))
    #expect(
      section.contains(
        "<tr class=\"unexercised\"><td><code>delegate.failed</code></td><td><span class=\"none\">nothing exercises it</span></td>"
      ))
    let link = try #require(section.firstMatch(of: /<a href="#([^"]+)">Counting &lt;one&gt;<\/a>/))
    #expect(page.contains("id=\"\(link.1)\""), "the link \(link.1) leads nowhere on the page")
  }

  @Test("a run whose scenarios exercise less than the required share fails, listing each case they miss")
  func thresholdFails() async throws {
    let (code, io, _) = try await tallyRun(["--require-actions-specified", "90%"])
    #expect(code == 1)
    let sources = TallyScenarios.sources
    #expect(
      io.error.contains(
        """
        specrun: scenarios exercise 4/6 action cases (66%), below the required 90%. Write a scenario, in the product's words, that makes each of these happen, or lower --require-actions-specified:
          \(sources)/TallyFeature.swift:13: Tally › TallyFeature › resetTapped
          \(sources)/TallyFeature.swift:19: Tally › TallyFeature › delegate.failed

        """), "\(io.error)")
    let (passing, passingIO, _) = try await tallyRun(["--require-actions-specified", "60"])
    #expect(passing == 0, "\(passingIO.error)")
  }

  @Test("a share that is not a percentage is refused with an example")
  func thresholdMistyped() async throws {
    #expect(
      throws: UsageError(
        "specrun: --require-actions-specified takes a percentage from 0 to 100 (e.g. --require-actions-specified 90%), not 'most'."
      )
    ) {
      try RunCommand.parse(["--require-actions-specified", "most"])
    }
  }

  @Test("a tests' side that is not one is refused with its place and how to write it")
  func badTestSide() async throws {
    let folder = try FeatureFolder([
      "Specs/tally.feature": TallyScenarios.feature, "broken.json": "{\"uses\": [\n  oops]}",
    ])
    let io = CapturedIO()
    let code = await SpecRunMain.run(
      arguments: ["--format", "behaviour", "--behaviour-tests", folder.path("broken.json"), folder.path("Specs")],
      catalog: TallyScenarios.catalog(specsFolder: folder.path("Specs")), io: io.io)
    #expect(code == 2)
    #expect(io.error.hasPrefix("\(folder.path("broken.json")):2:3: "), "\(io.error)")
    #expect(io.error.contains("Write it with EVERGREEN_BEHAVIOUR_MAP=\(folder.path("broken.json")) swift test."))
  }

  @Test("a tests' side that cannot be read says why in the runner's words and how to write it; one in a FIFO is read")
  func unreadableTestSide() async throws {
    let folder = try FeatureFolder(["Specs/tally.feature": TallyScenarios.feature])
    let missing = folder.path("missing.json")
    #expect(
      throws: UsageError(
        "specrun: --behaviour-tests \(missing): there is no such file. Check the path (it is relative to \(FileManager.default.currentDirectoryPath)). Write it with EVERGREEN_BEHAVIOUR_MAP=\(missing) swift test."
      )
    ) { try BehaviourEvidence.readTestSide(missing) }
    let pipes = try PipeFolder()
    let fifo = try pipes.makeFIFO("tests-map")
    let written = folder.path("tests-map.json")
    try TestSideBehaviourMap.write([], to: written, command: 1)
    let feeder = pipes.feed(fifo, pieces: [try String(contentsOfFile: written, encoding: .utf8)])
    #expect(try BehaviourEvidence.readTestSide(fifo).isEmpty)
    #expect(feeder.finished())
  }

  @Test("the map cannot be made from a saved message stream, and says how to make it")
  func notFromAStream() {
    #expect(
      throws: UsageError(
        "specrun format: the behaviour map is recorded while scenarios run and is not in a saved message stream. Write it during the run: specrun --format behaviour:PATH."
      )
    ) {
      try RunCommand.parse(["format", "behaviour"])
    }
  }
}
