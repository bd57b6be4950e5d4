import Foundation

/// An amount of points: never negative. Ten points are worth one yen.
///
/// ```swift
/// let reward = try PointAmount(150)
/// reward.toYen()                            // 15
/// reward.adding(try PointAmount(50))        // 200 points
/// try PointAmount(-1)                       // throws PointAmountError.negativeValue
/// ```
public struct PointAmount: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The number of points.
  public let value: Int

  /// No points.
  public static let zero = try! PointAmount(0)

  /// `value` points; throws ``PointAmountError/negativeValue`` when `value` is below zero.
  public init(_ value: Int) throws(PointAmountError) {
    guard value >= 0 else { throw .negativeValue }
    self.value = value
  }

  /// What the points are worth in yen (ten points make one yen).
  public func toYen() -> Decimal { Decimal(value) / 10 }

  /// The sum of both amounts.
  public func adding(_ other: PointAmount) -> PointAmount { try! PointAmount(value + other.value) }

  public static func < (lhs: PointAmount, rhs: PointAmount) -> Bool { lhs.value < rhs.value }

  /// "150pt".
  public var description: String { "\(value)pt" }
}

/// Why a number is not an amount of points.
public enum PointAmountError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Points cannot be negative.
  case negativeValue

  public var description: String {
    switch self {
    case .negativeValue: "ポイントは0以上で指定してください。"
    }
  }
}

extension PointAmount: Codable {
  /// Decodes the number of points, refusing a negative one as ``init(_:)`` does.
  public init(from decoder: any Decoder) throws {
    try self.init(decoder.singleValueContainer().decode(Int.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(value)
  }
}
