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
///   static let testValue = NumberFactClient(fetch: unimplemented("NumberFactClient.fetch"))
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
/// ## A test never runs live code
///
/// A test must say what every dependency it uses does, so the live value is never handed to a
/// test. A key gets its test value in one of two ways:
///
/// - it declares `testValue` itself (usually a value whose endpoints report an issue when called);
/// - or it declares only `liveValue`, and its value type adopts ``Unimplementable``. Then reading the
///   dependency in a test **fails the test at the reading site** (the `@Dependency` property that
///   read it) and hands out the type's ``Unimplementable/unimplemented`` placeholder; the live value
///   is not even built.
///
/// A key with neither does not compile ("type does not conform to protocol 'DependencyKey'",
/// missing `testValue`): no runtime fallback could return a value of an arbitrary type without
/// running live code, so the mistake is caught before any test runs.
///
/// ```swift
/// extension NumberFactClient: Unimplementable {
///   static let unimplemented = NumberFactClient { _ in "" }
/// }
/// extension NumberFactClient: DependencyKey {
///   static let liveValue = NumberFactClient { number in … }   // tests fail where it is read
/// }
/// ```
public protocol DependencyKey<Value> {
  associatedtype Value: Sendable = Self
  /// The value used when the app runs.
  static var liveValue: Value { get }
  /// The value used in tests. Declare it, or let the value type adopt ``Unimplementable``.
  static var testValue: Value { get }
  /// The value used in previews. Defaults to `liveValue`.
  static var previewValue: Value { get }
}

extension DependencyKey {
  public static var previewValue: Value { liveValue }
}

extension DependencyKey where Value: Unimplementable {
  /// Fails the test at the reading site, then hands out the placeholder: never the live value.
  public static var testValue: Value {
    DependencyValues.reportMissingTestValue(for: Self.self)
    return Value.unimplemented
  }
}
