/// A read-only ``Shared`` value: a feature that shows shared state and must not change it.
///
/// ```swift
/// struct Header: Reducer {
///   struct State: Equatable {
///     @SharedReader(.inMemory("balance")) var balance = PointAmount.zero
///   }
/// }
/// let header = Header.State(balance: SharedReader(parent.$balance))   // the parent's value, read-only
/// ```
@propertyWrapper
public struct SharedReader<Value: Sendable>: Sendable {
  /// The shared value read.
  @_spi(Harness) public let shared: Shared<Value>

  /// The value kept under `key` (or `wrappedValue` when nothing is kept yet), read-only.
  public init(
    wrappedValue: @autoclosure () -> Value, _ key: some SharedKey<Value>,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) {
    shared = Shared(wrappedValue: wrappedValue(), key, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A read-only view of `shared`.
  public init(_ shared: Shared<Value>) { self.shared = shared }

  /// The current value.
  public var wrappedValue: Value { shared.wrappedValue }

  /// The reader itself, so `$value` passes it on.
  public var projectedValue: Self { self }
}

extension SharedReader: Equatable where Value: Equatable {}

extension SharedReader: CustomStringConvertible {
  public var description: String { "\(wrappedValue)" }
}
