import Evergreen
import Foundation

extension APIClient: DependencyKey {
  /// The pins in `pins.json` in the app's own folder on the device (see
  /// ``PinFileStore/defaultFolder``).
  public static let liveValue = APIClient(store: PinFileStore(folder: PinFileStore.defaultFolder))

  /// Sample pins in memory, changed as the preview is used and forgotten afterwards.
  public static var previewValue: APIClient { APIClient(store: PinMemoryStore(pins: Pin.samples)) }

  /// Every endpoint fails the test, naming itself and saying how to override it, then throws.
  /// Override the endpoints a test uses: `$0.apiClient.fetchPins = { [Pin(id: 1, title: "テスト")] }`.
  public static var testValue: APIClient {
    APIClient(
      fetchPins: unimplemented("APIClient.fetchPins"),
      setFavorite: unimplemented("APIClient.setFavorite"),
      deletePin: unimplemented("APIClient.deletePin"))
  }
}
