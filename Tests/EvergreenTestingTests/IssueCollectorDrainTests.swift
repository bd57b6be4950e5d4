import Dispatch
import EvergreenReporting
import Synchronization
import Testing

/// `IssueCollector.drain()` hands over each recorded issue exactly once, in the order reported,
/// whether or not anything was recorded since the last drain and while other threads record.
@Suite("IssueCollector.drain")
struct IssueCollectorDrainTests {
  private static func issue(_ message: String) -> ReportedIssue {
    ReportedIssue(message: message, fileID: "Tests/Drain.swift", filePath: "/Tests/Drain.swift", line: 1, column: 1)
  }

  @Test("draining an empty collector gives nothing, and issues recorded after it are drained next, once each")
  func drainsWhatCameSinceTheLastDrain() {
    let collector = IssueCollector()
    #expect(collector.drain().isEmpty)
    collector.record(Self.issue("first"))
    collector.record(Self.issue("second"))
    #expect(collector.drain().map(\.message) == ["first", "second"])
    #expect(collector.drain().isEmpty)
    #expect(collector.issues.isEmpty)
    collector.record(Self.issue("third"))
    #expect(collector.issues.map(\.message) == ["third"])
    #expect(collector.drain().map(\.message) == ["third"])
    #expect(collector.drain().isEmpty)
  }

  @Test("issues recorded from other threads while one thread drains are each drained exactly once")
  func drainsEveryIssueOnceWhileOthersRecord() {
    let collector = IssueCollector()
    let (threads, perThread) = (2, 2_000)
    let drained = Mutex<[String]>([])
    let recording = DispatchGroup()
    let done = Atomic<Bool>(false)
    for thread in 0..<threads {
      DispatchQueue.global().async(group: recording) {
        for number in 0..<perThread { collector.record(Self.issue("\(thread)-\(number)")) }
      }
    }
    let draining = DispatchGroup()
    DispatchQueue.global().async(group: draining) {
      while !done.load(ordering: .acquiring) {
        let taken = collector.drain().map(\.message)
        drained.withLock { $0 += taken }
      }
    }
    recording.wait()
    done.store(true, ordering: .releasing)
    draining.wait()
    let all = drained.withLock { $0 } + collector.drain().map(\.message)
    #expect(all.count == threads * perThread)
    #expect(Set(all).count == threads * perThread)
    for thread in 0..<threads {
      let own = all.filter { $0.hasPrefix("\(thread)-") }
      #expect(own == (0..<perThread).map { "\(thread)-\($0)" }, "thread \(thread)'s issues came out of order")
    }
  }
}
