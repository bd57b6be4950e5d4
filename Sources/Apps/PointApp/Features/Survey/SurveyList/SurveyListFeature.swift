import Evergreen
import Foundation

/// The surveys the user can answer now.
///
/// - On appear and on "更新", the open surveys load (all of them, or the selected category's);
///   loading is shown meanwhile, and a reload while loading replaces the first request. Surveys
///   past their deadline are never offered.
/// - Choosing a category selects it and appears again (`.send(.onAppear)`, as the seed does): the
///   open surveys reload through `fetchAvailable` and only the chosen category's are shown;
///   choosing none goes back to all surveys.
/// - A failure ends loading and shows a readable error; the surveys shown stay.
/// - Tapping a survey presents it (``SurveyDetailFeature``); once its answers are sent, it leaves
///   the list.
public struct SurveyListFeature: Reducer {
  public struct State: Equatable, Sendable {
    public var surveys: [Survey]
    public var isLoading: Bool
    public var selectedCategory: SurveyCategory?
    /// Why the surveys could not be loaded.
    public var errorMessage: String?
    /// The survey being answered.
    @Presents public var detail: SurveyDetailFeature.State?

    public init(
      surveys: [Survey] = [], isLoading: Bool = false, selectedCategory: SurveyCategory? = nil,
      errorMessage: String? = nil, detail: SurveyDetailFeature.State? = nil
    ) {
      self.surveys = surveys
      self.isLoading = isLoading
      self.selectedCategory = selectedCategory
      self.errorMessage = errorMessage
      self.detail = detail
    }
  }

  public enum Action: CasePathable, Sendable {
    case onAppear
    case categorySelected(SurveyCategory?)
    case surveyTapped(Survey)
    case refreshButtonTapped
    case surveysLoaded(Result<[Survey], any Error>)
    case detail(PresentationAction<SurveyDetailFeature.Action>)
  }

  enum CancelID: Hashable, Sendable { case load }

  @Dependency(\.surveyClient) var surveyClient
  @Dependency(\.date) var date

  public init() {}

  public var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .onAppear:
        state.isLoading = true
        state.errorMessage = nil
        return .run { [surveyClient] send in
          await send(.surveysLoaded(Result { try await surveyClient.fetchAvailable() }))
        }
        .cancellable(id: CancelID.load, cancelInFlight: true)

      case .categorySelected(let category):
        state.selectedCategory = category
        return .send(.onAppear)

      case .surveyTapped(let survey):
        state.detail = SurveyDetailFeature.State(survey: survey)
        return .none

      case .refreshButtonTapped:
        return .send(.onAppear)

      case .surveysLoaded(.success(let surveys)):
        state.isLoading = false
        let now = date.now
        let category = state.selectedCategory
        state.surveys = surveys.filter { survey in
          survey.isAvailable(at: now) && (category.map { survey.category == $0 } ?? true)
        }
        return .none

      case .surveysLoaded(.failure(let error)):
        state.isLoading = false
        state.errorMessage = "アンケートを読み込めませんでした。\(error)"
        return .none

      case .detail(.presented(.submitCompleted(.success))):
        guard let answered = state.detail?.survey.id else { return .none }
        state.surveys.removeAll { $0.id == answered }
        return .none

      case .detail:
        return .none
      }
    }
    .ifLet(\.$detail, action: /Action.detail) {
      SurveyDetailFeature()
    }
  }
}
