import Evergreen

/// The points history, newest first, a page at a time.
///
/// - On appear, the first page loads (once: coming back keeps the pages shown).
/// - "もっと見る" (`loadMore`) appends the next page; it does nothing while a page is loading
///   (so a page is never loaded twice) or after the last page.
/// - A page that fails to load shows a readable error and keeps the pages shown; `loadMore`
///   tries the same page again.
public struct PointHistoryFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var transactions: [PointTransaction]
    public var isLoading: Bool
    /// The number of the last page shown (0 before the first).
    public var loadedPages: Int
    /// Whether a later page exists.
    public var hasMore: Bool
    /// Why the last page could not be loaded.
    public var errorMessage: String?

    public init(
      transactions: [PointTransaction] = [], isLoading: Bool = false, loadedPages: Int = 0, hasMore: Bool = true,
      errorMessage: String? = nil
    ) {
      self.transactions = transactions
      self.isLoading = isLoading
      self.loadedPages = loadedPages
      self.hasMore = hasMore
      self.errorMessage = errorMessage
    }
  }

  public enum Action: Sendable {
    case onAppear
    case loadMore
    case pageLoaded(Result<PointHistoryPage, any Error>)
  }

  @Dependency(\.pointClient) var pointClient

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        guard state.loadedPages == 0 else { return .none }
        return loadNextPage(&state)

      case .loadMore:
        return loadNextPage(&state)

      case .pageLoaded(.success(let page)):
        state.isLoading = false
        guard page.number == state.loadedPages + 1 else { return .none }
        state.transactions += page.transactions
        state.loadedPages = page.number
        state.hasMore = page.hasMore
        return .none

      case .pageLoaded(.failure(let error)):
        state.isLoading = false
        state.errorMessage = "ポイント履歴を読み込めませんでした。\(error)"
        return .none
      }
    }
  }

  private func loadNextPage(_ state: inout State) -> Effect<Action> {
    guard !state.isLoading, state.hasMore else { return .none }
    state.isLoading = true
    state.errorMessage = nil
    return .run { [page = state.loadedPages + 1, pointClient] send in
      await send(.pageLoaded(Result { try await pointClient.fetchHistory(page) }))
    }
  }
}
