import Evergreen
import Foundation
import Macho
import SpecRun

/// What the Contacts scenarios do, in the product's words. The English and Japanese step tables
/// both call these.
@MainActor
final class ContactsScenario: Screen, FeatureScenario {
  private(set) var store: ScenarioStoreOf<ContactsFeature>?

  static var notStartedHint: String {
    StepFailure(
      "The contact list was not shown yet: start with a step like 'Given I have no contacts'.",
      translations: ["ja": "連絡先の一覧がまだ出ていません。「前提 連絡先が1件もない」のような手順から始めてください。"]
    ).message
  }

  typealias Action = ContactsFeature.Action

  /// Starts the list with `names`; new contacts get ids counted from zero by the UUID dependency.
  func start(with names: [String], in context: ScenarioContext) throws {
    let contacts = try names.enumerated().map { index, name in
      Contact(id: UUID(counting: UInt64(1_000 + index)), name: try ContactName(name))
    }
    let store = ScenarioStoreOf<ContactsFeature>(
      initialState: ContactsFeature.State(contacts: IdentifiedArray(uniqueElements: contacts))
    ) {
      ContactsFeature()
    } withDependencies: {
      $0.uuid = .incrementing
    }
    self.store = store
    context.start(store)
    CurrentScreen.show(self, in: context)
  }

  private func contact(named name: String) throws -> Contact {
    guard let contact = try running().state.contacts.first(where: { $0.name.value == name }) else {
      throw StepFailure(
        "There is no contact named \"\(name)\" in the list.", translations: ["ja": "一覧に「\(name)」という連絡先はありません。"])
    }
    return contact
  }

  /// The detail screen on top of the navigation stack.
  private func topDetail() throws -> (id: StackElementID, state: ContactDetailFeature.State) {
    guard let id = try running().state.path.ids.last, let state = try running().state.path[id: id] else {
      throw StepFailure("No contact's details are open.", translations: ["ja": "連絡先の詳細は開いていません。"])
    }
    return (id, state)
  }

  // MARK: - What the user does

  func tap(_ button: String) async throws {
    switch button {
    case "Add", "追加": try await tapAdd()
    case "Save", "保存": try await tapSave()
    case "Cancel", "キャンセル": try await tapCancel()
    default:
      throw StepFailure(
        "The contact list has no button \"\(button)\" here; its buttons are \"Add\", and on the form \"Save\" and \"Cancel\".",
        translations: ["ja": "連絡先の一覧に「\(button)」ボタンはありません。ボタンは「追加」、フォームでは「保存」と「キャンセル」です。"])
    }
  }

  func tapAdd() async throws { try await running().send(.addButtonTapped) }

  func type(_ name: String) async throws {
    try await running().send(.destination(.presented(.addContact(.setName(name)))))
  }

  func tapSave() async throws { try await running().send(.destination(.presented(.addContact(.saveButtonTapped)))) }

  func tapCancel() async throws {
    try await running().send(.destination(.presented(.addContact(.cancelButtonTapped))))
  }

  func delete(_ name: String) async throws {
    try await running().send(.deleteButtonTapped(id: contact(named: name).id))
  }

  func open(_ name: String) async throws { try await running().send(.contactTapped(id: contact(named: name).id)) }

  func tapDeleteOnDetails() async throws {
    try await running().send(.path(.element(id: topDetail().id, action: .deleteButtonTapped)))
  }

  /// Answers the question on screen: on the details screen if one is open, otherwise on the list.
  func answer(confirm: Bool) async throws {
    let store = try running()
    if let detail = try? topDetail(), detail.state.alert != nil {
      let answer: PresentationAction<ContactDetailFeature.Action.Alert> =
        confirm ? .presented(.confirmDeletion) : .dismiss
      await store.send(.path(.element(id: detail.id, action: .alert(answer))))
      return
    }
    guard case .alert(let alert) = store.state.destination else {
      throw StepFailure("No question is being asked.", translations: ["ja": "確認は出ていません。"])
    }
    guard confirm else {
      await store.send(.destination(.dismiss))
      return
    }
    guard let action = alert.buttons.first(where: { $0.role == .destructive })?.action else {
      throw StepFailure("The question has no button that confirms.", translations: ["ja": "確認に、はいと答えるボタンがありません。"])
    }
    await store.send(.destination(.presented(.alert(action))))
  }

  // MARK: - What the user sees

  func expectForm(name: String, message: String? = nil) throws {
    let store = try running()
    guard case .addContact(let form) = store.state.destination else {
      throw StepFailure("The new-contact form is not open.", translations: ["ja": "新しい連絡先のフォームは開いていません。"])
    }
    try store.expect {
      $0.destination = .addContact(AddContactFeature.State(id: form.id, name: name, validationMessage: message))
    }
  }

  func expectNewFormWithID(_ id: Int) throws {
    try running().expect { $0.destination = .addContact(AddContactFeature.State(id: UUID(counting: UInt64(id)))) }
  }

  /// The sheet closed by itself: the feature dismissed it.
  func expectFormClosed() async throws {
    let store = try running()
    try await store.expectReceived(Action.destination(.dismiss))
    try store.expect(\.destination, nil)
  }

  func expectSaved(_ name: String) async throws {
    let store = try running()
    let saved = try await store.expectReceived(
      (/Action.destination).appending(/PresentationAction.presented).appending(
        /ContactsFeature.Destination.Action.addContact
      )
      .appending(/AddContactFeature.Action.delegate))
    guard case .saveContact(let contact) = saved, contact.name.value == name else {
      throw StepFailure(
        "The form handed back \(saved), not a contact named \"\(name)\".",
        translations: ["ja": "フォームが返したのは \(saved) で、「\(name)」という連絡先ではありません。"])
    }
    try store.expect { $0.contacts.append(contact) }
  }

  func expectContacts(_ names: [String]) throws {
    let store = try running()
    let kept = store.described.contacts.filter { names.contains($0.name.value) }
    try store.expect { $0.contacts = IdentifiedArray(uniqueElements: kept) }
    let shown = store.state.contacts.map(\.name.value)
    guard shown == names else {
      throw StepFailure(
        "The list shows \(shown), not \(names).", translations: ["ja": "一覧は \(shown) で、\(names) ではありません。"])
    }
  }

  func expectQuestion(_ title: String) throws {
    let store = try running()
    if let detail = try? topDetail(), let alert = detail.state.alert {
      guard alert.title == title else {
        throw StepFailure(
          "The question is \"\(alert.title)\", not \"\(title)\".",
          translations: ["ja": "確認は「\(alert.title)」で、「\(title)」ではありません。"])
      }
      try store.expect { $0.path[id: detail.id]?.alert = alert }
      return
    }
    guard case .alert(let alert) = store.state.destination, alert.title == title else {
      throw StepFailure(
        "The question \"\(title)\" is not being asked.", translations: ["ja": "「\(title)」という確認は出ていません。"])
    }
    try store.expect { $0.destination = .alert(alert) }
  }

  func expectNoQuestion() throws {
    let store = try running()
    if let detail = try? topDetail() {
      try store.expect { $0.path[id: detail.id]?.alert = nil }
    } else {
      try store.expect(\.destination, nil)
    }
  }

  func expectDetails(of name: String) throws {
    let store = try running()
    let contact = try contact(named: name)
    guard let id = store.state.path.ids.last else {
      throw StepFailure("No contact's details are open.", translations: ["ja": "連絡先の詳細は開いていません。"])
    }
    guard store.state.path[id: id]?.contact == contact else {
      throw StepFailure("The details of \(name) are not on screen.", translations: ["ja": "\(name)の詳細は画面に出ていません。"])
    }
    try store.expect { $0.path.append(ContactDetailFeature.State(contact: contact)) }
  }

  /// The details screen asked to delete its contact and closed itself.
  func expectDetailsDeletedAndClosed() async throws {
    let store = try running()
    guard let id = store.described.path.ids.last, let state = store.described.path[id: id] else {
      throw StepFailure("No contact's details were open.", translations: ["ja": "連絡先の詳細は開いていませんでした。"])
    }
    let detail = (id: id, state: state)
    try await store.expectReceived(Action.path(.element(id: detail.id, action: .delegate(.confirmDeletion))))
    try await store.expectReceived(Action.path(.popFrom(id: detail.id)))
    try store.expect {
      $0.contacts.remove(id: detail.state.contact.id)
      $0.path.pop(from: detail.id)
    }
  }
}
