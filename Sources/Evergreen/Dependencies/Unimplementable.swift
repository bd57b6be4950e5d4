/// A value type that can stand in for a dependency a test did not override, without doing anything
/// live. A ``DependencyKey`` whose value adopts it may declare only `liveValue`: reading it in a
/// test fails the test where it is read and returns ``unimplemented`` instead.
///
/// ```swift
/// struct AnalyticsClient: Sendable, Unimplementable {
///   var track: @Sendable (String) async -> Void
///   static let unimplemented = AnalyticsClient { _ in }
/// }
/// ```
///
/// The reading already failed the test, so the placeholder's endpoints only need to be harmless;
/// they may also report an issue themselves to name the endpoint that was called.
public protocol Unimplementable: Sendable {
  /// A value that does nothing live.
  static var unimplemented: Self { get }
}
