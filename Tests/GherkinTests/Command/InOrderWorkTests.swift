import Foundation
import Synchronization
import Testing

@testable import Gherkin

@Suite("Work shared between threads comes back in order")
struct InOrderWorkTests {
  @Test("a later input that finishes first is still handed on after the earlier one")
  func laterFinishesFirst() {
    // Input 0's work waits until input 1's is done, so 1 always finishes first.
    let secondDone = DispatchSemaphore(value: 0)
    var delivered: [String] = []
    InOrderWork.run(
      count: 2, threads: 2, lookahead: 2, input: { "input \($0)" },
      work: { index, input in
        if index == 0 {
          secondDone.wait()
        } else {
          secondDone.signal()
        }
        return input.uppercased()
      },
      deliver: { delivered.append($0) })
    #expect(delivered == ["INPUT 0", "INPUT 1"])
  }

  @Test("the calling thread works on inputs too: two threads are the caller and one thread of its own")
  func callerWorks() {
    // Each input's work waits until two inputs are being worked on at once, so the run ends only
    // if two threads work side by side; the caller must be one of them, as only one more is started.
    let caller = pthread_self()
    let bothStarted = DispatchGroup()
    bothStarted.enter()
    bothStarted.enter()
    let onCaller = Mutex(0)
    let timedOut = Mutex(false)
    InOrderWork.run(
      count: 2, threads: 2, lookahead: 2, input: { $0 },
      work: { index, _ in
        if pthread_equal(pthread_self(), caller) != 0 { onCaller.withLock { $0 += 1 } }
        bothStarted.leave()
        if bothStarted.wait(timeout: .now() + 10) == .timedOut { timedOut.withLock { $0 = true } }
        return index
      },
      deliver: { _ in })
    #expect(!timedOut.withLock { $0 }, "the two inputs were not worked on side by side")
    #expect(onCaller.withLock { $0 } == 1)
  }

  @Test("inputs are made on the calling thread, at most lookahead ahead of what was handed on")
  func lookahead() {
    var madeBeforeDelivery: [Int] = []
    var made = 0
    var delivered = 0
    InOrderWork.run(
      count: 20, threads: 3, lookahead: 4,
      input: { index -> Int in
        made += 1
        madeBeforeDelivery.append(made - delivered)
        return index * 2
      },
      work: { _, input in input + 1 },
      deliver: { output in
        #expect(output == delivered * 2 + 1)
        delivered += 1
      })
    #expect(delivered == 20)
    #expect(madeBeforeDelivery.max() == 4)
  }

  @Test("with one thread everything runs in order on the calling thread", arguments: [1, 0])
  func oneThread(threads: Int) {
    var events: [String] = []
    InOrderWork.run(
      count: 3, threads: threads, lookahead: 8,
      input: { index in
        events.append("in \(index)")
        return index
      },
      work: { index, _ in index },
      deliver: { events.append("out \($0)") })
    #expect(events == ["in 0", "out 0", "in 1", "out 1", "in 2", "out 2"])
  }

  @Test("each file's ids start where the file before it ended, whichever thread claims first")
  func idRanges() {
    let ranges = IdRanges(count: 3)
    let starts = Mutex([Int?](repeating: nil, count: 3))
    let finished = DispatchSemaphore(value: 0)
    // Threads of their own: two of them wait inside `claim` until the first file has claimed.
    for (index, count) in [(2, 7), (1, 5), (0, 12)] {
      Thread {
        let start = ranges.claim(count, for: index)
        starts.withLock { $0[index] = start }
        finished.signal()
      }.start()
    }
    for _ in 0..<3 { finished.wait() }
    #expect(starts.withLock { $0 } == [0, 12, 17])
  }
}
