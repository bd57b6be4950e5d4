import Foundation
import PinNest
import SpecRun
import Synchronization

/// The server at the edge of the app, played by the scenario: it keeps the pins the scenario gives
/// it, and answers each request only when a step says so ("サーバーが応答する"), so what the user
/// sees while waiting can be described. While it is down, the answer is an error. (A fake at the
/// boundary; the app's own code runs for real, and the pins are kept by a ``PinMemoryStore``.)
final class PinServer: Sendable {
  /// What the app asks the server.
  enum Endpoint: String, Sendable {
    case fetchPins, setFavorite, deletePin
  }

  /// An answer the server gave: to which request, and whether it went ahead or failed.
  struct Answer: Equatable, Sendable {
    let endpoint: Endpoint
    let succeeded: Bool
  }

  private struct State {
    var isDown = false
    var waiting: [Int: (endpoint: Endpoint, continuation: CheckedContinuation<Void, any Error>)] = [:]
    var nextRequest = 0
    /// The answers given that no step has described yet, oldest first.
    var answers: [Answer] = []
  }

  private let saved = PinMemoryStore()
  private let state = Mutex(State())

  /// The pins the server keeps now.
  var pins: [Pin] { saved.pins() }

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
        try await self.awaitAnswer(.fetchPins)
        return self.saved.pins()
      },
      setFavorite: { id, isFavorite in
        try await self.awaitAnswer(.setFavorite)
        return try self.saved.setFavorite(id, isFavorite)
      },
      deletePin: { id in
        try await self.awaitAnswer(.deletePin)
        try self.saved.deletePin(id)
      })
  }

  /// Answers the oldest waiting request: it goes ahead, or fails while the server is down. The
  /// answer is kept until a step describes what it did (``takeAnswer(to:succeeded:)``).
  func answer() throws {
    let (request, isDown) = state.withLock { state in
      let request = state.waiting.keys.min().flatMap { state.waiting.removeValue(forKey: $0) }
      if let request { state.answers.append(Answer(endpoint: request.endpoint, succeeded: !state.isDown)) }
      return (request, state.isDown)
    }
    guard let request else {
      throw StepFailure("サーバーへの問い合わせはありません。先に画面で何かしてください。")
    }
    if isDown {
      request.continuation.resume(throwing: ServerDown())
    } else {
      request.continuation.resume()
    }
  }

  /// Whether the server answered a request to `endpoint` that no step has described yet, with
  /// success or failure as `succeeded` says: if so, the answer counts as described from now on,
  /// and the step must describe the app's response to it.
  func takeAnswer(to endpoint: Endpoint, succeeded: Bool) -> Bool {
    state.withLock { state in
      guard let index = state.answers.firstIndex(where: { $0.endpoint == endpoint }),
        state.answers[index].succeeded == succeeded
      else { return false }
      state.answers.remove(at: index)
      return true
    }
  }

  private func awaitAnswer(_ endpoint: Endpoint) async throws {
    let id = state.withLock { state in
      defer { state.nextRequest += 1 }
      return state.nextRequest
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = state.withLock { state in
          guard !Task.isCancelled else { return true }
          state.waiting[id] = (endpoint, continuation)
          return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      state.withLock { $0.waiting.removeValue(forKey: id) }?.continuation.resume(throwing: CancellationError())
    }
  }
}

/// What the app hears while the server is down.
struct ServerDown: LocalizedError {
  var errorDescription: String? { "サーバーに接続できません。" }
}
