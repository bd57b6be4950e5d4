import Evergreen
import Foundation

extension APIClient: DependencyKey {
  /// The pins in `pins.json` in the app's own folder on the device (see
  /// ``PinFileStore/defaultFolder``).
  public static let liveValue = APIClient(store: PinFileStore(folder: PinFileStore.defaultFolder))

  /// Sample pins in memory, changed as the preview is used and forgotten afterwards: ``mock``.
  public static var previewValue: APIClient { .mock }

  /// Every endpoint fails the test, naming itself and saying how to override it, then throws.
  /// Override the endpoints a test uses: `$0.apiClient.fetchPins = { [Pin(id: 1, title: "テスト")] }`.
  public static var testValue: APIClient {
    APIClient(
      fetchPins: unimplemented("APIClient.fetchPins"),
      setFavorite: unimplemented("APIClient.setFavorite"),
      deletePin: unimplemented("APIClient.deletePin"))
  }
}

extension APIClient {
  /// The seed's mock client: the sample pins (``Pin/samples``) in memory, answered at once, each
  /// value with pins of its own that change as the test or preview uses them.
  ///
  /// ```swift
  /// let store = TestStore(initialState: PinListReducer.State()) { PinListReducer() } withDependencies: {
  ///   $0.apiClient = .mock  // モック実装に差し替え
  /// }
  /// ```
  public static var mock: APIClient { APIClient(store: PinMemoryStore(pins: Pin.samples)) }
}
