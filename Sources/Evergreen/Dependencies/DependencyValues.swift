import EvergreenReporting
import Synchronization

/// The dependencies a reducer or effect can read with ``Dependency``. Values live in a task-local
/// container: ``withDependencies(_:operation:)`` overrides them for everything the operation runs,
/// including tasks it starts; a `Store` captures them when it is created and re-applies them to its
/// reducer and effects.
public struct DependencyValues: Sendable {
  @TaskLocal public static var current = DependencyValues()

  /// Where values come from when nothing overrides them. Unless set, it is detected where a value
  /// is read (``DependencyContext/detected``): `.test` under Swift Testing or XCTest, else `.live`.
  public var context: DependencyContext {
    get { chosenContext ?? .detected }
    set { chosenContext = newValue }
  }

  private var chosenContext: DependencyContext?
  private var storage: [ObjectIdentifier: any Sendable] = [:]

  /// Dependencies with no overrides, for the context detected where they are read.
  public init() {}

  /// Dependencies with no overrides, for `context`.
  public init(context: DependencyContext) {
    self.chosenContext = context
  }

  /// The value for `key`: an override if one was set, otherwise the key's value for ``context``.
  public subscript<Key: DependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
      return DefaultValues.shared.value(for: key, context: context)
    }
    set {
      storage[ObjectIdentifier(key)] = newValue
    }
  }

  /// Whether `key` was given a value of its own (by `withDependencies` or a test store).
  public func isOverridden<Key: DependencyKey>(_ key: Key.Type) -> Bool {
    storage[ObjectIdentifier(key)] != nil
  }

  /// The place in the user's code reading a dependency, so a missing test value fails there.
  @TaskLocal static var readingSite: ReportedIssue?

  static func reportMissingTestValue<Key: DependencyKey>(for key: Key.Type) {
    var issue =
      readingSite
      ?? ReportedIssue(message: "", fileID: "Evergreen", filePath: "Evergreen", line: 0, column: 0)
    issue.message = """
      The dependency '\(Key.self)' has no test value, but was read in a test. Its live value was \
      not used: the test got '\(Key.Value.self).unimplemented' instead.

      Override it where the test creates its store, for example:
        TestStore(initialState: …) { … } withDependencies: { $0[\(Key.self).self] = … }
      or give '\(Key.self)' a 'testValue' that fails loudly for each endpoint.
      """
    reportIssue(issue)
  }
}

/// Caches each key's live and preview values, so a `static var` that builds a value runs once.
private final class DefaultValues: Sendable {
  static let shared = DefaultValues()
  private struct CacheKey: Hashable {
    let key: ObjectIdentifier
    let context: DependencyContext
  }
  private let cache = Mutex<[CacheKey: any Sendable]>([:])

  func value<Key: DependencyKey>(for key: Key.Type, context: DependencyContext) -> Key.Value {
    let cacheKey = CacheKey(key: ObjectIdentifier(key), context: context)
    if let cached = cache.withLock({ $0[cacheKey] }) as? Key.Value { return cached }
    let value: Key.Value
    switch context {
    case .live: value = Key.liveValue
    case .test: value = Key.testValue
    case .preview: value = Key.previewValue
    }
    // A test value is read afresh each time: a missing one must fail at every reading site.
    if context != .test {
      cache.withLock { $0[cacheKey] = value }
    }
    return value
  }
}
