import Evergreen
import EvergreenTesting
import Foundation
import Macho
import Testing

@MainActor
@Suite("連絡先: 詳細画面をスタックに積み、そこから削除すると画面が外れる")
struct ContactDetailNavigationTests {
  @Test("連絡先をタップすると、その連絡先の詳細画面がナビゲーションスタックに積まれる")
  func tapPushesDetail() async {
    let store = TestStore(initialState: ContactsFeature.State(contacts: [.blob, .blobJr])) {
      ContactsFeature()
    }
    await store.send(.contactTapped(id: Contact.blobJr.id)) {
      $0.path = [ContactDetailFeature.State(contact: .blobJr)]
    }
    #expect(store.state.path.ids == [0])
    await store.finish()
  }

  @Test("詳細画面で削除を確かめると、連絡先が一覧から消え、詳細画面がスタックから外れる")
  func deleteFromDetailPops() async {
    let store = TestStore(initialState: ContactsFeature.State(contacts: [.blob, .blobJr])) {
      ContactsFeature()
    }
    await store.send(.contactTapped(id: Contact.blob.id)) {
      $0.path = [ContactDetailFeature.State(contact: .blob)]
    }
    await store.send(.path(.element(id: 0, action: .deleteButtonTapped))) {
      $0.path[id: 0]?.alert = AlertState(
        title: "Delete Blob?",
        message: "The contact will be removed from your list.",
        buttons: [.destructive("Delete", action: .confirmDeletion), .cancel("Cancel")])
    }
    await store.send(.path(.element(id: 0, action: .alert(.presented(.confirmDeletion))))) {
      $0.path[id: 0]?.alert = nil
    }
    await store.receive(.path(.element(id: 0, action: .delegate(.confirmDeletion)))) {
      $0.contacts = [.blobJr]
    }
    await store.receive(.path(.popFrom(id: 0))) { $0.path = [] }
    await store.finish()
  }

  @Test("詳細画面で削除をキャンセルすると、アラートだけが閉じ、連絡先も画面も残る")
  func cancelDeleteInDetail() async {
    let store = TestStore(
      initialState: ContactsFeature.State(contacts: [.blob], path: [ContactDetailFeature.State(contact: .blob)])
    ) {
      ContactsFeature()
    }
    await store.send(.path(.element(id: 0, action: .deleteButtonTapped))) {
      $0.path[id: 0]?.alert = .deleteConfirmation(of: .blob, confirm: .confirmDeletion)
    }
    await store.send(.path(.element(id: 0, action: .alert(.dismiss)))) {
      $0.path[id: 0]?.alert = nil
    }
    await store.finish()
  }

  @Test("戻るボタンで詳細画面が外れても、連絡先は一覧に残る")
  func backKeepsContact() async {
    let store = TestStore(initialState: ContactsFeature.State(contacts: [.blob])) {
      ContactsFeature()
    }
    await store.send(.contactTapped(id: Contact.blob.id)) {
      $0.path = [ContactDetailFeature.State(contact: .blob)]
    }
    await store.send(.path(.popFrom(id: 0))) { $0.path = [] }
    await store.finish()
  }

  @Test("一覧にない連絡先のタップでは何も積まれない")
  func unknownContactNotPushed() async {
    let store = TestStore(initialState: ContactsFeature.State(contacts: [.blob])) {
      ContactsFeature()
    }
    await store.send(.contactTapped(id: UUID(counting: 99)))
    await store.finish()
  }
}
