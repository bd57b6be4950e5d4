import CucumberMessages
import Foundation
import Testing

@testable import SpecRun

/// How a run stamps and times its scenarios' messages: with the system's clock unless the caller
/// gives one (`SpecRunner(now:)`).
@MainActor
@Suite("A scenario's messages are stamped by the run's clock")
struct ScenarioClockTests {
  static let feature = """
    Feature: Shopping

      Scenario: Pears
        Given an empty basket
        When I add 2 pears
        Then the basket holds 2 pears
    """

  /// Runs the feature, its messages stamped by `now` (the system's clock when nil).
  func run(now: (@MainActor () -> Messages.Timestamp)? = nil) async throws -> [Messages.Envelope] {
    let folder = try FeatureFolder(["shop.feature": Self.feature])
    var options = RunOptions()
    options.selections = [try RunCommand.selection(folder.path())]
    var envelopes: [Messages.Envelope] = []
    let outcome = await SpecRunner(library: BasketSteps.library, options: options, now: now) {
      envelopes.append($0)
    }.run()
    #expect(outcome.exitCode == 0)
    return envelopes
  }

  @Test("with the system's clock each step's duration is the time between its start's and its end's timestamps")
  func durationsMatchTimestamps() async throws {
    let envelopes = try await run()
    let starts = Dictionary(
      envelopes.compactMap(\.testStepStarted).map { ($0.testStepId, $0.timestamp) },
      uniquingKeysWith: { first, _ in first })
    let finishes = envelopes.compactMap(\.testStepFinished)
    #expect(finishes.count == 4)
    for finished in finishes {
      let started = try #require(starts[finished.testStepId])
      #expect(started.duration(to: finished.timestamp) == finished.testStepResult.duration)
    }
    // The wall clock, read at each scenario's start and carried forward: within a minute of now.
    let now = Date().timeIntervalSince1970
    for finished in finishes { #expect(abs(Double(finished.timestamp.seconds) - now) < 60) }
  }

  @Test("a clock the caller gives stamps every message: each step starts when the one before it finished")
  func givenClock() async throws {
    var ticks: Int64 = 0
    let envelopes = try await run {
      ticks += 1
      return Messages.Timestamp(seconds: ticks, nanos: 0)
    }
    let stamps: [String] = envelopes.compactMap { envelope in
      if let started = envelope.testCaseStarted { return "case started \(started.timestamp.seconds)" }
      if let started = envelope.testStepStarted { return "step started \(started.timestamp.seconds)" }
      if let finished = envelope.testStepFinished { return "step finished \(finished.timestamp.seconds)" }
      if let finished = envelope.testCaseFinished { return "case finished \(finished.timestamp.seconds)" }
      return nil
    }
    #expect(
      stamps == [
        "case started 2",
        "step started 2", "step finished 3", "step started 3", "step finished 4",
        "step started 4", "step finished 5", "step started 5", "step finished 6",
        "case finished 7",
      ])
  }
}
