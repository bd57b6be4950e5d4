import Evergreen
import EvergreenReporting
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
      fetchPins: {
        throw UnimplementedEndpoint.report("fetchPins", override: "$0.apiClient.fetchPins = { [Pin(id: 1, title: \"テスト\")] }")
      },
      setFavorite: { id, isFavorite in
        throw UnimplementedEndpoint.report(
          "setFavorite", calledWith: "(\(id), \(isFavorite))",
          override: "$0.apiClient.setFavorite = { id, isFavorite in Pin(id: id, title: \"テスト\", isFavorite: isFavorite) }")
      },
      deletePin: { id in
        throw UnimplementedEndpoint.report("deletePin", calledWith: "(\(id))", override: "$0.apiClient.deletePin = { _ in }")
      })
  }
}

/// The error an endpoint of ``APIClient/testValue`` throws after failing the test.
public struct UnimplementedEndpoint: LocalizedError, Equatable, CustomStringConvertible {
  /// The endpoint that was called (`fetchPins`).
  public let endpoint: String

  public init(endpoint: String) { self.endpoint = endpoint }

  public var description: String { "APIClient.\(endpoint) は、このテストでは用意されていません。" }
  public var errorDescription: String? { description }

  /// Fails the test, naming `endpoint` and how to override it, and returns the error to throw.
  static func report(_ endpoint: String, calledWith arguments: String = "()", override example: String) -> Self {
    reportIssue(
      """
      APIClient.\(endpoint)\(arguments) was called in a test that did not override it.
      Set it where the test creates its store:
        withDependencies: { \(example) }
      """)
    return UnimplementedEndpoint(endpoint: endpoint)
  }
}
