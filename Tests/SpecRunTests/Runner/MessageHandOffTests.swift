import CucumberMessages
import Dispatch
import Foundation
import Synchronization
import Testing

@testable import SpecRun

/// Reads what a hand-off gives it: each message's kind and how many test cases the index had
/// started when it read it; with a gate, it waits at the first message until the gate opens.
final class RecordingReader: IndexedMessageReader {
  private let state = Mutex((read: [String](), startedInIndex: [Int]()))
  private let gate: DispatchSemaphore?

  init(gate: DispatchSemaphore? = nil) { self.gate = gate }

  var read: [String] { state.withLock { $0.read } }
  var startedInIndex: [Int] { state.withLock { $0.startedInIndex } }

  func read(_ envelope: Messages.Envelope, in query: MessageQuery) {
    if let gate, state.withLock({ $0.read.isEmpty }) { gate.wait() }
    state.withLock {
      $0.read.append(envelope.testCaseStarted.map { "started \($0.id)" } ?? "finished")
      $0.startedInIndex.append(query.testCasesStarted.count)
    }
  }
}

@Suite("A run's messages handed to a thread behind the steps")
struct MessageHandOffTests {
  static func attempt(_ id: String) -> MessageQuery.FinishedAttempt {
    let time = Messages.Timestamp(seconds: 0, nanos: 0)
    let started = Messages.TestCaseStarted(attempt: 0, id: id, testCaseId: "case \(id)", timestamp: time)
    var attempt = MessageQuery.FinishedAttempt(started: started, testSteps: [])
    attempt.finish(at: time, willBeRetried: false)
    return attempt
  }

  @Test(
    "batches are indexed and read in the order handed, each message once the index holds it; finish gives the index back"
  )
  func inOrder() {
    let reader = RecordingReader()
    let handOff = MessageHandOff(MessageQuery([], keepingEnvelopes: true), reader: reader)
    for id in 1...200 { handOff.hand(Self.attempt("\(id)")) }
    let query = handOff.finish()
    #expect(query.envelopes.compactMap(\.testCaseStarted).map(\.id) == (1...200).map(String.init))
    #expect(reader.read.filter { $0.hasPrefix("started") } == (1...200).map { "started \($0)" })
    // Read with the index that holds it: the n-th attempt's messages are read with n starts indexed.
    #expect(reader.startedInIndex.enumerated().allSatisfy { $0.element == $0.offset / 2 + 1 })
  }

  @Test("single messages and attempts are indexed and read in the order handed, however they mix")
  func messagesAndAttempts() {
    let reader = RecordingReader()
    let handOff = MessageHandOff(MessageQuery([], keepingEnvelopes: true), reader: reader, wakeAt: 3)
    let time = Messages.Timestamp(seconds: 0, nanos: 0)
    for id in 1...50 {
      handOff.hand(Messages.Envelope(Messages.TestRunStarted(timestamp: time, id: "run \(id)")))
      handOff.hand(Self.attempt("\(id)"))
    }
    let query = handOff.finish()
    let kinds = query.envelopes.map { $0.testRunStarted?.id ?? $0.testCaseStarted.map { "started \($0.id)" } ?? "-" }
    #expect(kinds == (1...50).flatMap { ["run \($0)", "started \($0)", "-"] })
    #expect(reader.read.count == 150)
    // The n-th attempt's messages are read with n starts indexed, the message before it with n - 1.
    #expect(reader.startedInIndex == (1...50).flatMap { [$0 - 1, $0, $0] })
  }

  @Test("a reader that cannot keep up holds back the hand after `bound` waiting batches, until it reads again")
  func bounded() async throws {
    let gate = DispatchSemaphore(value: 0)
    let reader = RecordingReader(gate: gate)
    let handOff = MessageHandOff(MessageQuery([]), reader: reader, bound: 3)
    let hands = AttemptsHanded(to: handOff, count: 5)
    // The reader waits at the first message: three batches find room, the fourth waits for it.
    try await Task.sleep(for: .milliseconds(300))
    #expect(hands.returned == 3)
    gate.signal()
    hands.done.wait()
    #expect(hands.returned == 5)
    #expect(handOff.finish().testCasesStarted.count == 5)
  }

  @Test("messages the thread makes are read in their turn, and batches handed behind them wait without room")
  func madeMessages() async throws {
    let gate = DispatchSemaphore(value: 0)
    let reader = RecordingReader(gate: gate)
    let handOff = MessageHandOff(MessageQuery([], keepingEnvelopes: true), reader: reader, bound: 3)
    let time = Messages.Timestamp(seconds: 0, nanos: 0)
    handOff.hand(count: 10) { Messages.Envelope(Messages.TestRunStarted(timestamp: time, id: "made \($0)")) }
    let hands = AttemptsHanded(to: handOff, count: 5)
    // The reader waits at the first made message: all five attempts wait behind it, without room.
    try await Task.sleep(for: .milliseconds(300))
    #expect(hands.returned == 5)
    gate.signal()
    hands.done.wait()
    let query = handOff.finish()
    let kinds = query.envelopes.map { $0.testRunStarted?.id ?? $0.testCaseStarted.map { "started \($0.id)" } ?? "-" }
    #expect(kinds == (0..<10).map { "made \($0)" } + (1...5).flatMap { ["started \($0)", "-"] })
  }
}

/// Hands attempts "1" to "\(count)" to a hand-off from a thread of its own, counting the hands
/// that returned; `done` is signalled after the last.
final class AttemptsHanded: Sendable {
  private let handsReturned = Atomic(0)
  let done = DispatchSemaphore(value: 0)

  var returned: Int { handsReturned.load(ordering: .sequentiallyConsistent) }

  init(to handOff: MessageHandOff, count: Int) {
    Thread.detachNewThread { [self] in
      for id in 1...count {
        handOff.hand(MessageHandOffTests.attempt("\(id)"))
        handsReturned.add(1, ordering: .sequentiallyConsistent)
      }
      done.signal()
    }
  }
}
