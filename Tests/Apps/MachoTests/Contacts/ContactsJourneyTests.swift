import Evergreen
import EvergreenTesting
import Foundation
import Macho
import Testing

/// A whole user journey through the contact list, written non-exhaustively: it asserts only the
/// outcomes that matter, while the exhaustive specs of each step pin down the details.
@MainActor
@Suite("連絡先: 追加から詳細画面での削除までの一連の操作")
struct ContactsJourneyTests {
  @Test("2人を追加し、1人目を詳細画面から削除すると、2人目だけが一覧に残り、画面は一覧に戻る")
  func addTwoDeleteOneFromDetail() async {
    let store = TestStore(initialState: ContactsFeature.State()) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    store.exhaustivity = .off

    for name in ["Blob", "Blob Jr."] {
      await store.send(.addButtonTapped)
      await store.send(.destination(.presented(.addContact(.setName(name)))))
      await store.send(.destination(.presented(.addContact(.saveButtonTapped))))
      await store.receive(.destination(.dismiss)) { $0.destination = nil }
    }
    store.assert { $0.contacts = [.fixture(0, "Blob"), .fixture(1, "Blob Jr.")] }

    await store.send(.contactTapped(id: UUID(counting: 0))) {
      $0.path = [ContactDetailFeature.State(contact: .fixture(0, "Blob"))]
    }
    await store.send(.path(.element(id: 0, action: .deleteButtonTapped)))
    await store.send(.path(.element(id: 0, action: .alert(.presented(.confirmDeletion)))))
    await store.skipReceivedActions()
    store.assert {
      $0.contacts = [.fixture(1, "Blob Jr.")]
      $0.path = []
      $0.destination = nil
    }
    await store.finish()
  }
}
