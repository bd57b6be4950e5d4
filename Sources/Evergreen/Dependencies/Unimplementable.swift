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
/// The reading already failed the test, so the placeholder's endpoints only need to be harmless.
/// Make them `unimplemented(_:)` to name the endpoint that was called:
/// a test that overrides one endpoint (`$0.analytics.track = { … }`) keeps the placeholder's others,
/// and calling one of those then fails the test naming it.
///
/// ```swift
/// static let unimplemented = AnalyticsClient(track: Evergreen.unimplemented("AnalyticsClient.track"))
/// ```
public protocol Unimplementable: Sendable {
  /// A value that does nothing live.
  static var unimplemented: Self { get }
}
