import Evergreen
import EvergreenTesting
import Foundation
import Macho
import Testing

@MainActor
@Suite("連絡先: 追加シートで名前を入れて保存、またはキャンセル")
struct AddContactTests {
  @Test("「追加」で、UUID 依存が採番した ID の新しい連絡先を持つ追加シートが開く")
  func addPresentsSheet() async {
    let store = TestStore(initialState: ContactsFeature.State(contacts: [.blob])) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addButtonTapped) {
      $0.destination = .addContact(AddContactFeature.State(id: UUID(counting: 0)))
    }
    await store.finish()
  }

  @Test("名前を入れて保存すると、連絡先がデリゲートで一覧に渡されて末尾に加わり、シートが閉じる")
  func saveAppendsAndDismisses() async {
    let store = TestStore(initialState: ContactsFeature.State(contacts: [.blob])) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    await store.send(.addButtonTapped) {
      $0.destination = .addContact(AddContactFeature.State(id: UUID(counting: 0)))
    }
    await store.send(.destination(.presented(.addContact(.setName("  Blob Sr. "))))) {
      $0.destination = .addContact(AddContactFeature.State(id: UUID(counting: 0), name: "  Blob Sr. "))
    }
    await store.send(.destination(.presented(.addContact(.saveButtonTapped))))

    let saved = Contact.fixture(0, "Blob Sr.")
    await store.receive(.destination(.presented(.addContact(.delegate(.saveContact(saved)))))) {
      $0.contacts = [.blob, saved]
    }
    await store.receive(.destination(.dismiss)) { $0.destination = nil }
    await store.finish()
  }

  @Test("追加するたびに UUID 依存の次の ID が使われ、2人目は2人目の ID で保存される")
  func eachAddTakesTheNextID() async {
    let store = TestStore(initialState: ContactsFeature.State()) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    for (number, name) in [(UInt64(0), "Blob"), (1, "Blob Jr.")] {
      await store.send(.addButtonTapped) {
        $0.destination = .addContact(AddContactFeature.State(id: UUID(counting: number)))
      }
      await store.send(.destination(.presented(.addContact(.setName(name))))) {
        $0.destination = .addContact(AddContactFeature.State(id: UUID(counting: number), name: name))
      }
      await store.send(.destination(.presented(.addContact(.saveButtonTapped))))
      let saved = Contact.fixture(number, name)
      await store.receive(.destination(.presented(.addContact(.delegate(.saveContact(saved)))))) {
        $0.contacts.append(saved)
      }
      await store.receive(.destination(.dismiss)) { $0.destination = nil }
    }
    #expect(store.state.contacts.map(\.id) == [UUID(counting: 0), UUID(counting: 1)])
    await store.finish()
  }

  @Test("空の名前、空白だけの名前は保存されず、シートは開いたまま理由を表示する", arguments: ["", "   "])
  func blankNameRefused(name: String) async {
    let store = TestStore(
      initialState: ContactsFeature.State(
        contacts: [.blob], destination: .addContact(AddContactFeature.State(id: UUID(counting: 0), name: name)))
    ) {
      ContactsFeature()
    }
    await store.send(.destination(.presented(.addContact(.saveButtonTapped)))) {
      $0.destination = .addContact(
        AddContactFeature.State(
          id: UUID(counting: 0), name: name, validationMessage: "Enter a name to save the contact."))
    }
    await store.finish()
  }

  @Test("名前を直すと理由の表示は消え、その名前で保存できる")
  func editingClearsTheMessage() async {
    let store = TestStore(
      initialState: ContactsFeature.State(
        destination: .addContact(
          AddContactFeature.State(
            id: UUID(counting: 0), name: " ", validationMessage: "Enter a name to save the contact.")))
    ) {
      ContactsFeature()
    }
    await store.send(.destination(.presented(.addContact(.setName("Blob"))))) {
      $0.destination = .addContact(AddContactFeature.State(id: UUID(counting: 0), name: "Blob"))
    }
    await store.send(.destination(.presented(.addContact(.saveButtonTapped))))
    let saved = Contact.fixture(0, "Blob")
    await store.receive(.destination(.presented(.addContact(.delegate(.saveContact(saved)))))) {
      $0.contacts = [saved]
    }
    await store.receive(.destination(.dismiss)) { $0.destination = nil }
    await store.finish()
  }

  @Test("長すぎる名前は保存されず、上限と今の文字数を表示する")
  func tooLongNameRefused() async {
    let name = String(repeating: "b", count: 101)
    let store = TestStore(
      initialState: ContactsFeature.State(
        destination: .addContact(AddContactFeature.State(id: UUID(counting: 0), name: name)))
    ) {
      ContactsFeature()
    }
    await store.send(.destination(.presented(.addContact(.saveButtonTapped)))) {
      $0.destination = .addContact(
        AddContactFeature.State(
          id: UUID(counting: 0), name: name,
          validationMessage: "A name can have at most 100 characters; this one has 101."))
    }
    await store.finish()
  }

  @Test("「キャンセル」でシートが閉じ、何も保存されない")
  func cancelDismisses() async {
    let store = TestStore(
      initialState: ContactsFeature.State(
        contacts: [.blob],
        destination: .addContact(AddContactFeature.State(id: UUID(counting: 0), name: "Blob Jr.")))
    ) {
      ContactsFeature()
    }
    await store.send(.destination(.presented(.addContact(.cancelButtonTapped))))
    await store.receive(.destination(.dismiss)) { $0.destination = nil }
    #expect(store.state.contacts == [.blob])
    await store.finish()
  }
}
