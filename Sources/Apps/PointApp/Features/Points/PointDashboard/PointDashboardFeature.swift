import Evergreen
import Foundation

/// The points the user holds and what they are worth in yen.
///
/// - On appear and on "更新", the balance loads; loading is shown meanwhile, and a reload while
///   loading replaces the first request.
/// - When points were credited elsewhere in the app (`balanceChanged`), the balance reloads
///   quietly: the balance shown stays, without a loading indicator, until the new one arrives.
/// - A failure ends loading and shows a readable error; the balance shown stays.
public struct PointDashboardFeature: Reducer {
  public struct State: Equatable, Sendable {
    /// The balance, once loaded.
    public var balance: PointBalance?
    public var isLoading: Bool
    /// Why the balance could not be loaded.
    public var errorMessage: String?

    public init(balance: PointBalance? = nil, isLoading: Bool = false, errorMessage: String? = nil) {
      self.balance = balance
      self.isLoading = isLoading
      self.errorMessage = errorMessage
    }

    /// What the balance is worth in yen, once loaded.
    public var yen: Decimal? { balance?.toYen() }
  }

  public enum Action: Sendable {
    case onAppear
    case refreshTapped
    /// A parent credited points: reload the balance without showing loading.
    case balanceChanged
    case balanceLoaded(Result<PointBalance, any Error>)
  }

  enum CancelID: Hashable, Sendable { case load }

  @Dependency(\.pointClient) var pointClient

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear, .refreshTapped:
        state.isLoading = true
        state.errorMessage = nil
        return .run { [pointClient] send in
          await send(.balanceLoaded(Result { try await pointClient.fetchBalance() }))
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)

      case .balanceChanged:
        return .run { [pointClient] send in
          await send(.balanceLoaded(Result { try await pointClient.fetchBalance() }))
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)

      case .balanceLoaded(.success(let balance)):
        state.isLoading = false
        state.balance = balance
        return .none

      case .balanceLoaded(.failure(let error)):
        state.isLoading = false
        state.errorMessage = "ポイント残高を読み込めませんでした。\(error)"
        return .none
      }
    }
  }
}
