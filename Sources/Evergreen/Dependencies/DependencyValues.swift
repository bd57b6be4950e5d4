import EvergreenReporting
import Synchronization

/// The dependencies a reducer or effect can read with ``Dependency``. Values live in a task-local
/// container: ``withDependencies(_:operation:)`` overrides them for everything the operation runs,
/// including tasks it starts; a `Store` captures them when it is created and re-applies them to its
/// reducer and effects.
public struct DependencyValues: Sendable {
  /// The values in effect for the current task; change them with `withDependencies`.
  @TaskLocal public static var current = DependencyValues()

  /// Where values come from when nothing overrides them. Unless set, it is detected where a value
  /// is read (``DependencyContext/detected``): `.test` under Swift Testing or XCTest, else `.live`.
  public var context: DependencyContext {
    get { chosenContext ?? .detected }
    set { chosenContext = newValue }
  }

  private var chosenContext: DependencyContext?
  private var storage: [ObjectIdentifier: any Sendable] = [:]
  /// Set while overrides are being written (see ``changing(_:)``): reading a default value then only
  /// serves to change part of it (`$0.searchClient.search = { … }`), so it is not a use.
  private var isBeingChanged = false

  /// Dependencies with no overrides, for the context detected where they are read.
  public init() {}

  /// Dependencies with no overrides, for `context`.
  public init(context: DependencyContext) {
    self.chosenContext = context
  }

  /// The value for `key`: an override if one was set, otherwise the key's value for ``context``.
  ///
  /// ```swift
  /// withDependencies { $0[SearchClient.self] = SearchClient { _ in [] } } operation: { … }
  /// ```
  public subscript<Key: TestDependencyKey>(key: Key.Type) -> Key.Value {
    get {
      if let value = storage[ObjectIdentifier(key)] as? Key.Value { return value }
      guard isBeingChanged else { return DefaultValues.shared.value(for: key, context: context) }
      return Self.$isOverriding.withValue(true) { DefaultValues.shared.value(for: key, context: context) }
    }
    set {
      storage[ObjectIdentifier(key)] = newValue
    }
  }

  /// Whether `key` was given a value of its own (by `withDependencies` or a test store).
  ///
  /// ```swift
  /// store.dependencies.isOverridden(SearchClient.self)   // true after `$0[SearchClient.self] = …`
  /// ```
  public func isOverridden<Key: TestDependencyKey>(_ key: Key.Type) -> Bool {
    storage[ObjectIdentifier(key)] != nil
  }

  /// Runs `update` on these values as the overrides of `withDependencies`, a store's
  /// `withDependencies:` or a test's `store.dependencies.…` are written: a test value read only to
  /// change one of its parts (`$0.searchClient.search = { … }`) is not a use of the dependency, so
  /// it does not fail the test.
  public mutating func changing<Result>(_ update: (inout Self) throws -> Result) rethrows -> Result {
    let wasBeingChanged = isBeingChanged
    isBeingChanged = true
    defer { isBeingChanged = wasBeingChanged }
    return try update(&self)
  }

  /// ``changing(_:)`` for a caller that cannot wrap the change in a closure (a `_modify` accessor
  /// yielding the values): call ``endChanging()`` after the change.
  @_spi(Harness) public mutating func beginChanging() { isBeingChanged = true }

  /// Ends what ``beginChanging()`` began.
  @_spi(Harness) public mutating func endChanging() { isBeingChanged = false }

  /// Whether a default value is being read to override part of it (see ``changing(_:)``). Test
  /// values that fail when read check it.
  @TaskLocal static var isOverriding = false

  /// The place in the user's code reading a dependency, so a missing test value fails there.
  @TaskLocal static var readingSite: ReportedIssue?

  /// The `@Dependency` property being read, or else the caller's place (a dependency read straight
  /// from `DependencyValues.current` has no place in the user's code).
  static func currentReadingSite(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) -> ReportedIssue {
    readingSite ?? ReportedIssue(calledFrom: fileID, filePath, line, column)
  }

  /// Reports that the app read a key that declares no live value, at the reading site.
  static func reportMissingLiveValue<Key: TestDependencyKey>(for key: Key.Type) {
    var issue = currentReadingSite()
    let key = readableTypeName(Key.self)
    issue.message = """
      The dependency '\(key)' has no live value, but was read outside tests: it got its test value \
      instead.

      Conform '\(key)' to DependencyKey with a 'liveValue' in a module the app links, for example:
        extension \(key): DependencyKey { static let liveValue = … }
      """
    reportIssue(issue)
  }

  static func reportMissingTestValue<Key: DependencyKey>(for key: Key.Type) {
    guard !isOverriding else { return }
    var issue = currentReadingSite()
    let key = readableTypeName(Key.self)
    let override = readingSite.flatMap(dependencyPropertyName(readAt:)).map { "$0.\($0)" } ?? "$0[\(key).self]"
    issue.message = """
      The dependency '\(key)' has no test value, but was read in a test. Its live value was \
      not used: the test got '\(readableTypeName(Key.Value.self)).unimplemented' instead.

      Override it where the test creates its store, for example:
        TestStore(initialState: …) { … } withDependencies: { \(override) = … }
      or give '\(key)' a 'testValue' that fails loudly for each endpoint.
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

  func value<Key: TestDependencyKey>(for key: Key.Type, context: DependencyContext) -> Key.Value {
    let cacheKey = CacheKey(key: ObjectIdentifier(key), context: context)
    if let cached = cache.withLock({ $0[cacheKey] }) as? Key.Value { return cached }
    let value: Key.Value
    switch context {
    case .live:
      guard let live = Self.liveValue(of: key) else {
        // Not cached: a missing live value must be reported at every reading site.
        DependencyValues.reportMissingLiveValue(for: key)
        return Key.testValue
      }
      value = live
    case .test: value = Key.testValue
    case .preview: value = Key.previewValue
    }
    // A test value is read afresh each time: a missing one must fail at every reading site.
    if context != .test {
      cache.withLock { $0[cacheKey] = value }
    }
    return value
  }

  /// The live value of a key that is a ``DependencyKey``; `nil` for a ``TestDependencyKey`` alone.
  private static func liveValue<Key: TestDependencyKey>(of key: Key.Type) -> Key.Value? {
    guard let liveKey = key as? any DependencyKey.Type else { return nil }
    func live<Live: DependencyKey>(_ key: Live.Type) -> any Sendable { Live.liveValue }
    return live(liveKey) as? Key.Value
  }
}
