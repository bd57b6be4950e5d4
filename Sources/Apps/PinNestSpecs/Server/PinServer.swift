import Foundation
import PinNest
import SpecRun
import Synchronization

/// The server at the edge of the app, played by the scenario: it keeps the pins the scenario gives
/// it, and answers each request only when a step says so ("サーバーが応答する"), so what the user
/// sees while waiting can be described. While it is down, the answer is an error. (A fake at the
/// boundary; the app's own code runs for real, and the pins are kept by a ``PinMemoryStore``.)
final class PinServer: Sendable {
  private struct State {
    var isDown = false
    var waiting: [Int: CheckedContinuation<Void, any Error>] = [:]
    var nextRequest = 0
  }

  private let saved = PinMemoryStore()
  private let state = Mutex(State())

  /// The pins the server keeps now.
  var pins: [Pin] { (try? saved.pins()) ?? [] }

  /// Keeps `pin`, replacing a pin with the same id.
  func keep(_ pin: Pin) throws { try saved.save(pin) }

  /// The id the next new pin gets: one more than the highest so far.
  var nextID: Pin.ID { (pins.map(\.id).max() ?? 0) + 1 }

  /// The pin titled `title`; fails the step when the server has none.
  func pin(titled title: String) throws -> Pin {
    guard let pin = pins.first(where: { $0.title == title }) else {
      throw StepFailure("サーバーに「\(title)」というピンはありません。保存されているのは \(pins.map(\.title)) です。")
    }
    return pin
  }

  func goDown() { state.withLock { $0.isDown = true } }
  func comeBack() { state.withLock { $0.isDown = false } }

  /// The client the app uses in the scenario: every endpoint waits for ``answer()``.
  var client: APIClient {
    APIClient(
      fetchPins: {
        try await self.awaitAnswer()
        return try self.saved.pins()
      },
      setFavorite: { id, isFavorite in
        try await self.awaitAnswer()
        return try self.saved.setFavorite(id, isFavorite)
      },
      deletePin: { id in
        try await self.awaitAnswer()
        try self.saved.deletePin(id)
      })
  }

  /// Answers the oldest waiting request: it goes ahead, or fails while the server is down.
  func answer() throws {
    let (request, isDown) = state.withLock { state in
      (state.waiting.keys.min().flatMap { state.waiting.removeValue(forKey: $0) }, state.isDown)
    }
    guard let request else {
      throw StepFailure("サーバーへの問い合わせはありません。先に画面で何かしてください。")
    }
    if isDown {
      request.resume(throwing: ServerDown())
    } else {
      request.resume()
    }
  }

  private func awaitAnswer() async throws {
    let id = state.withLock { state in
      defer { state.nextRequest += 1 }
      return state.nextRequest
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = state.withLock { state in
          guard !Task.isCancelled else { return true }
          state.waiting[id] = continuation
          return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      state.withLock { $0.waiting.removeValue(forKey: id) }?.resume(throwing: CancellationError())
    }
  }
}

/// What the app hears while the server is down.
struct ServerDown: LocalizedError {
  var errorDescription: String? { "サーバーに接続できません。" }
}
