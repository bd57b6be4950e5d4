import Foundation
import SpecRun
import Testing

@MainActor
@Suite("specrun format-feature")
struct FeatureFormatCommandTests {
  static let messy = "Feature: Shop\nScenario: Buy\nGiven a cart\n"
  static let tidy = "Feature: Shop\n\n  Scenario: Buy\n    Given a cart\n"

  @Test("rewrites only the files that change, with the formatter's text, and exits 0")
  func rewrites() async throws {
    let folder = try FeatureFolder(["a/messy.feature": Self.messy, "tidy.feature": Self.tidy, "notes.txt": "x"])
    let captured = CapturedIO()
    #expect(
      await SpecRunMain.run(arguments: ["format-feature", folder.path()], library: StepLibrary(), io: captured.io) == 0)
    #expect(captured.files == [folder.path("a/messy.feature"): Self.tidy])
    #expect(captured.out == "formatted \(folder.path("a/messy.feature"))\n")
    #expect(captured.error.isEmpty)
  }

  @Test("--check writes nothing, lists the files that would change and exits 1; 0 when none would")
  func check() async throws {
    let folder = try FeatureFolder(["messy.feature": Self.messy, "tidy.feature": Self.tidy])
    let captured = CapturedIO()
    #expect(
      await SpecRunMain.run(
        arguments: ["format-feature", "--check", folder.path()], library: StepLibrary(), io: captured.io) == 1)
    #expect(captured.files.isEmpty)
    #expect(captured.out == "\(folder.path("messy.feature")) would be formatted\n")
    let tidy = CapturedIO()
    #expect(
      await SpecRunMain.run(
        arguments: ["format-feature", "--check", folder.path("tidy.feature")], library: StepLibrary(), io: tidy.io) == 0
    )
    #expect(tidy.out.isEmpty)
  }

  @Test("a file that does not parse is left as it is, its error given with file, line and column, exit 2")
  func refusesParseErrors() async throws {
    let folder = try FeatureFolder([
      "broken.feature": "Feature: Broken\n  Scenario: One\n    Given a table\n      | a | b |\n      | c |\n",
      "messy.feature": Self.messy,
    ])
    let captured = CapturedIO()
    #expect(
      await SpecRunMain.run(arguments: ["format-feature", folder.path()], library: StepLibrary(), io: captured.io) == 2)
    #expect(captured.files == [folder.path("messy.feature"): Self.tidy])
    #expect(captured.error.hasPrefix("\(folder.path("broken.feature")):5:7: inconsistent cell count within the table."))
  }

  @Test("--help lists it")
  func usage() {
    #expect(Usage.text.contains("specrun format-feature [--check] [PATH...]"))
  }
}
