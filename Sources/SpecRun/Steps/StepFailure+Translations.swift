extension StepFailure {
  /// A failure in the language of the feature file whose step is running (its `# language:`
  /// line, ``ScenarioLine/language``): the translation for that language, else `message` (also
  /// outside a step). For a step library that serves feature files in several languages, so
  /// that whoever wrote the scenario reads what failed in the words they wrote it in.
  ///
  /// ```swift
  /// throw StepFailure(
  ///   "There is no contact named \"\(name)\" in the list.",
  ///   translations: ["ja": "一覧に「\(name)」という連絡先はありません。"])
  /// ```
  public init(_ message: String, translations: [String: String]) {
    self.init(ScenarioLine.running.flatMap { translations[$0.language] } ?? message)
  }
}
