/// Declares a dependency: the value used in the app (`liveValue`), in tests (`testValue`) and in
/// previews (`previewValue`).
///
/// ```swift
/// struct NumberFactClient: Sendable {
///   var fetch: @Sendable (Int) async throws -> String
/// }
///
/// extension NumberFactClient: DependencyKey {
///   static let liveValue = NumberFactClient { number in … }
///   static let testValue = NumberFactClient { _ in
///     reportIssue("NumberFactClient.fetch is not implemented in this test; override it")
///     return ""
///   }
/// }
///
/// extension DependencyValues {
///   var numberFact: NumberFactClient {
///     get { self[NumberFactClient.self] }
///     set { self[NumberFactClient.self] = newValue }
///   }
/// }
/// ```
///
/// A key may declare only `liveValue`. Reading such a dependency in a test fails the test at the
/// reading site: tests must say what every dependency does.
public protocol DependencyKey<Value> {
  associatedtype Value: Sendable = Self
  /// The value used when the app runs.
  static var liveValue: Value { get }
  /// The value used in tests. Defaults to a failure at the reading site.
  static var testValue: Value { get }
  /// The value used in previews. Defaults to `liveValue`.
  static var previewValue: Value { get }
}

extension DependencyKey {
  public static var previewValue: Value { liveValue }

  public static var testValue: Value {
    DependencyValues.reportMissingTestValue(for: Self.self)
    return previewValue
  }
}
