import Evergreen
import Foundation

/// The sheet that adds a contact: edit the name, then "Save" or "Cancel".
///
/// - "Save" with a valid name hands the contact to the parent (`.delegate(.saveContact)`) and
///   dismisses the sheet. With a blank (or too long) name nothing is saved, the sheet stays, and a
///   message says what to fix; editing the name clears the message.
/// - "Cancel" dismisses the sheet without saving.
public struct AddContactFeature: Reducer {
  public struct State: Equatable, Sendable {
    /// The id the new contact will have.
    public let id: UUID
    /// The name as typed.
    public var name: String
    /// Why the contact could not be saved, if the last save was refused.
    public var validationMessage: String?

    public init(id: UUID, name: String = "", validationMessage: String? = nil) {
      self.id = id
      self.name = name
      self.validationMessage = validationMessage
    }
  }

  public enum Action: Equatable, Sendable {
    case setName(String)
    case saveButtonTapped
    case cancelButtonTapped
    case delegate(Delegate)

    /// What the sheet tells its parent.
    public enum Delegate: Equatable, Sendable {
      case saveContact(Contact)
    }
  }

  @Dependency(\.dismiss) var dismiss

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .setName(let name):
        state.name = name
        state.validationMessage = nil
        return .none

      case .saveButtonTapped:
        let name: ContactName
        do throws(ContactName.Invalid) {
          name = try ContactName(state.name)
        } catch {
          state.validationMessage = error.description
          return .none
        }
        let contact = Contact(id: state.id, name: name)
        return .run { [dismiss] send in
          await send(.delegate(.saveContact(contact)))
          await dismiss()
        }

      case .cancelButtonTapped:
        return .run { [dismiss] _ in await dismiss() }

      case .delegate:
        return .none
      }
    }
  }
}
