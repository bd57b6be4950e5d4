import Evergreen
import Foundation

/// The survey service at the app's edge: the open surveys, one category, one survey, and sending
/// answers (which returns the points they earned).
///
/// ```swift
/// @Dependency(\.surveyClient) var surveyClient
/// let surveys = try await surveyClient.fetchAvailable()
///
/// // In a test, override just the endpoints it uses:
/// withDependencies: { $0.surveyClient.fetchAvailable = { Survey.samples } }
/// ```
public struct SurveyClient: Sendable {
  public var fetchAvailable: @Sendable () async throws -> [Survey]
  public var fetchByCategory: @Sendable (SurveyCategory) async throws -> [Survey]
  public var findById: @Sendable (SurveyID) async throws -> Survey?
  public var submitAnswer: @Sendable (SurveyID, [SurveyAnswer]) async throws -> PointAmount

  public init(
    fetchAvailable: @escaping @Sendable () async throws -> [Survey],
    fetchByCategory: @escaping @Sendable (SurveyCategory) async throws -> [Survey],
    findById: @escaping @Sendable (SurveyID) async throws -> Survey?,
    submitAnswer: @escaping @Sendable (SurveyID, [SurveyAnswer]) async throws -> PointAmount
  ) {
    self.fetchAvailable = fetchAvailable
    self.fetchByCategory = fetchByCategory
    self.findById = findById
    self.submitAnswer = submitAnswer
  }

  /// A client answering from `backend`'s catalogue.
  public static func inMemory(_ backend: PointAppBackend) -> SurveyClient {
    SurveyClient(
      fetchAvailable: { try backend.openSurveys() },
      fetchByCategory: { category in try backend.openSurveys().filter { $0.category == category } },
      findById: { id in try backend.survey(id: id) },
      submitAnswer: { id, answers in try backend.submit(answers, to: id) })
  }
}

extension SurveyClient: DependencyKey {
  /// The in-memory backend shared with ``PointClient``. The HTTP client lives in its own module,
  /// `PointAppLive`, so that the scenarios and `specrun` never load the system's networking
  /// library; the app's entry point installs it:
  ///
  /// ```swift
  /// import PointAppLive
  /// let store = Store(initialState: AppFeature.State()) { AppFeature() } withDependencies: {
  ///   $0.surveyClient = SurveyClient(environment: ProcessInfo.processInfo.environment)
  /// }
  /// ```
  public static let liveValue = SurveyClient.inMemory(.shared)

  /// The previews' backend (``PointAppBackend/preview``): the sample surveys, in memory, answering
  /// at once.
  public static let previewValue = SurveyClient.inMemory(.preview)

  /// Every endpoint fails the test, naming itself, until the test overrides it.
  public static let testValue = SurveyClient(
    fetchAvailable: unimplemented("SurveyClient.fetchAvailable"),
    fetchByCategory: unimplemented("SurveyClient.fetchByCategory"),
    findById: unimplemented("SurveyClient.findById"),
    submitAnswer: unimplemented("SurveyClient.submitAnswer")
  )
}

extension DependencyValues {
  /// The survey service. See ``SurveyClient``.
  public var surveyClient: SurveyClient {
    get { self[SurveyClient.self] }
    set { self[SurveyClient.self] = newValue }
  }
}
