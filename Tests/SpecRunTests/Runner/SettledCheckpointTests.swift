import CucumberMessages
import Testing

@testable import SpecRun

/// A checkpoint that counts how often the runner asks it and stops it, and says it is settled
/// when told to.
@MainActor
private final class CountedCheckpoint: ScenarioCheckpoint {
  var settled: Bool
  var asked: [String] = []
  var tornDown = 0

  init(settled: Bool) { self.settled = settled }

  var isSettled: Bool { settled }

  func undescribed(_ moment: CheckpointMoment) async -> String? {
    switch moment {
    case .beforeAction(let step): asked.append("before \(step)")
    case .endOfScenario: asked.append("end")
    }
    return nil
  }

  func tearDown() async { tornDown += 1 }
}

/// The runner asks a scenario's checkpoints before its first action and at its end, and stops
/// them when it ends, unless every one says it is settled (nothing to report, nothing to stop):
/// then it asks and stops none, and the scenario's checks pass without awaiting.
@MainActor
@Suite("A settled checkpoint is neither asked nor stopped, and one that is not is asked as always")
struct SettledCheckpointTests {
  static let feature = """
    Feature: Checked

      Scenario: Counting
        Given a checkpoint
        When I act
        Then all is well
    """

  fileprivate func run(settled: Bool) async throws -> (CountedCheckpoint, [Messages.TestStepResultStatus]) {
    var library = StepLibrary()
    let checkpoint = CountedCheckpoint(settled: settled)
    library.given("a checkpoint") { context in context.addCheckpoint(checkpoint) }
    library.when("I act") { _ in }
    library.then("all is well") { _ in }
    let folder = try FeatureFolder(["checked.feature": Self.feature])
    let (outcome, query) = await SpecRunnerTests().replay([folder.path()], library)
    #expect(outcome.exitCode == 0)
    return (checkpoint, SpecRunnerTests().statuses(query)["Counting"] ?? [])
  }

  @Test("a settled checkpoint is not asked before the action or at the end, nor torn down; the check still passes")
  func settledIsLeftAlone() async throws {
    let (checkpoint, statuses) = try await run(settled: true)
    #expect(checkpoint.asked.isEmpty)
    #expect(checkpoint.tornDown == 0)
    #expect(statuses == [.passed, .passed, .passed, .passed])
  }

  @Test("a checkpoint that is not settled is asked before the action and at the end, and torn down")
  func unsettledIsAsked() async throws {
    let (checkpoint, statuses) = try await run(settled: false)
    #expect(checkpoint.asked == ["before I act", "end"])
    #expect(checkpoint.tornDown == 1)
    #expect(statuses == [.passed, .passed, .passed, .passed])
  }
}
