import Foundation
import SpecRun
import Testing

@MainActor
@Suite("The rerun format")
struct RerunFormatTests {
  @Test("failed scenarios are listed as path:line, one line per file with its lines in order")
  func failedScenarios() async throws {
    let (code, io, folder) = try await MixedRun.run(["--format", "rerun"])
    #expect(code == 1)
    // The run failed, so its undefined (a.feature:13) and pending (b.feature:4) scenarios are
    // listed too; the outline's failing example is listed by its row's line.
    #expect(io.out == "\(folder.path("a.feature")):8:13\n\(folder.path("b.feature")):4:20\n")
  }

  @Test("a run that passed lists nothing, even with undefined scenarios that did not fail it (--no-strict)")
  func passingRun() async throws {
    let folder = try FeatureFolder([
      "a.feature":
        "Feature: A\n  Scenario: Fine\n    Given an empty basket\n\n  Scenario: Not yet\n    Given I juggle\n"
    ])
    let io = CapturedIO()
    #expect(
      await SpecRunMain.run(
        arguments: ["--no-strict", "--format", "rerun", folder.path()], library: BasketSteps.library, io: io.io) == 0)
    #expect(io.out == "")
    let strict = CapturedIO()
    #expect(
      await SpecRunMain.run(
        arguments: ["--format", "rerun", folder.path()], library: BasketSteps.library, io: strict.io) == 1)
    #expect(strict.out == "\(folder.path("a.feature")):5\n")
  }

  @Test("a saved stream gives the same rerun list")
  func reformatted() async throws {
    let (_, io, _) = try await MixedRun.run(["--format", "message:run.ndjson", "--format", "rerun"])
    let again = CapturedIO(input: try #require(io.files["run.ndjson"]))
    #expect(await SpecRunMain.run(arguments: ["format", "rerun"], library: StepLibrary(), io: again.io) == 0)
    #expect(again.out == io.out)
  }
}
