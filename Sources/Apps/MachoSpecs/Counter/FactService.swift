import Macho
import Synchronization

/// The number-fact service at the edge of the app, played by the scenario: it knows the facts the
/// scenario gives it and answers only when a step says so, so "asking again while loading" can be
/// replayed exactly. (A fake at the boundary; the app's own code runs for real.)
final class FactService: Sendable {
  private struct Request {
    let number: Int
    let continuation: CheckedContinuation<String, any Error>
  }

  private struct State {
    var facts: [Int: String] = [:]
    var isDown = false
    var waiting: [Int: Request] = [:]
    var nextRequest = 0
    var requestCount = 0
  }

  private let state = Mutex(State())

  func know(_ fact: String, about number: Int) { state.withLock { $0.facts[number] = fact } }
  func goDown() { state.withLock { $0.isDown = true } }

  /// How many times the app asked.
  var requestCount: Int { state.withLock { $0.requestCount } }
  /// Requests the app made that were neither answered nor cancelled.
  var waitingCount: Int { state.withLock { $0.waiting.count } }

  /// The client the app uses in the scenario.
  var client: NumberFactClient {
    NumberFactClient { number in try await self.ask(about: number) }
  }

  private func ask(about number: Int) async throws -> String {
    let id = state.withLock { state in
      state.requestCount += 1
      defer { state.nextRequest += 1 }
      return state.nextRequest
    }
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let cancelled = state.withLock { state in
          guard !Task.isCancelled else { return true }
          state.waiting[id] = Request(number: number, continuation: continuation)
          return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      state.withLock { $0.waiting.removeValue(forKey: id) }?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Answers the oldest waiting request: its fact, or an error when the service is down.
  func answer() throws {
    let (request, isDown, fact) = state.withLock { state -> (Request?, Bool, String?) in
      guard let id = state.waiting.keys.min(), let request = state.waiting.removeValue(forKey: id) else {
        return (nil, false, nil)
      }
      return (request, state.isDown, state.facts[request.number])
    }
    guard let request else {
      throw ScenarioSetupError("No request to the fact service is waiting; ask for a fact first.")
    }
    if isDown {
      request.continuation.resume(throwing: FactServiceDown())
    } else if let fact {
      request.continuation.resume(returning: fact)
    } else {
      request.continuation.resume(
        throwing: ScenarioSetupError("The scenario did not say what the fact about \(request.number) is."))
    }
  }
}

/// The error the app sees when the fact service is unavailable.
struct FactServiceDown: Error, CustomStringConvertible {
  var description: String { "The fact service is unavailable." }
}

/// A scenario that asks for something it did not set up.
struct ScenarioSetupError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
