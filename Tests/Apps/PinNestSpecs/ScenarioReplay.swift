import Foundation
import SpecRun

/// Replays a scenario written in a test through `steps`, in a feature file of its own in a
/// temporary folder, and returns the exit code and every step's failure message (the
/// after-scenario check "Evergreen: every change described" included).
@MainActor
func replay(_ scenario: String, with steps: StepLibrary, background: String = "") async throws -> (
  exitCode: Int32, messages: [String]
) {
  let replay = try await FeatureReplay.run(
    "# language: ja\n機能: 試験\n" + background + "  シナリオ: 試験\n" + scenario, fileName: "試験.feature", steps: steps)
  return (replay.exitCode, replay.messages)
}
