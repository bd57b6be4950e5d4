import CucumberMessages
import Foundation
import Testing

@testable import Gherkin

@Suite("A file whose pickles take other ids than it claimed still gives what one parse after the other gives")
struct MiscountedPickleIdsTests {
  @Test(
    "a file claiming too few or too many pickle ids, first, in the middle or last: the same values, the generator where one after the other leaves it",
    arguments: [("File 0", 1), ("File 4", -3), ("File 4", 5), ("File 29", 2)])
  func miscounted(feature: String, by error: Int) {
    let sources = SeveralSourcesTests.sources
    let sequentialIds = IdGenerator(.incrementing)
    var expected: [(parsed: Gherkin.Parsed, count: Int)] = []
    for source in sources {
      let parsed = SeveralSourcesTests.oneAfterTheOther([source], ids: sequentialIds)[0]
      expected.append((parsed, sequentialIds.count))
    }
    let ids = IdGenerator(.incrementing)
    var handed: [(parsed: Gherkin.Parsed, count: Int)] = []
    let miscounting: @Sendable (PickleCompiler, Messages.GherkinDocument) -> Int = { compiler, document in
      compiler.idCount(of: document) + (document.feature?.name == feature ? error : 0)
    }
    Gherkin.forEachParsed(sources, ids: ids, compilePickles: true, threads: 2, countingPickleIds: miscounting) {
      handed.append(($0, ids.count))
    }
    #expect(handed.map(\.parsed) == expected.map(\.parsed))
    #expect(handed.map(\.count) == expected.map(\.count))
    #expect(ids.newId() == sequentialIds.newId())
  }
}
