import Foundation
import Synchronization
import Testing

@testable import SpecRun

/// Where and whether a ``FreedProbe`` was freed.
private final class FreeingRecord: Sendable {
  private let state = Mutex<(freed: Bool, onThread: pthread_t?)>((false, nil))

  var freed: Bool { state.withLock { $0.freed } }

  /// Whether it was freed on a thread other than the one asking.
  var freedOnAnotherThread: Bool {
    state.withLock { state in state.onThread.map { pthread_equal($0, pthread_self()) == 0 } ?? false }
  }

  func noteFreed() { state.withLock { $0 = (true, pthread_self()) } }
}

/// Notes in its record when (and on which thread) it is freed.
private final class FreedProbe: Sendable {
  let record: FreeingRecord
  init(_ record: FreeingRecord) { self.record = record }
  deinit { record.noteFreed() }
}

@Suite("What a finished run leaves behind, freed on a thread of its own")
struct ReleasedBehindTests {
  @Test("a value handed over is freed on another thread, and waiting returns once it is freed")
  func handedOverValueIsFreedBehind() {
    let record = FreeingRecord()
    ReleasedBehind.release(FreedProbe(record))
    ReleasedBehind.waitUntilReleased()
    #expect(record.freed)
    #expect(record.freedOnAnotherThread)
  }

  @Test("a held value is freed behind once the last copy of its holder is gone, not before")
  func heldValueIsFreedBehindWithItsLastHolder() {
    let record = FreeingRecord()
    var first: ReleasedBehind.Held<FreedProbe>? = ReleasedBehind.Held(FreedProbe(record))
    var second = first
    first = nil
    ReleasedBehind.waitUntilReleased()
    #expect(!record.freed)
    #expect(second?.value.record === record)
    second = nil
    ReleasedBehind.waitUntilReleased()
    #expect(record.freed)
    #expect(record.freedOnAnotherThread)
  }

  @Test("every held value is freed behind, however soon the release thread gets to it")
  func heldValuesAreFreedBehindEveryTime() {
    let records = (0..<200).map { _ in FreeingRecord() }
    for record in records {
      _ = ReleasedBehind.Held(FreedProbe(record))
    }
    ReleasedBehind.waitUntilReleased()
    #expect(records.allSatisfy { $0.freed })
    #expect(records.allSatisfy { $0.freedOnAnotherThread })
  }

  @Test("a value handed over is freed behind every time, however soon the release thread gets to it")
  func handedOverValuesAreFreedBehindEveryTime() {
    let records = (0..<200).map { _ in FreeingRecord() }
    for record in records {
      ReleasedBehind.release(FreedProbe(record))
    }
    ReleasedBehind.waitUntilReleased()
    #expect(records.allSatisfy { $0.freed })
    #expect(records.allSatisfy { $0.freedOnAnotherThread })
  }
}
