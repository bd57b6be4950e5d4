#if canImport(SwiftUI)
  import SwiftUI

  // Not compiled on Linux (no SwiftUI there): these adapters only hand SwiftUI what the
  // platform-neutral, tested code (StoreBinding, Store's scopes) already decided.

  extension Binding {
    /// A SwiftUI binding that reads and sends through `binding`:
    /// `TextField("Name", text: Binding(store.binding(\.name)))`.
    @MainActor
    public init(_ binding: StoreBinding<Value>) {
      self.init(get: { binding.wrappedValue }, set: { binding.wrappedValue = $0 })
    }
  }

  extension View {
    /// `.sheet(item:)` for a presented child store: shows the sheet while the store is there, and
    /// swiping it away sends `.dismiss`.
    ///
    /// ```swift
    /// .sheet(store: store.presentation(state: \.destination, action: /Contacts.Action.destination)
    ///   .scope(state: /Destination.State.addContact, action: /Destination.Action.addContact)) { addContact in
    ///   AddContactView(store: addContact)
    /// }
    /// ```
    @MainActor
    public func sheet<State, Action, Content: View>(
      store: StoreBinding<Store<State, Action>?>, onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (Store<State, Action>) -> Content
    ) -> some View {
      sheet(item: Binding(store), onDismiss: onDismiss, content: content)
    }

    /// `.popover(item:)` for a presented child store.
    @MainActor
    public func popover<State, Action, Content: View>(
      store: StoreBinding<Store<State, Action>?>,
      @ViewBuilder content: @escaping (Store<State, Action>) -> Content
    ) -> some View {
      popover(item: Binding(store), content: content)
    }

    #if os(iOS) || os(tvOS) || os(watchOS) || os(visionOS)
      /// `.fullScreenCover(item:)` for a presented child store.
      @MainActor
      public func fullScreenCover<State, Action, Content: View>(
        store: StoreBinding<Store<State, Action>?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Store<State, Action>) -> Content
      ) -> some View {
        fullScreenCover(item: Binding(store), onDismiss: onDismiss, content: content)
      }
    #endif

    /// `.navigationDestination(item:)` for a presented child store (a drill-down).
    @MainActor
    public func navigationDestination<State, Action, Destination: View>(
      store: StoreBinding<Store<State, Action>?>,
      @ViewBuilder destination: @escaping (Store<State, Action>) -> Destination
    ) -> some View {
      navigationDestination(item: Binding(store), destination: destination)
    }

    /// An alert from an ``AlertState`` child store: its buttons send their actions, and closing it
    /// sends `.dismiss`.
    ///
    /// ```swift
    /// .alert(store.presentation(state: \.destination, action: /Contacts.Action.destination)
    ///   .scope(state: /Destination.State.alert, action: /Destination.Action.alert))
    /// ```
    @MainActor
    public func alert<Action>(_ store: StoreBinding<Store<AlertState<Action>, Action>?>) -> some View {
      let child = store.wrappedValue
      let alert = child?.state
      return self.alert(
        alert?.title ?? "",
        isPresented: Binding(store.isPresented()),
        presenting: alert,
        actions: { PromptButtons(prompt: $0, store: child) },
        message: { alert in
          if let message = alert.message { Text(message) }
        })
    }

    /// A confirmation dialog from a ``ConfirmationDialogState`` child store.
    @MainActor
    public func confirmationDialog<Action>(
      _ store: StoreBinding<Store<ConfirmationDialogState<Action>, Action>?>
    ) -> some View {
      let child = store.wrappedValue
      let dialog = child?.state
      return confirmationDialog(
        dialog?.title ?? "",
        isPresented: Binding(store.isPresented()),
        titleVisibility: dialog?.titleVisibility == .visible ? .visible : .automatic,
        presenting: dialog,
        actions: { PromptButtons(prompt: $0, store: child) },
        message: { dialog in
          if let message = dialog.message { Text(message) }
        })
    }
  }

  /// A prompt's buttons (an alert's, a dialog's), each sending its action to `store`; a button
  /// without an action only closes the prompt.
  private struct PromptButtons<Prompt: PromptState>: View where Prompt.Action: Sendable {
    let prompt: Prompt
    let store: Store<Prompt, Prompt.Action>?

    var body: some View {
      ForEach(prompt.buttons) { button in
        SwiftUI.Button(role: button.role.map(ButtonRole.init)) {
          if let action = button.action { store?.send(action) }
        } label: {
          Text(button.label)
        }
      }
    }
  }

  extension ButtonRole {
    init(_ role: ButtonStateRole) {
      switch role {
      case .cancel: self = .cancel
      case .destructive: self = .destructive
      }
    }
  }
#endif
