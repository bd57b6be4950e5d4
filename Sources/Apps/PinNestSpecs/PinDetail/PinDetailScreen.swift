import SpecRun

/// The pin details as the scenario's steps see them, wherever they are shown (alone, or presented
/// by the app).
@MainActor
protocol PinDetailScreen: PinNestScreen {
  func answerQuestion(_ label: String) async throws
  func expectFavorite(_ isFavorite: Bool) async throws
  func expectFavoriteSavedAndReported() async throws
  func expectQuestion(_ title: String, message: String) throws
  func expectNoQuestion() throws
  func expectDeleting(_ isDeleting: Bool) async throws
  func expectDeletedReportedAndClosed() async throws
}
