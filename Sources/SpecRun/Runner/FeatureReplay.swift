import CucumberMessages
import Foundation

/// A feature file written in a test, replayed against a step library: the way to show that a
/// step definition fails when the app is wrong in the way the step must refuse (and passes when
/// it is right). The text is written to a temporary folder of its own, removed afterwards.
///
/// ```swift
/// let replay = try await FeatureReplay.run(
///   """
///   # language: ja
///   機能: カウンター
///     シナリオ: 数える
///       前提 カウンターに2が表示されている
///       ならば カウンターに3が表示される
///   """, steps: MachoSpecs.steps)
/// #expect(replay.exitCode == 1)
/// #expect(replay.failures["カウンターに3が表示される"]?.contains("画面では 2 です。") == true)
/// ```
public struct FeatureReplay: Sendable {
  /// One finished step or hook of the replay, in the order it ran.
  public struct Result: Sendable, Equatable {
    /// The step's text as written without its keyword, or the hook's name.
    public var step: String
    /// How it ended.
    public var status: Messages.TestStepResultStatus
    /// The failure's message (or a pending or skipped step's reason); `nil` when it passed.
    public var message: String?
  }

  /// specrun's exit code for the replay: 0 passed, 1 failed, 2 the text did not parse.
  public var exitCode: Int32
  /// Every finished step and hook, in order.
  public var results: [Result]
  /// The run's messages, for anything else a test wants to read.
  public var query: MessageQuery

  /// The messages of the steps and hooks that had one (those that did not pass), in order.
  public var messages: [String] { results.compactMap(\.message) }

  /// The message of each failed step or hook, by its text (messages of the same text joined).
  public var failures: [String: String] {
    results.filter { $0.status == .failed }.reduce(into: [:]) { $0[$1.step, default: ""] += $1.message ?? "" }
  }

  /// Replays `featureText`, saved as `fileName`, against `steps`, as `specrun` would.
  @MainActor
  public static func run(_ featureText: String, fileName: String = "replay.feature", steps: StepLibrary) async throws
    -> FeatureReplay
  {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("evergreen-replay-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent(fileName)
    try featureText.write(to: file, atomically: true, encoding: .utf8)
    var options = RunOptions()
    options.selections = [RunOptions.Selection(path: file.path)]
    var envelopes: [Messages.Envelope] = []
    let outcome = await SpecRunner(library: steps, options: options) { envelopes.append($0) }.run()
    let query = MessageQuery(envelopes)
    var results: [Result] = []
    for started in query.testCasesStarted {
      for (finished, step) in query.stepsFinished(of: started) {
        let text = query.pickleStep(of: step)?.text ?? step.hookId.flatMap { query.hooks[$0]?.name } ?? "hook"
        results.append(
          Result(step: text, status: finished.testStepResult.status, message: finished.testStepResult.message))
      }
    }
    return FeatureReplay(exitCode: outcome.exitCode, results: results, query: query)
  }
}
