import Evergreen
import EvergreenTesting
import Foundation
import PointApp
import Testing

@MainActor
@Suite("アンケート一覧")
struct SurveyListFeatureTests {
  /// `\.surveysLoaded.success`, as a case path.
  static let surveysLoadedSuccess = /SurveyListFeature.Action.surveysLoaded .. Result.success

  // MARK: The seed's own tests (sections 5.2 and 6.2)

  @Test("アンケート一覧を読み込める")
  func test_アンケート一覧を読み込める() async {
    let store = TestStore(
      initialState: SurveyListFeature.State()
    ) {
      SurveyListFeature()
    } withDependencies: {
      $0.surveyClient.fetchAvailable = { Survey.samples }
      $0.date.now = TestDates.now
    }

    await store.send(.onAppear) {
      $0.isLoading = true
    }

    await store.receive(/SurveyListFeature.Action.surveysLoaded .. Result.success) {
      $0.isLoading = false
      $0.surveys = Survey.samples
    }
  }

  @Test("アンケート一覧を表示できる")
  func test_アンケート一覧を表示できる() async {
    // Arrange
    let expectedSurveys = [
      Survey.fixture(title: "アンケート1"),
      Survey.fixture(title: "アンケート2"),
    ]

    let store = TestStore(
      initialState: SurveyListFeature.State()
    ) {
      SurveyListFeature()
    } withDependencies: {
      // 外部境界のみモック（デトロイト派）
      $0.surveyClient.fetchAvailable = { expectedSurveys }
      $0.date.now = TestDates.now
    }

    // Act & Assert
    await store.send(.onAppear) {
      $0.isLoading = true
    }

    await store.receive(/SurveyListFeature.Action.surveysLoaded .. Result.success) {
      $0.isLoading = false
      $0.surveys = expectedSurveys
    }
  }

  @Test("アンケートをタップすると詳細画面に遷移する")
  func test_アンケートをタップすると詳細画面に遷移する() async {
    let survey = Survey.fixture()

    let store = TestStore(
      initialState: SurveyListFeature.State(surveys: [survey])
    ) {
      SurveyListFeature()
    }

    await store.send(.surveyTapped(survey)) {
      $0.detail = SurveyDetailFeature.State(survey: survey)
    }
  }

  @Test("カテゴリ選択でフィルタリングされる")
  func test_カテゴリ選択でフィルタリングされる() async {
    let store = TestStore(
      initialState: SurveyListFeature.State()
    ) {
      SurveyListFeature()
    } withDependencies: {
      $0.surveyClient.fetchAvailable = { [] }
      $0.date.now = TestDates.now
    }

    await store.send(.categorySelected(.product)) {
      $0.selectedCategory = .product
    }

    await store.receive(/SurveyListFeature.Action.onAppear) {
      $0.isLoading = true
    }
    // ...
    await store.receive(Self.surveysLoadedSuccess) {
      $0.isLoading = false
    }
  }

  // MARK: Categories

  @Test("カテゴリを選ぶと読み込み直し、そのカテゴリのアンケートだけが表示される")
  func chosenCategoryOnly() async {
    let product = Survey.fixture(title: "商品", category: .product)
    let travel = Survey.fixture(title: "旅行", category: .travel)
    let store = TestStore(initialState: SurveyListFeature.State(surveys: [product, travel])) {
      SurveyListFeature()
    } withDependencies: {
      $0.surveyClient.fetchAvailable = { [product, travel] }
      $0.date.now = TestDates.now
    }
    await store.send(.categorySelected(.travel)) { $0.selectedCategory = .travel }
    await store.receive(/SurveyListFeature.Action.onAppear) { $0.isLoading = true }
    await store.receive(Self.surveysLoadedSuccess) {
      $0.isLoading = false
      $0.surveys = [travel]
    }
  }

  // MARK: Loading

  @Test("期限を過ぎたアンケートは一覧に出ない")
  func expiredAreNotOffered() async {
    let open = Survey.fixture(title: "受付中", expiresAt: TestDates.inOneHour)
    let closed = Survey.fixture(title: "締切済み", expiresAt: TestDates.oneHourAgo)
    let store = TestStore(initialState: SurveyListFeature.State()) {
      SurveyListFeature()
    } withDependencies: {
      $0.surveyClient.fetchAvailable = { [closed, open] }
      $0.date.now = TestDates.now
    }
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(Self.surveysLoadedSuccess) {
      $0.isLoading = false
      $0.surveys = [open]
    }
  }

  @Test("「更新」で一覧を読み込み直す")
  func refresh() async {
    let first = Survey.fixture(title: "最初")
    let added = Survey.fixture(title: "追加")
    let store = TestStore(initialState: SurveyListFeature.State(surveys: [first])) {
      SurveyListFeature()
    } withDependencies: {
      $0.surveyClient.fetchAvailable = { [first, added] }
      $0.date.now = TestDates.now
    }
    await store.send(.refreshButtonTapped)
    await store.receive(.onAppear) { $0.isLoading = true }
    await store.receive(Self.surveysLoadedSuccess) {
      $0.isLoading = false
      $0.surveys = [first, added]
    }
  }

  @Test("読み込みに失敗すると読み込みを終え、理由を表示し、表示中の一覧は残す")
  func failure() async {
    let shown = Survey.fixture(title: "表示中")
    let store = TestStore(initialState: SurveyListFeature.State(surveys: [shown])) {
      SurveyListFeature()
    } withDependencies: {
      $0.surveyClient.fetchAvailable = { throw BackendError.unreachable }
    }
    await store.send(.onAppear) { $0.isLoading = true }
    await store.receive(/SurveyListFeature.Action.surveysLoaded) {
      $0.isLoading = false
      $0.errorMessage = "アンケートを読み込めませんでした。通信できませんでした。電波の良い場所でもう一度お試しください。"
    }
  }

  @Test("失敗のあと読み込み直すとエラーは消える")
  func retryClearsError() async {
    let survey = Survey.fixture()
    let store = TestStore(initialState: SurveyListFeature.State(errorMessage: "アンケートを読み込めませんでした。")) {
      SurveyListFeature()
    } withDependencies: {
      $0.surveyClient.fetchAvailable = { [survey] }
      $0.date.now = TestDates.now
    }
    await store.send(.onAppear) {
      $0.isLoading = true
      $0.errorMessage = nil
    }
    await store.receive(Self.surveysLoadedSuccess) {
      $0.isLoading = false
      $0.surveys = [survey]
    }
  }

  @Test("読み込み中にもう一度読み込むと、最初の要求は取り消されて新しい結果だけが届く")
  func reloadReplacesFirstRequest() async {
    let clock = TestClock()
    let calls = Calls()
    let store = TestStore(initialState: SurveyListFeature.State()) {
      SurveyListFeature()
    } withDependencies: {
      $0.surveyClient.fetchAvailable = {
        let call = calls.next()
        try await clock.sleep(for: .seconds(1))
        return [Survey.fixture(title: "要求\(call)")]
      }
      $0.date.now = TestDates.now
    }
    await store.send(.onAppear) { $0.isLoading = true }
    await store.send(.refreshButtonTapped)
    await store.receive(.onAppear)
    await clock.advance(by: .seconds(1))
    await store.receive(Self.surveysLoadedSuccess) {
      $0.isLoading = false
      $0.surveys = [Survey.fixture(title: "要求2")]
    }
    await store.finish()
  }

  @Test("カテゴリの選択を外すとすべてのアンケートに戻る")
  func clearCategory() async {
    let all = [Survey.fixture(title: "商品", category: .product), Survey.fixture(title: "旅行", category: .travel)]
    let store = TestStore(
      initialState: SurveyListFeature.State(surveys: [all[1]], selectedCategory: .travel)
    ) {
      SurveyListFeature()
    } withDependencies: {
      $0.surveyClient.fetchAvailable = { all }
      $0.date.now = TestDates.now
    }
    await store.send(.categorySelected(nil)) { $0.selectedCategory = nil }
    await store.receive(/SurveyListFeature.Action.onAppear) { $0.isLoading = true }
    await store.receive(Self.surveysLoadedSuccess) {
      $0.isLoading = false
      $0.surveys = all
    }
  }

  // MARK: Answering from the list

  @Test("回答を送ったアンケートは一覧から消え、詳細には獲得ポイントが表示される")
  func answeredLeavesList() async throws {
    let answered = Survey.fixture(title: "回答する", reward: try PointAmount(80))
    let other = Survey.fixture(title: "残る")
    let store = TestStore(
      initialState: SurveyListFeature.State(
        surveys: [answered, other], detail: SurveyDetailFeature.State(survey: answered))
    ) {
      SurveyListFeature()
    } withDependencies: {
      $0.surveyClient.submitAnswer = { _, _ in try PointAmount(80) }
      $0.pointClient.addPoints = { _, _ in }
      $0.date.now = TestDates.now
    }
    await store.send(.detail(.presented(.submitButtonTapped))) { $0.detail?.isSubmitting = true }
    await store.receive(/SurveyListFeature.Action.detail) {
      $0.detail?.isSubmitting = false
      $0.detail?.earnedPoints = try PointAmount(80)
      $0.surveys = [other]
    }
  }

  @Test("詳細を閉じると一覧に戻る")
  func dismissDetail() async {
    let survey = Survey.fixture()
    let store = TestStore(
      initialState: SurveyListFeature.State(surveys: [survey], detail: SurveyDetailFeature.State(survey: survey))
    ) {
      SurveyListFeature()
    }
    await store.send(.detail(.dismiss)) { $0.detail = nil }
  }
}
