import Evergreen

/// The details of one pin.
///
/// - The favourite button toggles at once; the change is saved through
///   ``APIClient/setFavorite``. Once saved, the parent hears of it (`.delegate(.pinUpdated)`); if
///   saving fails, the pin is put back as it was and ``State/errorMessage`` says why.
/// - "Delete" asks for confirmation with an alert. Confirming deletes the pin through
///   ``APIClient/deletePin`` (``State/isDeleting`` meanwhile), tells the parent
///   (`.delegate(.pinDeleted)`) and dismisses the screen; if deleting fails, the screen stays and
///   says why. Cancelling only closes the alert.
///
/// ```swift
/// let store = Store(initialState: PinDetailReducer.State(pin: pin)) { PinDetailReducer() }
/// store.send(.favoriteButtonTapped)
/// ```
public struct PinDetailReducer: Reducer {
  public struct State: Equatable, Sendable, Identifiable {
    /// The pin on screen, with the favourite as the user last set it.
    public var pin: Pin
    /// Why the last change could not be saved, for the user.
    public var errorMessage: String?
    /// Whether the pin is being deleted (the user confirmed and the answer has not come yet).
    public var isDeleting: Bool
    /// The delete confirmation, while it is asked.
    @Presents public var alert: AlertState<Action.Alert>?

    /// The screen is the pin's: it stays the same screen while the pin changes.
    public var id: Pin.ID { pin.id }

    public init(pin: Pin, errorMessage: String? = nil, isDeleting: Bool = false, alert: AlertState<Action.Alert>? = nil)
    {
      self.pin = pin
      self.errorMessage = errorMessage
      self.isDeleting = isDeleting
      self.alert = alert
    }
  }

  public enum Action: Sendable {
    /// The user tapped the favourite button.
    case favoriteButtonTapped
    /// The favourite was saved (the pin as saved), or why not.
    case favoriteResponse(Result<Pin, Error>)
    /// The user tapped "Delete".
    case deleteButtonTapped
    /// The user answered the delete confirmation.
    case alert(PresentationAction<Alert>)
    /// The pin with this id was deleted, or why not.
    case deleteResponse(Result<Pin.ID, Error>)
    /// What the screen tells its parent.
    case delegate(Delegate)

    /// The buttons of the delete confirmation.
    public enum Alert: Equatable, Sendable { case confirmDeletion }

    /// What the parent hears.
    public enum Delegate: Equatable, Sendable {
      /// The pin changed and was saved: show it as it is now.
      case pinUpdated(Pin)
      /// The pin with this id was deleted: take it away.
      case pinDeleted(Pin.ID)
    }
  }

  /// What the user reads when the favourite could not be saved, before the reason.
  public static let favoriteFailedMessage = "お気に入りを保存できませんでした。"
  /// What the user reads when the pin could not be deleted, before the reason.
  public static let deleteFailedMessage = "ピンを削除できませんでした。"

  enum CancelID: Hashable, Sendable { case favorite }

  @Dependency(\.apiClient) var apiClient
  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .favoriteButtonTapped:
        state.pin.isFavorite.toggle()
        state.errorMessage = nil
        return .run { [id = state.pin.id, isFavorite = state.pin.isFavorite, apiClient] send in
          await send(.favoriteResponse(Result { try await apiClient.setFavorite(id, isFavorite) }))
        }
        .cancellable(id: CancelID.favorite, cancelInFlight: true)

      case .favoriteResponse(.success(let pin)):
        state.pin = pin
        return .send(.delegate(.pinUpdated(pin)))

      case .favoriteResponse(.failure(let error)):
        state.pin.isFavorite.toggle()
        state.errorMessage = Self.favoriteFailedMessage + error.localizedDescription
        return .none

      case .deleteButtonTapped:
        guard !state.isDeleting else { return .none }
        state.alert = .deleteConfirmation(of: state.pin)
        return .none

      case .alert(.presented(.confirmDeletion)):
        state.isDeleting = true
        state.errorMessage = nil
        return .run { [id = state.pin.id, apiClient] send in
          await send(
            .deleteResponse(
              Result {
                try await apiClient.deletePin(id)
                return id
              }))
        }

      case .deleteResponse(.success(let id)):
        return .run { [dismiss] send in
          await send(.delegate(.pinDeleted(id)))
          await dismiss()
        }

      case .deleteResponse(.failure(let error)):
        state.isDeleting = false
        state.errorMessage = Self.deleteFailedMessage + error.localizedDescription
        return .none

      case .alert(.dismiss), .delegate:
        return .none
      }
    }
    .ifLet(\.$alert, action: /Action.alert)
  }
}
