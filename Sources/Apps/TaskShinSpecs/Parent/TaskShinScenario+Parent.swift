import Evergreen
import Foundation
import SpecRun
import TaskShin

/// The parent's screens.
extension TaskShinScenario {
  func openParentArea(answer: String?) async throws {
    try await send(.parent(.parentAreaTapped))
    guard case .asking(let question) = try running().state.parent.gate else {
      throw StepFailure("保護者の確認は問題を出していません（いまは \(try running().state.parent.gate)）。")
    }
    let answer = answer ?? "\(question.left * question.right)"
    expected.gateOpen = question.isAnswered(by: answer)
    try await send(.parent(.gateAnswered(answer)))
  }

  func lockParentArea() async throws {
    expected.locked()
    try await send(.parent(.lockTapped))
  }

  /// The parent opens a new task form (numbered by the scenario's UUIDs: the first is `UUID(0)`).
  private func openNewTaskForm() async throws -> TaskDraft {
    let draft = TaskDraft(id: TaskID(UUID(newTaskForms).uuidString))
    newTaskForms += 1
    try await send(.parent(.newTaskTapped))
    return draft
  }

  func parentCreates(_ title: String, shin: String) async throws {
    var draft = try await openNewTaskForm()
    draft.title = title
    draft.shin = try Vocabulary.shin(shin)
    self.draft = draft
    known[title] = TaskItem(id: draft.id, title: title, shin: draft.shin)
    expected.parentRequests(draft.id)
    try await send(.parent(.titleChanged(title)), .parent(.shinChosen(draft.shin)), .parent(.saveTapped))
  }

  /// The parent opens the form of an existing task: it starts as the task is.
  func parentStartsEditing(_ title: String) async throws {
    let task = try task(title)
    if expected.gateOpen { draft = TaskDraft(editing: task) }
    try await send(.parent(.editTapped(task)))
  }

  func parentRenames(to title: String) async throws {
    draft?.title = title
    try await send(.parent(.titleChanged(title)))
  }

  func parentSavesUntitled() async throws {
    draft = try await openNewTaskForm()
    if expected.gateOpen {
      expected.failures.append((.parent(.saveRejected(.blankTaskTitle)), .validation(.blankTaskTitle)))
    }
    try await send(.parent(.saveTapped))
  }

  func parentApproves(_ title: String) async throws {
    let id = try task(title).id
    expected.parentRequests(id)
    try await send(.parent(.approveTapped(id)))
  }

  func parentDeletes(_ title: String) async throws {
    let id = try task(title).id
    expected.parentRequests(id)
    try await send(.parent(.deleteTapped(id)))
  }

  func parentReturns(_ title: String, note: String) async throws {
    known[title]?.parentNote = note
    let id = try task(title).id
    expected.parentRequests(id)
    try await send(.parent(.rejectTapped(id, note: note)))
  }

  func expectGate(_ gate: ParentGate) async throws {
    try await settleEcho()
    try running().expect(\.parent.gate, gate)
  }

  /// The parent's form is open with the task as the scenario filled it, being saved, and the
  /// server has not answered yet.
  func expectParentSaving() async throws {
    try await settleEcho()
    let draft = try filledDraft()
    guard server.waitingCount > 0 || backend.latency > .zero else {
      throw StepFailure("サーバーはもう応答しました。おてつだい「\(draft.title)」は保存中ではありません。")
    }
    try running().expect {
      $0.parent.editor = draft
      $0.parent.busy.insert(draft.id)
    }
  }

  func expectParentFormClosed() async throws {
    try await settleEcho()
    try running().expect(\.parent.editor, nil)
  }

  /// The form is still open with what the scenario filled in.
  func expectParentFormOpen() async throws {
    try await settleEcho()
    try running().expect(\.parent.editor, try filledDraft())
  }

  /// The form is open with the title `title` and the shin `shin`, as the scenario filled it.
  func expectParentForm(title: String, shin: String) async throws {
    try await settleEcho()
    let draft = try filledDraft()
    guard draft.title == title, draft.shin == (try Vocabulary.shin(shin)) else {
      throw StepFailure(
        "このシナリオの手順がフォームに入れたのは「\(draft.title)」と「\(draft.shin.name)」で、「\(title)」と「\(shin)」ではありません。"
      )
    }
    try running().expect(\.parent.editor, draft)
  }

  private func filledDraft() throws -> TaskDraft {
    guard let draft else { throw StepFailure("このシナリオの手順は、保護者のおてつだいフォームにまだ何も入れていません。") }
    return draft
  }
}
