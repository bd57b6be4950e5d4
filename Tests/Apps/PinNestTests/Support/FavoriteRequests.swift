import PinNest
import Synchronization

/// A fake ``APIClient/setFavorite`` that saves into a pin it keeps, and remembers what it was asked.
///
/// ```swift
/// let saving = FavoriteRequests(saving: .swiftArticle)
/// withDependencies: { $0.apiClient.setFavorite = saving.endpoint }
/// saving.requests   // [(1, true)]
/// ```
nonisolated final class FavoriteRequests: Sendable {
  private let state: Mutex<(pin: Pin, requests: [Request])>

  struct Request: Equatable {
    let id: Pin.ID
    let isFavorite: Bool
  }

  init(saving pin: Pin) { self.state = Mutex((pin, [])) }

  /// What the endpoint was asked, in order.
  var requests: [Request] { state.withLock { $0.requests } }

  /// The endpoint: records the request and returns the pin with the favourite saved.
  var endpoint: @Sendable (Pin.ID, Bool) async throws -> Pin {
    { id, isFavorite in
      self.state.withLock { state in
        state.requests.append(Request(id: id, isFavorite: isFavorite))
        state.pin.isFavorite = isFavorite
        return state.pin
      }
    }
  }
}
