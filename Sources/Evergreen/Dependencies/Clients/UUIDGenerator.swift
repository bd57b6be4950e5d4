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
/// withDependencies: { $0.uuid = .incrementing }   // 00000000-0000-0000-0000-000000000000, …0001, …
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

  /// UUIDs counting up from 00000000-0000-0000-0000-000000000000 in their last digits. Each use of
  /// `.incrementing` starts its own count.
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

extension UUID {
  /// The UUID whose last 12 hexadecimal digits are `number`: `UUID(counting: 1)` is
  /// 00000000-0000-0000-0000-000000000001. Handy to write the ids `.incrementing` makes.
  public init(counting number: UInt64) {
    func byte(_ shift: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: number >> shift) }
    self.init(
      uuid: (
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        byte(40), byte(32), byte(24), byte(16), byte(8), byte(0)
      ))
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
