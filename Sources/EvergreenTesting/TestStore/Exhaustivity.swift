/// How much a `TestStore` insists on being told.
///
/// ```swift
/// store.exhaustivity = .off                                  // integration tests: assert what matters
/// store.exhaustivity = .off(showSkippedAssertions: true)     // …and list what was not asserted
/// ```
public enum Exhaustivity: Equatable, Sendable {
  /// Every state change must be asserted, every action fed back by an effect received, and every
  /// effect finished or cancelled by the end of the test. The default.
  case on
  /// Assert only what you want: unasserted state changes, unreceived actions and running effects
  /// are not failures. With `showSkippedAssertions`, each skipped item is listed as a note: a known
  /// issue in Swift Testing (the test still passes), a line on standard output elsewhere, and
  /// always in ``TestStore/skippedAssertions``.
  case off(showSkippedAssertions: Bool)

  /// Non-exhaustive, skipping silently.
  public static let off = Self.off(showSkippedAssertions: false)
}
