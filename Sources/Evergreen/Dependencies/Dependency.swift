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
/// The value is read each time the property is used, so it follows the store's dependencies and
/// any `withDependencies` around the code that uses it.
@propertyWrapper
public struct Dependency<Value: Sendable>: Sendable {
  private let keyPath: KeyPath<DependencyValues, Value> & Sendable
  private let site: ReportedIssue

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

  public var wrappedValue: Value {
    DependencyValues.$readingSite.withValue(site) {
      DependencyValues.current[keyPath: keyPath]
    }
  }
}
