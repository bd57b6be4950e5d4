import Evergreen

/// The list of saved pins, newest first.
///
/// - On appear it loads the pins through ``APIClient/fetchPins``: loading shows while they come,
///   then the list, newest first.
/// - A failure ends loading and shows a readable reason (``State/errorMessage``); "retry" loads
///   again.
/// - A refresh reloads while the list stays on screen; a failed refresh keeps the list too.
/// - A list with nothing in it says so (``State/emptyMessage``).
/// - Tapping a pin (`pinTapped`) is for the parent: ``AppReducer`` presents its details.
///
/// ```swift
/// let store = Store(initialState: PinListReducer.State()) { PinListReducer() }
/// store.send(.onAppear)
/// ```
public struct PinListReducer: Reducer {
  public struct State: Equatable, Sendable {
    /// The pins on screen, newest first.
    public var pins: [Pin]
    /// Whether pins are being loaded (the first time, on retry, or on refresh).
    public var isLoading: Bool
    /// Why the last load failed, for the user; shown with a retry button.
    public var errorMessage: String?

    public init(pins: [Pin] = [], isLoading: Bool = false, errorMessage: String? = nil) {
      self.pins = pins
      self.isLoading = isLoading
      self.errorMessage = errorMessage
    }

    /// What the screen says when there is nothing to list: set while no pin is shown, nothing is
    /// loading and no error is shown.
    public var emptyMessage: String? {
      pins.isEmpty && !isLoading && errorMessage == nil ? PinListReducer.emptyListMessage : nil
    }
  }

  public enum Action: Sendable {
    /// The list came on screen.
    case onAppear
    /// The user pulled the list down to reload it.
    case refresh
    /// The user tapped "retry" under the error.
    case retryButtonTapped
    /// The pins arrived, or why they could not be loaded.
    case fetchPinsResponse(Result<[Pin], Error>)
    /// The user tapped a pin.
    case pinTapped(Pin)
  }

  /// What an empty list says.
  public static let emptyListMessage = "保存したピンはまだありません。"

  /// What the user reads when the pins could not be loaded, before the reason.
  public static let loadFailedMessage = "ピンを読み込めませんでした。"

  enum CancelID: Hashable, Sendable { case fetch }

  @Dependency(\.apiClient) var apiClient

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear, .refresh, .retryButtonTapped:
        state.isLoading = true
        state.errorMessage = nil
        return .run { [apiClient] send in
          await send(.fetchPinsResponse(Result { try await apiClient.fetchPins() }))
        }
        .cancellable(id: CancelID.fetch, cancelInFlight: true)

      case .fetchPinsResponse(.success(let pins)):
        state.isLoading = false
        state.pins = pins.newestFirst()
        return .none

      case .fetchPinsResponse(.failure(let error)):
        state.isLoading = false
        state.errorMessage = Self.loadFailedMessage + error.localizedDescription
        return .none

      case .pinTapped:
        return .none
      }
    }
  }
}
