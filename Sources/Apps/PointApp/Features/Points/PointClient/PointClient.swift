import Evergreen

/// The points ledger at the app's edge: the balance, the history page by page, and crediting
/// points with a reason.
///
/// ```swift
/// @Dependency(\.pointClient) var pointClient
/// try await pointClient.addPoints(reward, .surveyAnswered(title: survey.title))
///
/// // In a test:
/// withDependencies: { $0.pointClient.addPoints = { _, _ in } }
/// ```
public struct PointClient: Sendable {
  public var fetchBalance: @Sendable () async throws -> PointBalance
  /// Page `n` (from 1) of the history, newest first.
  public var fetchHistory: @Sendable (Int) async throws -> PointHistoryPage
  public var addPoints: @Sendable (PointAmount, PointTransaction.Reason) async throws -> Void

  public init(
    fetchBalance: @escaping @Sendable () async throws -> PointBalance,
    fetchHistory: @escaping @Sendable (Int) async throws -> PointHistoryPage,
    addPoints: @escaping @Sendable (PointAmount, PointTransaction.Reason) async throws -> Void
  ) {
    self.fetchBalance = fetchBalance
    self.fetchHistory = fetchHistory
    self.addPoints = addPoints
  }

  /// A client keeping its ledger in `backend`.
  public static func inMemory(_ backend: PointAppBackend) -> PointClient {
    PointClient(
      fetchBalance: { try backend.balance() },
      fetchHistory: { page in try backend.history(page: page) },
      addPoints: { amount, reason in try backend.credit(amount, for: reason) })
  }
}

extension PointClient: DependencyKey {
  /// The in-memory ledger shared with ``SurveyClient``.
  public static let liveValue = PointClient.inMemory(.shared)

  /// The previews' backend (``PointAppBackend/preview``): the sample surveys, in memory, answering
  /// at once.
  public static let previewValue = PointClient.inMemory(.preview)

  /// Every endpoint fails the test, naming itself, until the test overrides it.
  public static let testValue = PointClient(
    fetchBalance: unimplemented("PointClient.fetchBalance"),
    fetchHistory: unimplemented("PointClient.fetchHistory"),
    // Spelled as the non-throwing endpoint: for a throwing endpoint returning Void both overloads fit.
    addPoints: unimplemented("PointClient.addPoints")
  )
}

extension DependencyValues {
  /// The points ledger. See ``PointClient``.
  public var pointClient: PointClient {
    get { self[PointClient.self] }
    set { self[PointClient.self] = newValue }
  }
}
