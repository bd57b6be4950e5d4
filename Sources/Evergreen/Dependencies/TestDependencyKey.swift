/// A dependency known by its test value alone: what a client's interface module declares, so
/// that features and their tests build without the live implementation. ``DependencyKey`` refines
/// it with the live value, usually in the module that builds the app.
///
/// ```swift
/// // SearchClientInterface
/// struct SearchClient: Sendable {
///   var search: @Sendable (String) async throws -> [SearchResult]
/// }
/// extension SearchClient: TestDependencyKey {
///   static let testValue = SearchClient(search: unimplemented("SearchClient.search"))
/// }
///
/// // A feature reads it by its type:
/// @Dependency(SearchClient.self) var searchClient
/// ```
///
/// In previews it gives ``previewValue``, which defaults to ``testValue``. Read in the app while
/// no module declares a live value, it reports an issue and gives the test value.
public protocol TestDependencyKey<Value> {
  /// The dependency's type; the key itself when the client is its own key.
  associatedtype Value: Sendable = Self
  /// The value used in tests: usually one whose endpoints report an issue when called.
  static var testValue: Value { get }
  /// The value used in previews. Defaults to ``testValue`` (to ``DependencyKey/liveValue`` for a
  /// ``DependencyKey``).
  static var previewValue: Value { get }
}

extension TestDependencyKey {
  /// Previews use the test value unless the key says otherwise.
  public static var previewValue: Value { testValue }
}
