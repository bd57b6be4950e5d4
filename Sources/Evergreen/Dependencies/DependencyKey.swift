/// Declares a dependency: the value used in the app (`liveValue`), in tests (`testValue`) and in
/// previews (`previewValue`, by default the live value). It refines ``TestDependencyKey``, which
/// declares the test value alone.
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
/// A client that is its own key can also be read and overridden by its type, without a
/// `DependencyValues` property, as in the Composable Architecture:
///
/// ```swift
/// @Dependency(NumberFactClient.self) var numberFact
/// …
/// TestStore(initialState: …) { … } withDependencies: { $0[NumberFactClient.self].fetch = { "\($0)" } }
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
public protocol DependencyKey<Value>: TestDependencyKey {
  /// The dependency's type; the key itself when the client is its own key. (Restated so that it
  /// is inferred from `liveValue` too.)
  associatedtype Value: Sendable = Self
  /// The value used when the app runs.
  static var liveValue: Value { get }
}

extension DependencyKey {
  /// Previews use the live value unless the key says otherwise.
  public static var previewValue: Value { liveValue }
}

extension DependencyKey where Value: Unimplementable {
  /// Fails the test at the reading site, then hands out the placeholder: never the live value.
  public static var testValue: Value {
    DependencyValues.reportMissingTestValue(for: Self.self)
    return Value.unimplemented
  }
}
