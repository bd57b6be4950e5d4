import Evergreen
import EvergreenTesting
import Foundation
import TaskShin
import Testing

@MainActor
@Suite("保護者: タスクの作成・編集・削除と確認")
struct ParentTasksTests {
  static func unlocked(_ backend: TaskShinBackend) -> TestStoreOf<ParentFeature> {
    TestStore(initialState: ParentFeature.State(gate: .unlocked)) {
      ParentFeature()
    } withDependencies: {
      $0.firebaseService = backend.firebaseService
      $0.uuid = .incrementing
    }
  }

  @Test("新しいタスクを名前としんを決めて保存すると、こどものリストに加わる")
  func createsATask() async {
    let backend = TaskShinBackend(tasks: [TaskFixtures.hamigaki])
    let store = Self.unlocked(backend)
    let id = TaskID(UUID(counting: 0).uuidString)
    await store.send(.newTaskTapped) { $0.editor = TaskDraft(id: id) }
    await store.send(.titleChanged(" おふろそうじ ")) { $0.editor?.title = " おふろそうじ " }
    await store.send(.shinChosen(.umi)) { $0.editor?.shin = .umi }
    await store.send(.saveTapped) { $0.busy = [id] }
    await store.receive(.taskSaved(id)) {
      $0.busy = []
      $0.editor = nil
    }
    #expect(backend.tasks == [TaskFixtures.hamigaki, TaskItem(id: id, title: "おふろそうじ", shin: .umi)])
    await store.finish()
  }

  @Test("名前が空のタスクは保存されず、フォームはそのまま残る")
  func blankTitleRejected() async {
    let store = Self.unlocked(TaskShinBackend())
    let id = TaskID(UUID(counting: 0).uuidString)
    await store.send(.newTaskTapped) { $0.editor = TaskDraft(id: id) }
    await store.send(.saveTapped)
    await store.receive(.saveRejected(.blankTaskTitle))
    await store.send(.cancelEditTapped) { $0.editor = nil }
    await store.finish()
  }

  @Test("タスクを編集しても、状態と保護者のメモはそのまま残る")
  func editKeepsStatus() async {
    var returned = TaskFixtures.katazuke
    returned.parentNote = "おもちゃも しまおうね"
    let backend = TaskShinBackend(tasks: [returned])
    let store = Self.unlocked(backend)
    await store.send(.editTapped(returned)) { $0.editor = TaskDraft(editing: returned) }
    await store.send(.titleChanged("おへやの おかたづけ")) { $0.editor?.title = "おへやの おかたづけ" }
    await store.send(.saveTapped) { $0.busy = ["katazuke"] }
    await store.receive(.taskSaved("katazuke")) {
      $0.busy = []
      $0.editor = nil
    }
    returned.title = "おへやの おかたづけ"
    #expect(backend.tasks == [returned])
    await store.finish()
  }

  @Test("タスクを削除するとリストから消え、失敗すると伝えられる")
  func deletes() async {
    let backend = TaskShinBackend(tasks: [TaskFixtures.hamigaki])
    let store = Self.unlocked(backend)
    await store.send(.deleteTapped("hamigaki")) { $0.busy = ["hamigaki"] }
    await store.receive(.taskDeleted("hamigaki")) { $0.busy = [] }
    #expect(backend.tasks.isEmpty)
    await store.send(.deleteTapped("hamigaki")) { $0.busy = ["hamigaki"] }
    await store.receive(.requestFailed("hamigaki", .notFound("hamigaki"))) { $0.busy = [] }
    await store.finish()
  }

  @Test("できたタスクを承認すると「承認ずみ」になる。承認中の二度押しは一度だけ")
  func approves() async {
    let clock = TestClock()
    let backend = TaskShinBackend(
      tasks: [TaskFixtures.with(TaskFixtures.hamigaki, status: .completed)], clock: clock, latency: .seconds(1))
    let store = Self.unlocked(backend)
    await store.send(.approveTapped("hamigaki")) { $0.busy = ["hamigaki"] }
    await store.send(.approveTapped("hamigaki"))
    await clock.advance(by: .seconds(1))
    await store.receive(.taskReviewed("hamigaki")) { $0.busy = [] }
    #expect(backend.tasks == [TaskFixtures.with(TaskFixtures.hamigaki, status: .approved)])
    #expect(backend.writeCount == 1)
    await store.finish()
  }

  @Test("差し戻すと、保護者のメモつきでこどものやることに戻る")
  func rejectsWithNote() async {
    let backend = TaskShinBackend(tasks: [TaskFixtures.with(TaskFixtures.shukudai, status: .completed)])
    let store = Self.unlocked(backend)
    await store.send(.rejectTapped("shukudai", note: "さいごの もんだいを もういちど")) { $0.busy = ["shukudai"] }
    await store.receive(.taskReviewed("shukudai")) { $0.busy = [] }
    var returned = TaskFixtures.shukudai
    returned.parentNote = "さいごの もんだいを もういちど"
    #expect(backend.tasks == [returned])
    await store.finish()
  }
}
