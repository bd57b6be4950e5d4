import Evergreen

/// The screen of one contact, pushed on the contacts' navigation stack. "Delete" asks for
/// confirmation; confirming tells the parent (`.delegate(.confirmDeletion)`) and pops the screen.
public struct ContactDetailFeature: Reducer {
  public struct State: Equatable, Sendable {
    public let contact: Contact
    @PresentationState public var alert: AlertState<Action.Alert>?

    public init(contact: Contact, alert: AlertState<Action.Alert>? = nil) {
      self.contact = contact
      self.alert = alert
    }
  }

  public enum Action: Equatable, Sendable {
    case deleteButtonTapped
    case alert(PresentationAction<Alert>)
    case delegate(Delegate)

    /// The buttons of the delete confirmation.
    public enum Alert: Equatable, Sendable { case confirmDeletion }
    /// What the screen tells its parent.
    public enum Delegate: Equatable, Sendable { case confirmDeletion }
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .deleteButtonTapped:
        state.alert = .deleteConfirmation(of: state.contact, confirm: .confirmDeletion)
        return .none

      case .alert(.presented(.confirmDeletion)):
        return .run { [dismiss] send in
          await send(.delegate(.confirmDeletion))
          await dismiss()
        }

      case .alert(.dismiss), .delegate:
        return .none
      }
    }
    .ifLet(\.$alert, action: /Action.alert)
  }
}
