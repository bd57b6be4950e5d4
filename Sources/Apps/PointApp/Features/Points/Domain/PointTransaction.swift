import Foundation

/// One entry of the points ledger: points credited, why, and when.
///
/// ```swift
/// PointTransaction(id: PointTransactionID(1), amount: try PointAmount(150),
///                  reason: .surveyAnswered(title: "お菓子の好みについて"), occurredAt: date.now)
/// ```
public struct PointTransaction: Identifiable, Hashable, Sendable, Codable {
  /// Why points were credited.
  public enum Reason: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A survey was answered.
    case surveyAnswered(title: String)
    /// A daily mission was completed.
    case missionCompleted(title: String)

    /// The line the history shows.
    public var description: String {
      switch self {
      case .surveyAnswered(let title): "アンケート回答「\(title)」"
      case .missionCompleted(let title): "ミッション達成「\(title)」"
      }
    }
  }

  public let id: PointTransactionID
  public let amount: PointAmount
  public let reason: Reason
  public let occurredAt: Date

  public init(id: PointTransactionID, amount: PointAmount, reason: Reason, occurredAt: Date) {
    self.id = id
    self.amount = amount
    self.reason = reason
    self.occurredAt = occurredAt
  }
}

/// The identity of a ledger entry: its position in the ledger, from 1.
public struct PointTransactionID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  public let value: Int
  public init(_ value: Int) { self.value = value }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.value < rhs.value }
  public var description: String { "#\(value)" }
}
