#if canImport(SwiftUI)
  import Evergreen
  import SwiftUI

  // Seed 002's ContactsView, written against Evergreen's store. Compiled only where SwiftUI is
  // (Apple platforms); on Linux this file is empty.
  //
  // The seed's spellings and these:
  //   NavigationStackStore(store.scope(state: \.path, action: { .path($0) })) { … } destination: { … }
  //     → NavigationStack(path: Binding(stack.path)) { … }.navigationDestination(for: StackElementID.self) { … }
  //   WithViewStore(store, observe: \.contacts) { viewStore in … viewStore.state … }
  //     → store.contacts (observed alone)
  //   .sheet(store: store.scope(state: \.$destination, action: { .destination($0) }),
  //          state: /Destination.State.addContact, action: Destination.Action.addContact)
  //     → .sheet(store: destination.scope(state: /Destination.State.addContact, action: /Destination.Action.addContact))
  //   .alert(store: …, state: /Destination.State.alert, action: Destination.Action.alert)
  //     → .alert(destination.scope(state: /Destination.State.alert, action: /Destination.Action.alert))

  public struct ContactsView: View {
    let store: StoreOf<ContactsFeature>

    public init(store: StoreOf<ContactsFeature>) {
      self.store = store
    }

    public var body: some View {
      let stack = store.scope(state: \.path, action: /ContactsFeature.Action.path)
      let destination = store.presentation(state: \.destination, action: /ContactsFeature.Action.destination)
      // Push遷移の場合、NavigationStackのpathにスタックを渡す.
      NavigationStack(path: Binding(stack.path)) {
        List {
          ForEach(store.contacts) { contact in
            Button {
              // 連絡先の詳細へPush遷移 (the reducer appends the screen to the stack).
              store.send(.contactTapped(id: contact.id))
            } label: {
              HStack {
                Text(contact.name.value)
                Spacer()
                Button {
                  store.send(.deleteButtonTapped(id: contact.id))
                } label: {
                  Image(systemName: "trash")
                    .foregroundColor(.red)
                }
              }
            }
            .buttonStyle(.borderless)
          }
        }
        .navigationTitle("Contacts")
        .toolbar {
          ToolbarItem {
            Button {
              store.send(.addButtonTapped)
            } label: {
              Image(systemName: "plus")
            }
          }
        }
        .navigationDestination(for: StackElementID.self) { id in
          if let detail = stack[id: id] {
            ContactDetailView(store: detail)
          }
        }
      }
      // Modal遷移の場合、sheetのmodifierを使用.
      .sheet(
        store: destination.scope(
          state: /ContactsFeature.Destination.State.addContact,
          action: /ContactsFeature.Destination.Action.addContact)
      ) { addContactStore in
        NavigationStack {
          // 遷移先Viewのインスタンス生成.
          AddContactView(store: addContactStore)
        }
      }
      // Alert表示の場合、alertのmodifierを使用.
      .alert(
        destination.scope(
          state: /ContactsFeature.Destination.State.alert,
          action: /ContactsFeature.Destination.Action.alert))
    }
  }

  public struct AddContactView: View {
    let store: StoreOf<AddContactFeature>

    public init(store: StoreOf<AddContactFeature>) {
      self.store = store
    }

    public var body: some View {
      Form {
        // A text field bound to the store: reading observes \.name, typing sends .setName.
        TextField("Name", text: Binding(store.binding(\.name, send: { .setName($0) })))
        if let message = store.validationMessage {
          Text(message).foregroundColor(.red)
        }
        Button("Save") {
          store.send(.saveButtonTapped)
        }
      }
      .toolbar {
        ToolbarItem {
          Button("Cancel") {
            store.send(.cancelButtonTapped)
          }
        }
      }
    }
  }

  public struct ContactDetailView: View {
    let store: StoreOf<ContactDetailFeature>

    public init(store: StoreOf<ContactDetailFeature>) {
      self.store = store
    }

    public var body: some View {
      Form {
        Button("Delete") {
          store.send(.deleteButtonTapped)
        }
      }
      .navigationTitle(Text(store.contact.name.value))
      .alert(store.presentation(state: \.alert, action: /ContactDetailFeature.Action.alert))
    }
  }
#endif
