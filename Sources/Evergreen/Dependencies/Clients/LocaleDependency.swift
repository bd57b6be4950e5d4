import Foundation

/// The locale text and numbers are formatted in: the user's in the app, `en_US_POSIX` in tests and
/// previews, so formatted text does not depend on the machine.
private enum LocaleKey: DependencyKey {
  static let liveValue = Locale.autoupdatingCurrent
  static var testValue: Locale { posix }
  static var previewValue: Locale { posix }
  static let posix = Locale(identifier: "en_US_POSIX")
}

extension DependencyValues {
  /// The locale: `@Dependency(\.locale) var locale`. `en_US_POSIX` in tests; override with
  /// `$0.locale = Locale(identifier: "ja_JP")`.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }
}
