import Testing

@testable import CucumberMessages
@testable import Gherkin

@Suite("specrun gherkin's writers are handed back and serve the next files")
struct JSONWriterPoolTests {
  @Test("a writer given back is handed out again empty, with the new id offset and the memory it had")
  func givenBackIsReused() {
    let pool = JSONWriterPool(keeping: 4)
    var first = pool.take(idOffset: 0, reservingCapacity: 100_000)
    first.write(Messages.Location(line: 1))
    pool.giveBack([first])
    first = JSONWriter()  // the only other reference goes, as a delivered file's does
    var second = pool.take(idOffset: 3, reservingCapacity: 512)
    #expect(second.byteCount == 0)
    #expect(second.idOffset == 3)
    #expect(second.capacity >= 100_000, "the pool should have handed back the writer with its memory")
    second.write(Messages.Pickle.Tag(name: "@a", astNodeId: "4"))
    #expect(second.text == #"{"name":"@a","astNodeId":"7"}"#)
  }

  @Test("with nothing given back, or more taken than given, a fresh writer is made")
  func emptyPoolMakesFreshWriters() {
    let pool = JSONWriterPool(keeping: 4)
    var writer = pool.take(idOffset: 2, reservingCapacity: 0)
    writer.write(Messages.Location(line: 5))
    #expect(writer.text == #"{"line":5}"#)
    pool.giveBack([writer])
    _ = pool.take(idOffset: 0, reservingCapacity: 0)
    #expect(pool.take(idOffset: 0, reservingCapacity: 0).byteCount == 0)
  }

  @Test("the pool keeps no more writers than it was told to, and drops the rest")
  func keepsAtMostItsLimit() {
    let pool = JSONWriterPool(keeping: 2)
    pool.giveBack([JSONWriter(), JSONWriter(), JSONWriter()])
    #expect(pool.idleCount == 2)
  }
}
