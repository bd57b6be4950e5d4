extension Messages.SourceReference {
  /// Where a step definition or hook is written, as editors read it:
  /// `Sources/ShopSpecs/BasketSteps.swift:12` (`?` when the file is not known).
  var fileAndLine: String {
    (uri ?? "?") + (location.map { ":\($0.line)" } ?? "")
  }
}
