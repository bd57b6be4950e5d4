import Evergreen
import PointApp
import SpecRun

/// What the survey list scenarios do, in the product's words.
@MainActor
final class SurveyListScenario {
  private(set) var store: ScenarioStoreOf<SurveyListFeature>?

  static func of(_ context: ScenarioContext) -> SurveyListScenario { context.value(default: SurveyListScenario.init) }

  /// Opens the list (the first time, the screen appears); when `arranged` (a Given), the server
  /// answers at once and what loads counts as described.
  func open(in context: ScenarioContext, arranged: Bool) async {
    let world = PointAppWorld.of(context)
    let store = world.start(SurveyListFeature.State(), in: context) { SurveyListFeature() }
    self.store = store
    if arranged {
      await world.settingTheScene { await store.arrange(.onAppear) }
    } else {
      await store.send(.onAppear)
    }
  }

  func running() throws -> ScenarioStoreOf<SurveyListFeature> {
    guard let store else { throw StepFailure("The survey list is not open yet: start with 「もし アンケート一覧を開く」.") }
    return store
  }

  func choose(category name: String?) async throws {
    let category = try name.map { name in
      guard let category = SurveyCategory(displayName: name) else {
        throw StepFailure("Unknown category 「\(name)」; the categories are \(SurveyCategory.allCases.map(\.displayName).joined(separator: "、")).")
      }
      return category
    }
    try await running().send(.categorySelected(category))
  }

  func refresh() async throws { try await running().send(.refreshButtonTapped) }

  func tap(_ title: String) async throws {
    let store = try running()
    guard let survey = store.state.surveys.first(where: { $0.title == title }) else {
      throw StepFailure("「\(title)」 is not in the list; it shows \(titles(store.state.surveys)).")
    }
    await store.send(.surveyTapped(survey))
  }

  /// The list shows `titles`, in this order, and nothing is loading any more.
  func expectList(_ titles: [String]) async throws {
    let store = try await loaded()
    guard store.state.surveys.map(\.title) == titles else {
      throw StepFailure("The list shows \(self.titles(store.state.surveys)), not \(titles.map { "「\($0)」" }.joined()).")
    }
    let shown = store.state.surveys
    try store.expect {
      $0.surveys = shown
      $0.isLoading = false
    }
  }

  /// The list shows that it is loading, waiting for the server.
  func expectLoading() async throws {
    let store = try await loaded()
    try store.expect { $0.isLoading = true }
  }

  func expectCategory(_ name: String?) throws {
    try running().expect(\.selectedCategory, name.flatMap(SurveyCategory.init(displayName:)))
  }

  func expectError(_ message: String) async throws {
    let store = try await loaded()
    try store.expect {
      $0.errorMessage = message
      $0.isLoading = false
    }
  }

  func expectNoError() throws { try running().expect(\.errorMessage, nil) }

  func expectDetail(of title: String) throws {
    let store = try running()
    guard let detail = store.state.detail, detail.survey.title == title else {
      throw StepFailure("The survey 「\(title)」 is not open; open is \(store.state.detail.map { "「\($0.survey.title)」" } ?? "nothing").")
    }
    try store.expect { $0.detail = detail }
  }

  /// The store, after taking the reloads and results that came back as seen.
  private func loaded() async throws -> ScenarioStoreOf<SurveyListFeature> {
    let store = try running()
    await store.expectEveryReceived(CasePath(SurveyListFeature.Action.onAppear))
    await store.expectEveryReceived(/SurveyListFeature.Action.surveysLoaded)
    return store
  }

  private func titles(_ surveys: [Survey]) -> String {
    surveys.isEmpty ? "nothing" : surveys.map { "「\($0.title)」" }.joined()
  }
}
