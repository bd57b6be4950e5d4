import Foundation
import Testing

@testable import SpecRun

/// `specrun` keeps the index of the run it replayed last instead of freeing it just before the
/// process ends; a process that replays again (`--watch`) lets it go as the next replay starts.
@MainActor
@Suite("The index of the last run")
struct LastRunIndexTests {
  /// What a step saw of the index kept while its scenario ran: the scenario files it indexed.
  @MainActor
  final class Sightings {
    private(set) var seen: [[String]] = []

    func look() { seen.append(LastRunIndex.kept?.sources.map(\.uri) ?? []) }
  }

  static func feature(_ name: String) -> String {
    "Feature: \(name)\n  Scenario: Looking\n    Given the index of the last run is looked at\n"
  }

  @Test("the last run's index is kept after it, and let go as the next replay starts, so a watch never holds two runs")
  func keptUntilTheNextReplay() async throws {
    let sightings = Sightings()
    var steps = StepLibrary()
    steps.given("the index of the last run is looked at") { _ in sightings.look() }
    let folder = try FeatureFolder(["first.feature": Self.feature("First"), "second.feature": Self.feature("Second")])
    let (first, second) = (folder.path("first.feature"), folder.path("second.feature"))

    #expect(await SpecRunMain.run(arguments: [first], library: steps, io: CapturedIO().io) == 0)
    #expect(LastRunIndex.kept?.sources.map(\.uri) == [first])
    #expect(await SpecRunMain.run(arguments: [second], library: steps, io: CapturedIO().io) == 0)
    try #require(sightings.seen.count == 2)
    // While the second run's scenario ran, the first run's index was no longer held …
    #expect(!sightings.seen[1].contains(first), "\(sightings.seen[1])")
    // … and now the second's is, alone.
    #expect(LastRunIndex.kept?.sources.map(\.uri) == [second])
  }
}
