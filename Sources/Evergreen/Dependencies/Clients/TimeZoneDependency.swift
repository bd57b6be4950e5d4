import Foundation

/// The time zone dates are shown and compared in: the user's in the app, UTC in tests and previews.
private enum TimeZoneKey: DependencyKey {
  static let liveValue = TimeZone.autoupdatingCurrent
  static var testValue: TimeZone { utc }
  static var previewValue: TimeZone { utc }
  static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current
}

extension DependencyValues {
  /// The time zone: `@Dependency(\.timeZone) var timeZone`. UTC in tests; override with
  /// `$0.timeZone = TimeZone(identifier: "Asia/Tokyo")!`.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }
}
