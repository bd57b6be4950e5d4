import EvergreenReporting

/// Reads a dependency from the current ``DependencyValues``.
///
/// ```swift
/// struct Counter: Reducer {
///   @Dependency(\.numberFact) var numberFact
///   @Dependency(\.continuousClock) var clock
///   …
/// }
/// ```
///
/// A client that is its own key (see ``TestDependencyKey``) is read by its type, and overridden
/// with `$0[SearchClient.self] = …`:
///
/// ```swift
/// @Dependency(SearchClient.self) var searchClient
/// ```
///
/// The value is read each time the property is used, so it follows the store's dependencies and
/// any `withDependencies` around the code that uses it.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable
  private let site: ReportedIssue

  /// Reads the dependency at `keyPath` of ``DependencyValues``: `@Dependency(\.uuid) var uuid`.
  public init(
    _ keyPath: KeyPath<DependencyValues, Value> & Sendable,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.keyPath = keyPath
    self.site = ReportedIssue(calledFrom: fileID, filePath, line, column)
  }

  /// Reads the dependency whose key is `key`, usually the client type itself:
  /// `@Dependency(SearchClient.self) var searchClient`.
  public init<Key: TestDependencyKey>(
    _ key: Key.Type,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Key.Value == Value {
    self.keyPath = \DependencyValues.[typeKey: TypeKey<Key>()]
    self.site = ReportedIssue(calledFrom: fileID, filePath, line, column)
  }

  /// The dependency's current value.
  public var wrappedValue: Value {
    DependencyValues.$readingSite.withValue(site) {
      DependencyValues.current[keyPath: keyPath]
    }
  }
}

/// A key type as a hashable key path index, so `@Dependency(SearchClient.self)` reads through a key
/// path like `@Dependency(\.searchClient)`.
struct TypeKey<Key: TestDependencyKey>: Hashable, Sendable {}

extension DependencyValues {
  subscript<Key: TestDependencyKey>(typeKey _: TypeKey<Key>) -> Key.Value { self[Key.self] }
}
