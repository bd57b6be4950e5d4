import Foundation
import Synchronization

/// Makes UUIDs. Features read it as a dependency so that tests can predict every id:
///
/// ```swift
/// @Dependency(\.uuid) var uuid
/// …
/// let contact = Contact(id: uuid(), name: "")
///
/// // In a test:
/// withDependencies: { $0.uuid = .incrementing }   // UUID(0), UUID(1), …
/// await store.send(.addTapped) { $0.contacts = [Contact(id: UUID(0), name: "")] }
/// ```
///
/// In the app it is `UUID()`. In a test that does not set it, reading it reports an issue (and then
/// makes random UUIDs).
public struct UUIDGenerator: Sendable {
  private let generate: @Sendable () -> UUID

  /// A generator that calls `generate` for each UUID.
  public init(_ generate: @escaping @Sendable () -> UUID) { self.generate = generate }

  /// The next UUID.
  public func callAsFunction() -> UUID { generate() }

  /// Random UUIDs: `UUID()`.
  public static let live = UUIDGenerator { UUID() }

  /// Always `uuid`.
  public static func constant(_ uuid: UUID) -> Self { Self { uuid } }

  /// UUIDs counting up in their last digits: `UUID(0)` (00000000-0000-0000-0000-000000000000),
  /// `UUID(1)`, `UUID(2)`, … Each use of `.incrementing` starts its own count.
  public static var incrementing: Self {
    let counter = Mutex<UInt64>(0)
    return Self {
      let next = counter.withLock { value in
        defer { value += 1 }
        return value
      }
      return UUID(counting: next)
    }
  }
}

private enum UUIDGeneratorKey: DependencyKey {
  static let liveValue = UUIDGenerator.live
  static var testValue: UUIDGenerator {
    reportUnsetBuiltInDependency("uuid", type: UUIDGenerator.self, suggestion: ".incrementing")
    return .live
  }
}

extension DependencyValues {
  /// Makes UUIDs. See ``UUIDGenerator``.
  public var uuid: UUIDGenerator {
    get { self[UUIDGeneratorKey.self] }
    set { self[UUIDGeneratorKey.self] = newValue }
  }
}
