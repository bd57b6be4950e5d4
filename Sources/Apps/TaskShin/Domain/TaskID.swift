/// The identifier of a ``TaskItem``. Tests and scenarios write it as a string literal:
///
/// ```swift
/// let id: TaskID = "hamigaki"
/// store.send(.completeTask("hamigaki"))
/// ```
public struct TaskID: Hashable, Comparable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  public let rawValue: String

  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { self.rawValue = value }

  public var description: String { rawValue }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
