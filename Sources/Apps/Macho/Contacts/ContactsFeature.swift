import Evergreen
import Foundation

/// The contact list.
///
/// - "Add" presents the AddContact sheet for a new contact whose id comes from the `uuid`
///   dependency; a contact saved there is appended to the list.
/// - "Delete" on a row asks for confirmation; confirming removes the contact.
/// - Tapping a contact pushes its ContactDetail screen; deleting there (once confirmed) removes the
///   contact and pops the screen.
public struct ContactsFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var contacts: IdentifiedArrayOf<Contact>
    /// The sheet or alert on screen.
    @PresentationState public var destination: Destination.State?
    /// The screens pushed over the list.
    public var path: StackState<ContactDetailFeature.State>

    public init(
      contacts: IdentifiedArrayOf<Contact> = [],
      destination: Destination.State? = nil,
      path: StackState<ContactDetailFeature.State> = StackState()
    ) {
      self.contacts = contacts
      self.destination = destination
      self.path = path
    }
  }

  public enum Action: Equatable, Sendable {
    case addButtonTapped
    case deleteButtonTapped(id: Contact.ID)
    case contactTapped(id: Contact.ID)
    case destination(PresentationAction<Destination.Action>)
    case path(StackAction<ContactDetailFeature.State, ContactDetailFeature.Action>)

    /// The buttons of the delete confirmation.
    public enum Alert: Equatable, Sendable {
      case confirmDeletion(id: Contact.ID)
    }
  }

  @Dependency(\.uuid) var uuid

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .addButtonTapped:
        state.destination = .addContact(AddContactFeature.State(id: uuid()))
        return .none

      case .destination(.presented(.addContact(.delegate(.saveContact(let contact))))):
        state.contacts.append(contact)
        return .none

      case .deleteButtonTapped(let id):
        guard let contact = state.contacts[id: id] else { return .none }
        state.destination = .alert(.deleteConfirmation(of: contact, confirm: .confirmDeletion(id: id)))
        return .none

      case .destination(.presented(.alert(.confirmDeletion(let id)))):
        state.contacts.remove(id: id)
        return .none

      case .contactTapped(let id):
        guard let contact = state.contacts[id: id] else { return .none }
        state.path.append(ContactDetailFeature.State(contact: contact))
        return .none

      case .path(.element(let id, .delegate(.confirmDeletion))):
        guard let detail = state.path[id: id] else { return .none }
        state.contacts.remove(id: detail.contact.id)
        return .none

      case .destination, .path:
        return .none
      }
    }
    .ifLet(\.$destination, action: /Action.destination) { Destination() }
    .forEach(\.path, action: /Action.path) { ContactDetailFeature() }
  }
}

extension ContactsFeature {
  /// What the contact list presents: the AddContact sheet or the delete confirmation.
  public struct Destination: Reducer {
    public enum State: Equatable, Sendable {
      case addContact(AddContactFeature.State)
      case alert(AlertState<ContactsFeature.Action.Alert>)
    }

    public enum Action: Equatable, Sendable {
      case addContact(AddContactFeature.Action)
      case alert(ContactsFeature.Action.Alert)
    }

    public init() {}

    public var body: some ReducerOf<Self> {
      Scope(state: /State.addContact, action: /Action.addContact) { AddContactFeature() }
    }
  }
}
