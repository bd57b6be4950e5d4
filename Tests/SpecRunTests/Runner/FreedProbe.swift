import Foundation
import Synchronization

/// Where and whether a ``FreedProbe`` was freed.
final class FreeingRecord: Sendable {
  private let state = Mutex<(freed: Bool, onThread: pthread_t?)>((false, nil))

  var freed: Bool { state.withLock { $0.freed } }

  /// Whether it was freed on a thread other than the one asking.
  var freedOnAnotherThread: Bool {
    state.withLock { state in state.onThread.map { pthread_equal($0, pthread_self()) == 0 } ?? false }
  }

  func noteFreed() { state.withLock { $0 = (true, pthread_self()) } }
}

/// Notes in its record when (and on which thread) it is freed.
final class FreedProbe: Sendable {
  let record: FreeingRecord
  init(_ record: FreeingRecord) { self.record = record }
  deinit { record.noteFreed() }
}
