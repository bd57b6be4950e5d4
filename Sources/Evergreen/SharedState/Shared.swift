import EvergreenReporting

/// State several features share: one value behind every `@Shared` property with the same key, so a
/// change made by one feature is seen by all, and (with a file key) kept across launches.
///
/// ```swift
/// struct Dashboard: Reducer {
///   struct State: Equatable {
///     @Shared(.inMemory("balance")) var balance = PointAmount.zero
///   }
///   …
///   case .surveyCompleted(let points):
///     state.$balance.withLock { $0 += points }     // every feature holding "balance" sees it
/// }
///
/// struct Settings: Equatable {
///   @Shared(.fileStorage(.documentsDirectory.appending(path: "settings.json"))) var settings = Settings()
/// }
/// ```
///
/// Read it as a plain property; change it with `$value.withLock { … }`, which changes the one
/// shared value under a lock. In a test, a `TestStore` checks shared state like any other: a
/// change must be asserted, `await store.send(.add(3)) { $0.$total.withLock { $0 = 3 } }`.
/// In-memory values start afresh in each test, and file keys write to an in-memory file system
/// unless the test sets `$0.defaultFileStorage = .fileSystem`.
@propertyWrapper
public struct Shared<Value: Sendable>: Sendable {
  let reference: SharedReference<Value>

  /// The value kept under `key`: the stored one when there is one, else `wrappedValue` (which then
  /// becomes the shared value). A stored value that cannot be read is reported here.
  public init(
    wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    reference = key.storage.reference(for: key) {
      do {
        if let stored = try key.load() { return SharedReference(key: key, value: stored) }
      } catch {
        reportIssue("\(error)", fileID: fileID, filePath: filePath, line: line, column: column)
      }
      return SharedReference(key: key, value: wrappedValue())
    }
  }

  /// A shared value of its own, kept by no key: share it by handing `$value` to other features.
  public init(value: Value) {
    reference = SharedReference(key: UnkeyedSharedKey<Value>(), value: value)
  }

  /// The shared value.
  public var wrappedValue: Value {
    if let tracker = SharedChangeTracker.current, tracker.isAsserting,
      let asserted = tracker.assertedValue(of: reference)
    {
      return asserted
    }
    return reference.current
  }

  /// `$value`: the shared value itself, to change it (`withLock`) or hand it to a child feature.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// Changes the shared value under its lock and saves it through its key.
  ///
  /// ```swift
  /// state.$balance.withLock { $0 += points }
  /// ```
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    if let tracker = SharedChangeTracker.current, tracker.isAsserting {
      return try tracker.changeAsserted(reference, body)
    }
    return try reference.change(body)
  }

  /// A read-only view of the same value.
  public var reader: SharedReader<Value> { SharedReader(self) }

  /// What it is kept under: `inMemory("balance")`.
  public var keyDescription: String { reference.key.description }

  /// The value a diff shows: on the expected side of a `TestStore`'s comparison, what the test
  /// asserted; otherwise the live value.
  @_spi(Harness) public func value(asExpected: Bool) -> Value {
    if asExpected, let asserted = SharedChangeTracker.current?.assertedValue(of: reference) { return asserted }
    return reference.current
  }
}

extension Shared: Equatable where Value: Equatable {
  /// Two shared values are equal when their values are. (In a `TestStore`'s comparison of the
  /// expected and actual state, one shared value compares what the test asserted with what it holds.)
  public static func == (lhs: Self, rhs: Self) -> Bool {
    if lhs.reference === rhs.reference {
      guard let tracker = SharedChangeTracker.current, tracker.isComparing,
        let asserted = tracker.assertedValue(of: lhs.reference)
      else { return true }
      return asserted == lhs.reference.current
    }
    return lhs.wrappedValue == rhs.wrappedValue
  }
}

extension Shared: CustomStringConvertible {
  public var description: String { "\(wrappedValue)" }
}

/// The key of a `Shared(value:)`: kept by nothing but the values that hold it.
struct UnkeyedSharedKey<Value: Sendable>: SharedKey {
  var id: String { "" }
  var storage: SharedStorage { SharedStorage() }
  func load() -> Value? { nil }
  func save(_ value: Value) {}
  var description: String { "Shared(value:)" }
}
