import EvergreenReporting

/// Keeps a shared value in memory for as long as the app runs: `@Shared(.inMemory("balance"))`.
///
/// The values live in ``DependencyValues/defaultInMemoryStorage``, which is fresh in every test.
public struct InMemoryKey<Value: Sendable>: SharedKey {
  /// The name every `@Shared` of this value uses.
  public let name: String
  public let storage: SharedStorage

  /// Creates a key for the in-memory value called `name`.
  public init(_ name: String) {
    self.name = name
    self.storage = DependencyValues.current.defaultInMemoryStorage
  }

  public var id: String { name }
  public func load() -> Value? { nil }
  public func save(_ value: Value) {}
  public var description: String { "inMemory(\(name.debugDescription))" }
}

extension SharedKey {
  /// A value kept in memory under `name`: `@Shared(.inMemory("balance")) var balance = 0`.
  public static func inMemory<Value>(_ name: String) -> Self where Self == InMemoryKey<Value> {
    InMemoryKey(name)
  }
}

private enum InMemoryStorageKey: DependencyKey {
  static let liveValue = SharedStorage()
  static var testValue: SharedStorage { PerTest.storage(for: currentTestIdentity) { SharedStorage() } }
}

extension DependencyValues {
  /// Where `.inMemory` shared values live: one storage in the app, a fresh one for each test (for each
  /// Swift Testing test; one for the whole run under XCTest). Set it to share values between tests
  /// on purpose.
  public var defaultInMemoryStorage: SharedStorage {
    get { self[InMemoryStorageKey.self] }
    set { self[InMemoryStorageKey.self] = newValue }
  }
}
