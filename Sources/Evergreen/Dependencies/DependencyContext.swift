/// Where dependency values come from when nothing overrides them.
public enum DependencyContext: String, Sendable {
  /// The app: `liveValue`.
  case live
  /// Tests: `testValue`. Chosen automatically when running under Swift Testing or XCTest.
  case test
  /// Previews: `previewValue`.
  case preview
}
