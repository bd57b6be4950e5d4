import SpecRun
import TaskShin

/// The parent's screens.
extension TaskShinScenario {
  func openParentArea(answer: String?) async throws {
    try await send(.parent(.parentAreaTapped))
    guard case .asking(let question) = try running().state.parent.gate else {
      throw StepFailure("The parent gate asks no question: it is \(try running().state.parent.gate).")
    }
    try await send(.parent(.gateAnswered(answer ?? "\(question.left * question.right)")))
  }

  func parentCreates(_ title: String, shin: String) async throws {
    try await send(
      .parent(.newTaskTapped), .parent(.titleChanged(title)), .parent(.shinChosen(try Vocabulary.shin(shin))),
      .parent(.saveTapped))
  }

  func parentSavesUntitled() async throws { try await send(.parent(.newTaskTapped), .parent(.saveTapped)) }
  func parentApproves(_ title: String) async throws { try await send(.parent(.approveTapped(task(title).id))) }
  func parentDeletes(_ title: String) async throws { try await send(.parent(.deleteTapped(task(title).id))) }

  func parentReturns(_ title: String, note: String) async throws {
    try await send(.parent(.rejectTapped(task(title).id, note: note)))
  }

  func expectGate(_ gate: ParentGate) async throws {
    try await settleEcho()
    try running().expect(\.parent.gate, gate)
  }

  /// The parent's form is open with the task being saved, and the server has not answered yet.
  func expectParentSaving() async throws {
    try await settleEcho()
    let store = try running()
    guard let editor = store.state.parent.editor, store.state.parent.busy.contains(editor.id) else {
      throw StepFailure("The parent's task form is not saving: \(String(describing: store.state.parent.editor)).")
    }
    try store.expect {
      $0.parent.editor = editor
      $0.parent.busy.insert(editor.id)
    }
  }

  func expectParentFormClosed() async throws {
    try await settleEcho()
    try running().expect(\.parent.editor, nil)
  }

  func expectParentFormOpen() async throws {
    try await settleEcho()
    let store = try running()
    guard let editor = store.state.parent.editor else { throw StepFailure("The parent's task form is closed.") }
    try store.expect(\.parent.editor, editor)
  }
}
