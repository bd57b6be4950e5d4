import Foundation
import SpecRun

/// Replays a scenario written in a test through `steps`, in a feature file of its own in a
/// temporary folder, and returns the exit code and every step's failure message (the
/// after-scenario check "Evergreen: every change described" included).
@MainActor
func replay(_ scenario: String, with steps: StepLibrary) async throws -> (exitCode: Int32, messages: [String]) {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("evergreen-calendar-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("試験.feature")
  try ("# language: ja\n機能: 試験\n  シナリオ: 試験\n" + scenario).write(to: file, atomically: true, encoding: .utf8)
  var options = RunOptions()
  options.selections = [try RunCommand.selection(file.path)]
  var envelopes: [Messages.Envelope] = []
  let outcome = await SpecRunner(library: steps, options: options) { envelopes.append($0) }.run()
  return (outcome.exitCode, envelopes.compactMap { $0.testStepFinished?.testStepResult.message })
}
