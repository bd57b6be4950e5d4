import Foundation
import Gherkin
import SharedFixtures
import Testing

@Suite("Official Gherkin conformance data")
struct ConformanceTests {
  @Test(
    "every good file gives the official source, gherkinDocument and pickle messages",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: ConformanceFiles.good)
  func goodFile(_ name: String) throws {
    let expected =
      try ConformanceFiles.expectedMessages("good", name + ".source.ndjson")
      + ConformanceFiles.expectedMessages("good", name + ".ast.ndjson")
      + ConformanceFiles.expectedMessages("good", name + ".pickles.ndjson")
    let actual = try ConformanceFiles.actualMessages("good", name)
    #expect(actual.count == expected.count, "\(name): message count differs")
    for (index, (mine, theirs)) in zip(actual, expected).enumerated() {
      #expect(mine == theirs, "\(name): message \(index) differs")
    }
  }

  @Test(
    "every bad file gives exactly the official parseError messages",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: ConformanceFiles.bad)
  func badFile(_ name: String) throws {
    let expected = try ConformanceFiles.expectedMessages("bad", name + ".errors.ndjson")
    let actual = try ConformanceFiles.actualMessages("bad", name)
    #expect(actual == expected, "\(name): errors differ")
  }

  @Test(
    "every good file's tokens match the official .tokens file",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: ConformanceFiles.good)
  func tokens(_ name: String) throws {
    let expected = try ConformanceFiles.text("good", name + ".tokens")
    let actual = Gherkin.tokens(try ConformanceFiles.text("good", name), mediaType: MediaType(path: name))
    #expect(actual.trimmingCharacters(in: .newlines) == expected.trimmingCharacters(in: .newlines))
  }

  @Test(
    "the data set is complete: 55 good and 12 bad inputs",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason))
  func counts() {
    #expect(ConformanceFiles.good.count == 55)
    #expect(ConformanceFiles.bad.count == 12)
  }
}
