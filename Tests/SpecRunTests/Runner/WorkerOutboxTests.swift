import Foundation
import Testing

@testable import SpecRun

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("A worker's attempts go to the run a few at a time, and none waits long for the next ones")
struct WorkerOutboxTests {
  static func record(_ number: UInt8) -> [UInt8] { [1, 0, 0, 0, number] }

  @Test("records wait until a batch is full, then go in one write")
  func batch() {
    let pipe = TestPipe()
    let outbox = WorkerOutbox(descriptor: pipe.writing, batch: 3, patience: .seconds(60))
    #expect(outbox.send(Self.record(1)))
    #expect(outbox.send(Self.record(2)))
    #expect(pipe.read(within: 50) == [])
    #expect(outbox.send(Self.record(3)))
    #expect(pipe.read(within: 5_000) == Self.record(1) + Self.record(2) + Self.record(3))
  }

  @Test("a record alone goes out once it has waited its patience: a long scenario after it holds it back no longer")
  func patience() {
    let pipe = TestPipe()
    let outbox = WorkerOutbox(descriptor: pipe.writing, batch: 8, patience: .milliseconds(20))
    #expect(outbox.send(Self.record(1)))
    #expect(pipe.read(within: 5_000) == Self.record(1))
    // The next batch gets a timer of its own.
    #expect(outbox.send(Self.record(2)))
    #expect(pipe.read(within: 5_000) == Self.record(2))
  }

  @Test("a record sent now, and what waits when the worker flushes, are written before the call returns")
  func now() {
    let pipe = TestPipe()
    let outbox = WorkerOutbox(descriptor: pipe.writing, batch: 8, patience: .seconds(60))
    #expect(outbox.send(Self.record(1)))
    #expect(outbox.send(Self.record(2), now: true))
    #expect(pipe.read(within: 0) == Self.record(1) + Self.record(2))
    #expect(outbox.send(Self.record(3)))
    #expect(outbox.flush())
    #expect(pipe.read(within: 0) == Self.record(3))
    #expect(outbox.flush())
    #expect(pipe.read(within: 0) == [])
  }

  @Test("once the run no longer reads, sending and flushing say so, and keep saying so")
  func runGone() {
    signal(SIGPIPE, SIG_IGN)
    let pipe = TestPipe()
    let outbox = WorkerOutbox(descriptor: pipe.writing, batch: 8, patience: .seconds(60))
    pipe.closeReading()
    #expect(outbox.send(Self.record(1)))
    #expect(!outbox.flush())
    #expect(!outbox.send(Self.record(2), now: true))
    #expect(!outbox.send(Self.record(3)))
  }
}
