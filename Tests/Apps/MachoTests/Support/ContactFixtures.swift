import Evergreen
import Foundation
import Macho

extension Contact {
  /// A contact whose id is `UUID(counting: number)`, the id `.incrementing` gives the `number`-th time.
  static func fixture(_ number: UInt64, _ name: String) -> Contact {
    // Fixture names are written in the specs and valid by construction.
    Contact(id: UUID(counting: number), name: try! ContactName(name))
  }

  static let blob = Contact.fixture(10, "Blob")
  static let blobJr = Contact.fixture(11, "Blob Jr.")
}

extension AlertState where Action == ContactsFeature.Action.Alert {
  /// The list's delete confirmation for `contact`, written out as the user sees it.
  static func askingToDelete(_ contact: Contact) -> Self {
    AlertState(
      title: "Delete \(contact.name)?",
      message: "The contact will be removed from your list.",
      buttons: [.destructive("Delete", action: .confirmDeletion(id: contact.id)), .cancel("Cancel")])
  }
}
