import Synchronization

/// Values made once per test (by Swift Testing test identity), for test values of dependencies that
/// must be shared within one test and fresh in the next.
enum PerTest {
  private static let values = Mutex<[String: any Sendable]>([:])

  /// The value for the test `identity` (or for everything outside Swift Testing, when `nil`).
  static func storage<Value: Sendable>(for identity: String?, make: () -> Value) -> Value {
    let key = "\(Value.self)|\(identity ?? "")"
    return values.withLock { values in
      if let value = values[key] as? Value { return value }
      let value = make()
      values[key] = value
      return value
    }
  }
}
