import Evergreen

/// Where the app's pins live: the features read and change them only through this client.
///
/// ```swift
/// @Dependency(\.apiClient) var apiClient
/// let pins = try await apiClient.fetchPins()
/// let saved = try await apiClient.setFavorite(pin.id, true)
/// try await apiClient.deletePin(pin.id)
/// ```
///
/// The live value keeps the pins in a JSON file on the device (``PinFileStore``); the preview value,
/// the seed's ``mock``, holds sample pins in memory (``PinMemoryStore``); the test value fails the
/// test, naming the endpoint, for every endpoint a test did not override:
///
/// ```swift
/// TestStore(initialState: PinListReducer.State()) { PinListReducer() } withDependencies: {
///   $0.apiClient.fetchPins = { [Pin(id: 1, title: "テスト")] }
/// }
/// ```
public struct APIClient: Sendable {
  /// Every saved pin, in no particular order.
  public var fetchPins: @Sendable () async throws -> [Pin]
  /// Marks the pin with this id as a favourite or not; returns the pin as saved.
  public var setFavorite: @Sendable (_ id: Pin.ID, _ isFavorite: Bool) async throws -> Pin
  /// Deletes the pin with this id.
  public var deletePin: @Sendable (_ id: Pin.ID) async throws -> Void

  public init(
    fetchPins: @escaping @Sendable () async throws -> [Pin],
    setFavorite: @escaping @Sendable (_ id: Pin.ID, _ isFavorite: Bool) async throws -> Pin,
    deletePin: @escaping @Sendable (_ id: Pin.ID) async throws -> Void
  ) {
    self.fetchPins = fetchPins
    self.setFavorite = setFavorite
    self.deletePin = deletePin
  }

  /// A client whose pins live in `store`.
  public init(store: some PinStore) {
    self.init(
      fetchPins: { try store.pins() },
      setFavorite: { id, isFavorite in try store.setFavorite(id, isFavorite) },
      deletePin: { id in try store.deletePin(id) })
  }
}

extension DependencyValues {
  /// The client the features read and change pins through. See ``APIClient``.
  public var apiClient: APIClient {
    get { self[APIClient.self] }
    set { self[APIClient.self] = newValue }
  }
}
