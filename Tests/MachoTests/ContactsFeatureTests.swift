import Evergreen
import Foundation
import Macho
import Testing

@Suite("Contacts: a list to add to, delete from, and open")
struct ContactsFeatureTests {
  let blob = Contact(id: UUID(counting: 10), name: try! ContactName("Blob"))
  let blobJr = Contact(id: UUID(counting: 11), name: try! ContactName("Blob Jr."))

  @Test("a contact name is trimmed, never blank, and not too long")
  func contactName() throws {
    #expect(try ContactName("  Blob ").value == "Blob")
    #expect(throws: ContactName.Invalid.blank) { try ContactName(" \n ") }
    #expect(throws: ContactName.Invalid.tooLong(length: 101)) {
      try ContactName(String(repeating: "a", count: 101))
    }
    #expect(ContactName.Invalid.blank.description == "Enter a name to save the contact.")
  }

  @Test("Add presents the AddContact sheet for a new contact whose id comes from the uuid dependency")
  func addPresentsSheet() {
    var state = ContactsFeature.State()
    withDependencies { $0.uuid = .incrementing } operation: {
      _ = ContactsFeature().reduce(into: &state, action: .addButtonTapped)
    }
    #expect(state.destination == .addContact(AddContactFeature.State(id: UUID(counting: 0))))
  }

  @Test("Save hands the contact to the list and dismisses the sheet")
  func saveAddsAndDismisses() async {
    var state = ContactsFeature.State(
      destination: .addContact(AddContactFeature.State(id: UUID(counting: 0))))
    _ = ContactsFeature().reduce(into: &state, action: .destination(.presented(.addContact(.setName("Blob")))))
    let received = await ContactsFeature().drive(&state, .destination(.presented(.addContact(.saveButtonTapped))))
    let saved = Contact(id: UUID(counting: 0), name: try! ContactName("Blob"))
    #expect(received == [.destination(.presented(.addContact(.delegate(.saveContact(saved))))), .destination(.dismiss)])
    #expect(state == ContactsFeature.State(contacts: [saved]))
  }

  @Test("Save with a blank name is refused: nothing is saved, the sheet stays and says why", arguments: ["", "   "])
  func blankNameRefused(name: String) async {
    var state = AddContactFeature.State(id: UUID(counting: 0), name: name)
    let effect = AddContactFeature().reduce(into: &state, action: .saveButtonTapped)
    #expect(effect.operations.isEmpty)
    #expect(state.validationMessage == "Enter a name to save the contact.")
    _ = AddContactFeature().reduce(into: &state, action: .setName("B"))
    #expect(state.validationMessage == nil)
  }

  @Test("Cancel dismisses the sheet without saving")
  func cancelDismisses() async {
    var state = ContactsFeature.State(
      contacts: [blob], destination: .addContact(AddContactFeature.State(id: UUID(counting: 0), name: "Blob Jr.")))
    let received = await ContactsFeature().drive(&state, .destination(.presented(.addContact(.cancelButtonTapped))))
    #expect(received == [.destination(.dismiss)])
    #expect(state == ContactsFeature.State(contacts: [blob]))
  }

  @Test("Delete asks for confirmation; confirming removes the contact")
  func deleteConfirms() {
    var state = ContactsFeature.State(contacts: [blob, blobJr])
    _ = ContactsFeature().reduce(into: &state, action: .deleteButtonTapped(id: blob.id))
    let alert = AlertState<ContactsFeature.Action.Alert>(
      title: "Delete Blob?", message: "The contact will be removed from your list.",
      buttons: [.destructive("Delete", action: .confirmDeletion(id: blob.id)), .cancel("Cancel")])
    #expect(state.destination == .alert(alert))
    _ = ContactsFeature().reduce(into: &state, action: .destination(.presented(.alert(.confirmDeletion(id: blob.id)))))
    #expect(state == ContactsFeature.State(contacts: [blobJr]))
  }

  @Test("Cancelling the delete confirmation keeps the contact")
  func deleteCancelled() {
    var state = ContactsFeature.State(contacts: [blob])
    _ = ContactsFeature().reduce(into: &state, action: .deleteButtonTapped(id: blob.id))
    _ = ContactsFeature().reduce(into: &state, action: .destination(.dismiss))
    #expect(state == ContactsFeature.State(contacts: [blob]))
  }

  @Test("tapping a contact pushes its detail screen")
  func tapPushesDetail() {
    var state = ContactsFeature.State(contacts: [blob, blobJr])
    _ = ContactsFeature().reduce(into: &state, action: .contactTapped(id: blobJr.id))
    #expect(state.path.ids == [0])
    #expect(state.path[id: 0] == ContactDetailFeature.State(contact: blobJr))
  }

  @Test("deleting from the detail screen confirms, removes the contact and pops the screen")
  func deleteFromDetail() async {
    var state = ContactsFeature.State(contacts: [blob, blobJr], path: [ContactDetailFeature.State(contact: blob)])
    _ = ContactsFeature().reduce(into: &state, action: .path(.element(id: 0, action: .deleteButtonTapped)))
    #expect(state.path[id: 0]?.alert == .deleteConfirmation(of: blob, confirm: .confirmDeletion))
    let received = await ContactsFeature().drive(
      &state, .path(.element(id: 0, action: .alert(.presented(.confirmDeletion)))))
    #expect(received == [.path(.element(id: 0, action: .delegate(.confirmDeletion))), .path(.popFrom(id: 0))])
    #expect(state.contacts == [blobJr])
    #expect(state.path.isEmpty)
  }
}
