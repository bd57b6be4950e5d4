import Dispatch
import Synchronization

/// A run's items made ahead of their use, on a thread of their own: while the main actor runs
/// the scenarios of one chunk, the plans of the next chunk are made (`--parallel 2` and up).
///
/// ```swift
/// let plans = MadeAhead(count: queue.count) { index in makePlan(queue[index]) }
/// while let plan = plans.next() { run(plan) }
/// ```
///
/// Items come out in index order, each made once. Taking the first item of a chunk asks for the
/// next chunk, so one chunk is made while the one before is used; taking an item whose chunk is
/// still being made waits for it (the thread never waits for the taker). At most two chunks are
/// held at a time, so a large run keeps only what is about to run. Each item is moved out of its
/// chunk as it is taken, not copied: a copy would retain every reference the item holds, on
/// another core than the one that made it, and release them all again with the chunk.
final class MadeAhead<Item: Sendable>: Sendable {
  private struct Taking {
    var chunk = -1
    /// The chunk being taken; each item is nil once taken.
    var items: [Item?] = []
    var position = 0
  }

  private let count: Int
  private let chunkSize: Int
  private let make: @Sendable (Int) -> Item
  private let thread = DispatchQueue(label: "evergreen.specrun.ahead")
  private let made = Mutex<[Int: [Item?]]>([:])
  private let taking = Mutex(Taking())

  /// Items `0..<count`, item `index` made by `make(index)`, `chunkSize` at a time; the first chunk
  /// is asked for at once.
  init(count: Int, chunkSize: Int = 64, make: @escaping @Sendable (Int) -> Item) {
    self.count = count
    self.chunkSize = max(1, chunkSize)
    self.make = make
    ask(for: 0)
  }

  /// The next item, in index order; nil after the last.
  func next() -> Item? {
    taking.withLock { taking in
      guard taking.position < count else { return nil }
      let wanted = taking.position / chunkSize
      if wanted != taking.chunk {
        taking.items = take(wanted)
        taking.chunk = wanted
        ask(for: wanted + 1)
      }
      defer { taking.position += 1 }
      var item: Item?
      swap(&item, &taking.items[taking.position - wanted * chunkSize])
      return item
    }
  }

  private func range(of chunk: Int) -> Range<Int> {
    let start = min(chunk * chunkSize, count)
    return start..<min(start + chunkSize, count)
  }

  private func ask(for chunk: Int) {
    let range = range(of: chunk)
    guard !range.isEmpty else { return }
    thread.async {
      let items = range.map { Optional(self.make($0)) }
      self.made.withLock { $0[chunk] = items }
    }
  }

  /// The chunk asked for earlier, once the thread has made it.
  private func take(_ chunk: Int) -> [Item?] {
    thread.sync {}
    return made.withLock { $0.removeValue(forKey: chunk) } ?? range(of: chunk).map { Optional(make($0)) }
  }
}
