import Foundation

/// Tells the current date. Features read it as a dependency so that tests fix "now":
///
/// ```swift
/// @Dependency(\.date) var date
/// …
/// let expired = survey.deadline < date.now
///
/// // In a test:
/// withDependencies: { $0.date = .constant(Date(timeIntervalSince1970: 1_700_000_000)) }
/// withDependencies: { $0.date.now = Date(timeIntervalSince1970: 1_700_000_000) }   // the same
/// ```
///
/// In the app it is `Date()`. In a test that does not set it, reading it reports an issue (and then
/// answers 1 January 1970).
public struct DateGenerator: Sendable {
  private var generate: @Sendable () -> Date

  /// A generator that calls `generate` for each reading.
  public init(_ generate: @escaping @Sendable () -> Date) { self.generate = generate }

  /// The current date. Setting it fixes the date: every later reading gives `newValue`.
  public var now: Date {
    get { generate() }
    set { generate = { newValue } }
  }

  /// The current date.
  public func callAsFunction() -> Date { generate() }

  /// The system's date: `Date()`.
  public static let live = DateGenerator { Date() }

  /// Always `date`.
  public static func constant(_ date: Date) -> Self { Self { date } }
}

private enum DateGeneratorKey: DependencyKey {
  static let liveValue = DateGenerator.live
  static var testValue: DateGenerator {
    reportUnsetBuiltInDependency(
      "date", type: DateGenerator.self, suggestion: ".constant(Date(timeIntervalSince1970: …))")
    return .constant(Date(timeIntervalSince1970: 0))
  }
}

extension DependencyValues {
  /// Tells the current date. See ``DateGenerator``.
  public var date: DateGenerator {
    get { self[DateGeneratorKey.self] }
    set { self[DateGeneratorKey.self] = newValue }
  }
}
