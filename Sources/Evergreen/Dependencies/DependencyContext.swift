import EvergreenReporting

#if canImport(Foundation)
  import Foundation
#endif

/// Where dependency values come from when nothing overrides them.
///
/// ```swift
/// // A preview: every dependency not overridden uses its previewValue.
/// let store = withDependencies { $0.context = .preview } operation: {
///   Store(initialState: Counter.State()) { Counter() }
/// }
/// ```
public enum DependencyContext: String, Sendable {
  /// The app: `liveValue`.
  case live
  /// Tests: `testValue`. Chosen automatically when running under Swift Testing or XCTest.
  case test
  /// Previews: `previewValue`.
  case preview

  /// The context of the code running now: ``test`` inside Swift Testing or XCTest (in the test's
  /// own tasks, and anywhere in a test runner process), ``live`` otherwise.
  public static var detected: DependencyContext {
    isRunningTests || ProcessMarks.isTestProcess ? .test : .live
  }
}

/// Signs, besides the executable's name, that the process runs tests.
private enum ProcessMarks {
  static let isTestProcess: Bool = {
    let arguments = CommandLine.arguments
    // `swift test` on Apple platforms runs Swift Testing through a helper.
    if arguments.first?.hasSuffix("swiftpm-testing-helper") == true { return true }
    if arguments.contains("--testing-library") { return true }
    #if canImport(Foundation)
      // Xcode sets these for test hosts (an app running its unit tests).
      let environment = ProcessInfo.processInfo.environment
      if environment["XCTestConfigurationFilePath"] != nil || environment["XCTestBundlePath"] != nil
        || environment["XCTestSessionIdentifier"] != nil
      {
        return true
      }
    #endif
    return false
  }()
}
