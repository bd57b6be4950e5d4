import Foundation

/// The points the user holds: the sum of the ledger.
///
/// ```swift
/// let balance = PointBalance(transactions: ledger)
/// balance.available        // 350pt
/// balance.toYen()          // 35
/// ```
public struct PointBalance: Hashable, Sendable {
  /// The points that can be used.
  public let available: PointAmount

  /// A balance of `available` points.
  public init(available: PointAmount) { self.available = available }

  /// The balance a ledger adds up to.
  public init(transactions: [PointTransaction]) {
    self.available = transactions.reduce(.zero) { $0.adding($1.amount) }
  }

  /// No points.
  public static let empty = PointBalance(available: .zero)

  /// What the balance is worth in yen.
  public func toYen() -> Decimal { available.toYen() }

  /// The balance after `amount` more points.
  public func credited(_ amount: PointAmount) -> PointBalance { PointBalance(available: available.adding(amount)) }
}
