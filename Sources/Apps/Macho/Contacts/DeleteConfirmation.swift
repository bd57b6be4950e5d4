import Evergreen

extension AlertState {
  /// The alert that asks before a contact is deleted: "Delete" sends `confirm`, "Cancel" only closes.
  public static func deleteConfirmation(of contact: Contact, confirm: Action) -> Self {
    AlertState(
      title: "Delete \(contact.name)?",
      message: "The contact will be removed from your list.",
      buttons: [.destructive("Delete", action: confirm), .cancel("Cancel")])
  }
}
