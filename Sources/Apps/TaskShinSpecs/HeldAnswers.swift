import Synchronization

/// Answers that wait for the scenario: while ``isHolding``, every request that asks ``wait()`` is
/// held until a step releases it (「サーバーが応答する」, 「AIが答える」), so the scenario can say what
/// the child sees while waiting (a task being sent, a profile being saved, a hint being thought
/// of) before it says what the answer brings. A request ended while held (the scenario ends it)
/// stops waiting.
///
/// ```swift
/// let server = HeldAnswers()
/// server.isHolding = true
/// $0.firebaseService.saveProfile = { profile in await server.wait(); try await save(profile) }
/// // a When step:
/// while server.releaseOldest() { await store.absorbReceived() }   // one answer at a time
/// ```
final class HeldAnswers: Sendable {
  private struct State {
    var isHolding = false
    var nextID = 0
    var waiting: [Int: CheckedContinuation<Void, Never>] = [:]
  }

  private let state = Mutex(State())

  /// Whether requests wait to be released; when not, they go on at once.
  var isHolding: Bool {
    get { state.withLock { $0.isHolding } }
    set { state.withLock { $0.isHolding = newValue } }
  }

  /// How many requests are held now.
  var waitingCount: Int { state.withLock { $0.waiting.count } }

  /// Waits until released (at once when not holding, or when the request was ended).
  func wait() async {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let goesOn = state.withLock { state in
          guard state.isHolding, !Task.isCancelled else { return true }
          state.waiting[id] = continuation
          return false
        }
        if goesOn { continuation.resume() }
      }
    } onCancel: {
      state.withLock { $0.waiting.removeValue(forKey: id) }?.resume()
    }
  }

  /// Lets the oldest held request go on; false when none is held.
  func releaseOldest() -> Bool {
    let oldest = state.withLock { state in
      state.waiting.keys.min().flatMap { state.waiting.removeValue(forKey: $0) }
    }
    oldest?.resume()
    return oldest != nil
  }

  /// Lets every held request go on, oldest first; returns how many there were.
  @discardableResult
  func releaseAll() -> Int {
    let waiting = state.withLock { state in
      defer { state.waiting.removeAll() }
      return state.waiting.sorted { $0.key < $1.key }.map(\.value)
    }
    for continuation in waiting { continuation.resume() }
    return waiting.count
  }
}
