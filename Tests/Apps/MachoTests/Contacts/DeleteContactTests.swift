import Evergreen
import EvergreenTesting
import Foundation
import Macho
import Testing

@MainActor
@Suite("連絡先: 一覧からの削除はアラートで確かめてから")
struct DeleteContactTests {
  @Test("「削除」は名前を添えた確認のアラートを出し、まだ何も消さない")
  func deleteAsksFirst() async {
    let store = TestStore(initialState: ContactsFeature.State(contacts: [.blob, .blobJr])) {
      ContactsFeature()
    }
    await store.send(.deleteButtonTapped(id: Contact.blob.id)) {
      $0.destination = .alert(
        AlertState(
          title: "Delete Blob?",
          message: "The contact will be removed from your list.",
          buttons: [
            .destructive("Delete", action: .confirmDeletion(id: Contact.blob.id)),
            .cancel("Cancel"),
          ]))
    }
    await store.finish()
  }

  @Test("アラートで削除を確かめると、その連絡先だけが消え、アラートも閉じる")
  func confirmingRemoves() async {
    let store = TestStore(initialState: ContactsFeature.State(contacts: [.blob, .blobJr])) {
      ContactsFeature()
    }
    await store.send(.deleteButtonTapped(id: Contact.blobJr.id)) {
      $0.destination = .alert(.askingToDelete(.blobJr))
    }
    await store.send(.destination(.presented(.alert(.confirmDeletion(id: Contact.blobJr.id))))) {
      $0.contacts = [.blob]
      $0.destination = nil
    }
    await store.finish()
  }

  @Test("アラートでキャンセルすると、アラートが閉じて連絡先は残る")
  func cancellingKeeps() async {
    let store = TestStore(initialState: ContactsFeature.State(contacts: [.blob])) {
      ContactsFeature()
    }
    await store.send(.deleteButtonTapped(id: Contact.blob.id)) {
      $0.destination = .alert(.askingToDelete(.blob))
    }
    await store.send(.destination(.dismiss)) { $0.destination = nil }
    await store.finish()
  }

  @Test("一覧にない連絡先の「削除」は何もしない")
  func unknownContactIgnored() async {
    let store = TestStore(initialState: ContactsFeature.State(contacts: [.blob])) {
      ContactsFeature()
    }
    await store.send(.deleteButtonTapped(id: UUID(counting: 99)))
    await store.finish()
  }
}
