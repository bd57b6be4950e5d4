import CalendarCore
import CalendarMeeting
import Evergreen
import EvergreenTesting
import Foundation
import Testing

@Suite("会議一覧: 読み込み、絞り込み、作成、確認つき削除、401")
struct MeetingListTests {
  func store(
    _ state: MeetingListFeature.State = .init(), _ dependencies: @escaping (inout DependencyValues) -> Void = { _ in }
  ) -> TestStore<MeetingListFeature.State, MeetingListFeature.Action> {
    TestStore(initialState: state) {
      MeetingListFeature()
    } withDependencies: {
      $0.date.now = now
      $0.timeZone = tokyo
      $0.calendar = Calendar(identifier: .gregorian)
      $0.uuid = .incrementing
      dependencies(&$0)
    }
  }

  @Test("開くと読み込み中になり、届いた会議が開始順に並ぶ")
  func loads() async {
    let store = store { $0.calendarAPI.fetchMeetings = { [tomorrow, review] } }
    await store.send(.onAppear) { $0.request = .loading }
    #expect(store.state.emptyStateMessage == nil)
    await store.receive(.meetingsResponse(.success([tomorrow, review]))) {
      $0.request = nil
      $0.meetings = [tomorrow, review]
      $0.filteredMeetings = [review, tomorrow]
    }
    await store.finish()
  }

  @Test("絞り込みを変えると表示が変わり、何も残らなければその絞り込みの文言が出る")
  func filtersAndEmptyMessages() async {
    let store = store(.init(meetings: [earlyStandUp], filteredMeetings: [earlyStandUp]))
    await store.send(.filterChanged(.today)) { $0.filter = .today }
    #expect(store.state.emptyStateMessage == nil)
    await store.send(.filterChanged(.upcoming)) {
      $0.filter = .upcoming
      $0.filteredMeetings = []
    }
    #expect(store.state.emptyStateMessage == "予定されている会議はありません")
    await store.send(.filterChanged(.all)) {
      $0.filter = .all
      $0.filteredMeetings = [earlyStandUp]
    }
  }

  @Test("会議が1件もなければ「会議がありません」、今日がなければ「今日の会議はありません」")
  func emptyList() async {
    let store = store { $0.calendarAPI.fetchMeetings = { [tomorrow] } }
    await store.send(.onAppear) { $0.request = .loading }
    await store.receive(.meetingsResponse(.success([tomorrow]))) {
      $0.request = nil
      $0.meetings = [tomorrow]
      $0.filteredMeetings = [tomorrow]
    }
    await store.send(.filterChanged(.today)) {
      $0.filter = .today
      $0.filteredMeetings = []
    }
    #expect(store.state.emptyStateMessage == "今日の会議はありません")
    #expect(MeetingListFeature.State().emptyStateMessage == "会議がありません")
  }

  @Test("読み込みに失敗すると理由が出て、再試行で読み込み直す")
  func loadFailureAndRetry() async {
    let store = store { $0.calendarAPI.fetchMeetings = { throw CalendarAPIError.unavailable("サーバーに接続できません") } }
    await store.send(.onAppear) { $0.request = .loading }
    await store.receive(.meetingsResponse(.failure(.unavailable("サーバーに接続できません")))) {
      $0.request = nil
      $0.errorMessage = "会議を読み込めませんでした。サーバーに接続できません"
    }
    #expect(store.state.emptyStateMessage == nil)
    store.dependencies.calendarAPI.fetchMeetings = { [review] }
    await store.send(.retryTapped) {
      $0.request = .loading
      $0.errorMessage = nil
    }
    await store.receive(.meetingsResponse(.success([review]))) {
      $0.request = nil
      $0.meetings = [review]
      $0.filteredMeetings = [review]
    }
  }

  @Test("タイトルが空、終了が開始以前、既存の会議と重なる新しい会議は送らずに理由を出す")
  func createValidation() async {
    let store = store(.init(meetings: [review], filteredMeetings: [review]))
    await store.send(.createTapped(title: "  ", start: now, end: now.addingTimeInterval(1800))) {
      $0.newMeetingProblem = "タイトルを入力してください"
    }
    await store.send(.createTapped(title: "面談", start: now, end: now)) {
      $0.newMeetingProblem = "終了は開始より後にしてください"
    }
    await store.send(.createTapped(title: "面談", start: review.start.addingTimeInterval(600), end: review.end)) {
      $0.newMeetingProblem = "ほかの会議と時間が重なっています"
    }
    await store.finish()
  }

  @Test("正しい会議を作ると作成中になり、保存された会議が一覧に加わる")
  func create() async {
    let store = store(.init(newMeetingProblem: "タイトルを入力してください")) { $0.calendarAPI.createMeeting = { $0 } }
    let created = Meeting(id: UUID(counting: 0), title: "面談", start: now, end: now.addingTimeInterval(1800))
    await store.send(.createTapped(title: "面談", start: now, end: now.addingTimeInterval(1800))) {
      $0.newMeetingProblem = nil
      $0.request = .creating(created)
    }
    await store.receive(.createResponse(.success(created))) {
      $0.request = nil
      $0.meetings = [created]
      $0.filteredMeetings = [created]
    }
  }

  @Test("削除は確認してから行い、取り消せば何も消えない")
  func deleteWithConfirmation() async {
    let store = store(.init(meetings: [review, tomorrow], filteredMeetings: [review, tomorrow])) {
      $0.calendarAPI.deleteMeeting = { _ in }
    }
    await store.send(.deleteTapped(review)) { $0.pendingDeletion = review }
    await store.send(.deleteCancelled) { $0.pendingDeletion = nil }
    await store.send(.deleteTapped(review)) { $0.pendingDeletion = review }
    await store.send(.deleteConfirmed) {
      $0.pendingDeletion = nil
      $0.request = .deleting(review)
    }
    await store.receive(.deleteResponse(.success(review))) {
      $0.request = nil
      $0.meetings = [tomorrow]
      $0.filteredMeetings = [tomorrow]
    }
  }

  @Test("どの操作でも401が返ると、一覧はそのまま、セッション切れを親に伝える")
  func unauthorizedIsPassedUp() async {
    let store = store(.init(meetings: [review], filteredMeetings: [review], pendingDeletion: review)) {
      $0.calendarAPI.deleteMeeting = { _ in throw CalendarAPIError.unauthorized }
    }
    await store.send(.deleteConfirmed) {
      $0.pendingDeletion = nil
      $0.request = .deleting(review)
    }
    await store.receive(.deleteResponse(.failure(.unauthorized))) { $0.request = nil }
    await store.receive(.delegate(.sessionExpired))
  }

  @Test("読み込み中に会議を作ると、読み込みは取り消されて作成だけが進み、読み込みの答えは届かない")
  func createWhileLoadingCancelsTheLoad() async {
    let clock = TestClock()
    let store = store {
      $0.calendarAPI.fetchMeetings = {
        try await clock.sleep(for: .seconds(5))
        return [tomorrow]
      }
      $0.calendarAPI.createMeeting = { $0 }
    }
    let created = Meeting(id: UUID(counting: 0), title: "面談", start: now, end: now.addingTimeInterval(1800))
    await store.send(.onAppear) { $0.request = .loading }
    await store.send(.createTapped(title: "面談", start: now, end: now.addingTimeInterval(1800))) {
      $0.request = .creating(created)
    }
    await store.receive(.createResponse(.success(created))) {
      $0.request = nil
      $0.meetings = [created]
      $0.filteredMeetings = [created]
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }

  @Test("作成中に読み込み直すと、作成は取り消され、読み込みの答えだけが届いて作成中の表示が消える")
  func loadWhileCreatingCancelsTheCreate() async {
    let clock = TestClock()
    let store = store {
      $0.calendarAPI.fetchMeetings = { [tomorrow] }
      $0.calendarAPI.createMeeting = {
        try await clock.sleep(for: .seconds(5))
        return $0
      }
    }
    let created = Meeting(id: UUID(counting: 0), title: "面談", start: now, end: now.addingTimeInterval(1800))
    await store.send(.createTapped(title: "面談", start: now, end: now.addingTimeInterval(1800))) {
      $0.request = .creating(created)
    }
    await store.send(.retryTapped) { $0.request = .loading }
    await store.receive(.meetingsResponse(.success([tomorrow]))) {
      $0.request = nil
      $0.meetings = [tomorrow]
      $0.filteredMeetings = [tomorrow]
    }
    await clock.advance(by: .seconds(5))
    await store.finish()
  }
}
