import SpecRun

/// The pin list as the scenario's steps see it, wherever it is shown (alone, or in the app).
@MainActor
protocol PinListScreen: PinNestScreen {
  func open() async
  func refresh() async
  func tapPin(titled title: String) async throws
  func expectLoading(_ isLoading: Bool) throws
  func expectPins(titled titles: [String]) async throws
  func expectEmpty(saying message: String) async throws
  func expectFavorite(_ title: String, _ isFavorite: Bool) throws
}
