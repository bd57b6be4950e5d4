import Synchronization
import Testing

@testable import SpecRun

@Suite("Plans made ahead of the steps, a chunk at a time")
struct MadeAheadTests {
  @Test("items come out in index order, each made once, then nothing", arguments: [1, 3, 64, 1000])
  func inOrder(chunkSize: Int) {
    let made = Mutex([Int]())
    let ahead = MadeAhead(count: 100, chunkSize: chunkSize) { index in
      made.withLock { $0.append(index) }
      return "plan \(index)"
    }
    var taken: [String] = []
    while let item = ahead.next() { taken.append(item) }
    #expect(taken == (0..<100).map { "plan \($0)" })
    #expect(made.withLock { $0 } == Array(0..<100))
    #expect(ahead.next() == nil)
  }

  @Test("while a chunk is used, at most the next one is made: a large run holds two chunks of plans at most")
  func oneChunkAhead() {
    let made = Mutex([Int]())
    let ahead = MadeAhead(count: 100, chunkSize: 10) { index in made.withLock { $0.append(index) } }
    for _ in 0..<10 { _ = ahead.next() }
    #expect(made.withLock { $0.max() ?? 0 } < 20)
    _ = ahead.next()
    #expect(made.withLock { $0.max() ?? 0 } < 30)
  }
}
