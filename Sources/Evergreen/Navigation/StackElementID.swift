/// The identifier of a screen on a navigation stack. Each ``StackState`` numbers the screens pushed
/// onto it 0, 1, 2, … so that tests can name them: `.path(.element(id: 0, action: …))`.
public struct StackElementID: Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral,
  CustomStringConvertible
{
  /// The number of the push that created the screen, counted per stack from 0.
  public let generation: Int

  /// The identifier of the screen made by push number `generation`.
  public init(generation: Int) { self.generation = generation }
  public init(integerLiteral value: Int) { self.generation = value }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.generation < rhs.generation }
  public var description: String { "#\(generation)" }
}
