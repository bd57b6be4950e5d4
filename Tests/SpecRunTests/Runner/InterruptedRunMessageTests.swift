import CucumberMessages
import Testing

@testable import SpecRun

@MainActor
@Suite("An interrupted run says what did not run, by when it was interrupted")
struct InterruptedRunMessageTests {
  @Test(
    "interrupted once its files are read, before its scenarios are chosen, it says no scenario started (not 0 of 0)")
  func beforeChoosing() async throws {
    let folder = try FeatureFolder(["shop.feature": SpecRunnerTests.shopping])
    var options = RunOptions()
    options.selections = [.init(path: folder.path())]
    var envelopes: [Messages.Envelope] = []
    let runner = SpecRunner(library: BasketSteps.library, options: options) { envelopes.append($0) }
    runner.whenLoaded = { [weak runner] in runner?.interrupt() }
    let outcome = await runner.run()
    let query = MessageQuery(envelopes)
    #expect(outcome.exitCode == 1)
    #expect(query.pickles.count == 2)
    #expect(query.testCasesStarted.isEmpty)
    #expect(query.testRunFinished?.message == "The run was interrupted before any scenario started.")
  }
}
