import Evergreen
import PointApp
import SpecRun

/// What the survey list scenarios do, in the product's words.
@MainActor
final class SurveyListScenario: FeatureScenario {
  private(set) var store: ScenarioStoreOf<SurveyListFeature>?
  private var world: PointAppWorld?
  /// Reloads the user asked for (a category chosen, 更新) that no step has seen start yet.
  private var reloadsAsked = 0

  static let notStartedHint = "アンケート一覧がまだ開いていません。「もし アンケート一覧を開く」から始めてください。"

  /// Opens the list (the first time, the screen appears); when `arranged` (a Given), the server
  /// answers at once and what loads counts as described.
  func open(in context: ScenarioContext, arranged: Bool) async {
    let world = PointAppWorld.of(context)
    self.world = world
    let store = world.start(SurveyListFeature.State(), in: context) { SurveyListFeature() }
    self.store = store
    await world.show(store, appearing: .onAppear, arranged: arranged)
  }

  func choose(category name: String?) async throws {
    let category = try name.map { name in
      guard let category = SurveyCategory(displayName: name) else {
        throw StepFailure(
          "「\(name)」というカテゴリはありません。カテゴリは\(SurveyCategory.allCases.map(\.displayName).joined(separator: "、"))です。"
        )
      }
      return category
    }
    try await running().send(.categorySelected(category))
    reloadsAsked += 1
  }

  func refresh() async throws {
    try await running().send(.refreshButtonTapped)
    reloadsAsked += 1
  }

  func tap(_ title: String) async throws {
    let store = try running()
    guard let survey = store.state.surveys.first(where: { $0.title == title }) else {
      throw StepFailure("「\(title)」は一覧にありません。一覧にあるのは \(titles(store.state.surveys)) です。")
    }
    await store.send(.surveyTapped(survey))
  }

  /// The list shows the published surveys `titles`, in this order, and nothing is loading any
  /// more: the load the list was seen waiting for came back with them.
  func expectList(_ titles: [String]) async throws {
    let store = try running()
    guard let world else { throw StepFailure(Self.notStartedHint) }
    let expected = try titles.map(world.survey(titled:))
    for result in try await loaded(store) { _ = try result.succeeded("アンケートの読み込み") }
    try store.expect {
      $0.surveys = expected
      $0.isLoading = false
    }
  }

  /// The list shows that it is loading, waiting for the server: each reload the user asked for
  /// since the last look started (and the list appeared, if it was opened).
  func expectLoading() async throws {
    let store = try running()
    try await store.expectReceived(/SurveyListFeature.Action.onAppear, times: reloadsAsked, "再読み込みの結果")
    reloadsAsked = 0
    try store.expect { $0.isLoading = true }
  }

  func expectCategory(_ name: String?) throws {
    let category = try name.map { name in
      guard let category = SurveyCategory(displayName: name) else { throw StepFailure("「\(name)」というカテゴリはありません。") }
      return category
    }
    try running().expect(\.selectedCategory, category)
  }

  /// The load the list was seen waiting for failed, and the list says why.
  func expectError(_ message: String) async throws {
    let store = try running()
    let results = try await loaded(store)
    guard !results.isEmpty else { throw StepFailure("一覧が読み込み中になったところを見ていないので、読み込みが失敗したはずはありません。") }
    for result in results { _ = try result.failed("アンケートの読み込み") }
    try store.expect {
      $0.errorMessage = message
      $0.isLoading = false
    }
  }

  func expectNoError() throws { try running().expect(\.errorMessage, nil) }

  /// The answer screen of the published survey `title` is open, nothing answered yet.
  func expectDetail(of title: String) throws {
    let store = try running()
    guard let world else { throw StepFailure(Self.notStartedHint) }
    let survey = try world.survey(titled: title)
    try store.expect { $0.detail = SurveyDetailFeature.State(survey: survey) }
  }

  /// The results of the one load a step saw the list waiting for (none if it was not loading).
  private func loaded(_ store: ScenarioStoreOf<SurveyListFeature>) async throws -> [Result<[Survey], any Error>] {
    try await store.expectReceived(
      /SurveyListFeature.Action.surveysLoaded, times: store.described.isLoading ? 1 : 0, "アンケート一覧")
  }

  private func titles(_ surveys: [Survey]) -> String {
    surveys.isEmpty ? "nothing" : surveys.map { "「\($0.title)」" }.joined()
  }
}
