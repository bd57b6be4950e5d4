import CucumberMessages
import Foundation
import Testing

@testable import SpecRun

/// A run indexes each finished attempt at once, from the values its executor made the messages
/// of; these tests hold that index to the one the same messages make when indexed one by one.
@MainActor
@Suite("A run's index of each attempt answers as its messages indexed one by one do")
struct AttemptIndexingTests {
  static let feature = """
    Feature: Indexing

      Scenario: Passing
        Given a note "hello"
        Then all is well

      Scenario: Failing
        Given a note "before the failure"
        When it breaks
        Then all is well

      Scenario: Undefined
        Given a note "unheard"
        When nobody defined this step

      Scenario: Flaky
        Given a note "once"
        When it breaks the first time
    """

  /// How many times the step that breaks the first time ran.
  @MainActor final class Runs { var count = 0 }

  /// Notes attach text, one step fails always, one only the first time it runs.
  static func library(_ runs: Runs) -> StepLibrary {
    var steps = StepLibrary()
    steps.given("a note {string}") { (context, text: String) in
      context.log(text)
      context.attach(text, mediaType: "text/plain", fileName: "note.txt")
    }
    steps.then("all is well") { _ in }
    steps.when("it breaks") { _ in throw StepFailure("it broke") }
    steps.when("it breaks the first time") { _ in
      runs.count += 1
      if runs.count == 1 { throw StepFailure("broke once") }
    }
    return steps
  }

  /// Runs the feature with `--retry 1`, keeping the stream when `keepingStream`: the runner's
  /// own index, and every message it emitted.
  func run(keepingStream: Bool) async throws -> (runner: MessageQuery, emitted: [Messages.Envelope]) {
    let folder = try FeatureFolder(["indexing.feature": Self.feature])
    var options = RunOptions()
    options.selections = [.init(path: folder.path())]
    options.retry = RetryPolicy(retries: 1)
    options.keepsMessageStream = keepingStream
    var emitted: [Messages.Envelope] = []
    let runner = SpecRunner(library: Self.library(Runs()), options: options) { emitted.append($0) }
    _ = await runner.run()
    return (runner.query, emitted)
  }

  /// What a report can ask of an index about the run's attempts, written out to compare.
  func answers(_ query: MessageQuery) -> [String] {
    var lines: [String] = []
    let counted = Array(query.testCasesStarted)
    for attempt in counted.flatMap({ query.retriedAttempts(of: $0) }) + counted {
      let name = query.pickle(of: attempt)?.name ?? "?"
      lines.append("attempt \(attempt.id) of \(name), number \(attempt.attempt)")
      for (finished, step) in query.stepsFinished(of: attempt) {
        let result = finished.testStepResult
        lines.append(
          "  \(step.id) \(result.status) \(result.message ?? "-") \(result.exception?.type ?? "-") \(finished.timestamp) \(result.duration)"
        )
      }
      for attachment in query.attachments(of: attempt) {
        lines.append("  attached \(attachment.body) \(attachment.mediaType) \(attachment.testStepId ?? "-")")
      }
      let finished = query.finished(attempt)
      lines.append("  finished \(finished.map { "\($0.timestamp) \($0.willBeRetried)" } ?? "no")")
      lines.append("  worst \(query.mostSevereResult(of: attempt)?.status.rawValue ?? "none")")
      lines.append("  retried before: \(query.retriedAttempts(of: attempt).map(\.id)), flaky \(query.isFlaky(attempt))")
    }
    lines.append("counts \(query.finishedStatusCounts.sorted { $0.key.rawValue < $1.key.rawValue })")
    lines.append("seen \(query.stepStatusesSeen.map(\.rawValue).sorted())")
    lines.append("suggestions \(query.suggestions.map { "\($0.pickleStepId) \($0.snippets.map(\.code))" })")
    lines.append("in file order \(query.testCasesStartedInFileOrder.map(\.id))")
    return lines
  }

  @Test("passed, failed, undefined and retried attempts, attachments and suggestions read the same")
  func sameAnswers() async throws {
    let (runner, emitted) = try await run(keepingStream: false)
    let oneByOne = MessageQuery(emitted, keepingEnvelopes: false)
    // The run is what the test means it to be: every kind of attempt is in it.
    #expect(Set(oneByOne.finishedStatusCounts.keys) == [.passed, .failed, .undefined])
    #expect(!oneByOne.suggestions.isEmpty)
    #expect(oneByOne.testCasesStarted.contains { !oneByOne.retriedAttempts(of: $0).isEmpty })
    #expect(answers(runner) == answers(oneByOne))
  }

  @Test("a run that keeps its stream keeps every message it emitted, in order")
  func keptStream() async throws {
    let (runner, emitted) = try await run(keepingStream: true)
    #expect(runner.envelopes == emitted)
    #expect(answers(runner) == answers(MessageQuery(emitted)))
  }
}
