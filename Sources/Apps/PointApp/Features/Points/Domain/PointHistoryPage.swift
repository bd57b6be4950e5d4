/// One page of the points history, newest first.
///
/// ```swift
/// let page = try await pointClient.fetchHistory(1)
/// page.transactions    // up to PointHistoryPage.size entries
/// page.hasMore         // whether page 2 exists
/// ```
public struct PointHistoryPage: Hashable, Sendable {
  /// How many entries a page holds.
  public static let size = 20

  /// The page's number, from 1.
  public let number: Int
  public let transactions: [PointTransaction]
  /// Whether a later page exists.
  public let hasMore: Bool

  public init(number: Int, transactions: [PointTransaction], hasMore: Bool) {
    self.number = number
    self.transactions = transactions
    self.hasMore = hasMore
  }
}
