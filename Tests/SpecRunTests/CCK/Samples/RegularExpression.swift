import SpecRun

extension CCKLibraries {
  /// `cck/regular-expression`: optional groups that take no part in the match give `nil`.
  static let regularExpression: StepLibrary = {
    var steps = StepLibrary()
    steps.given("^a (.*?)(?: and a (.*?))?(?: and a (.*?))?$") {
      (_, first: String, second: String?, third: String?) in
      guard !first.isEmpty, second != "", third != "" else { throw StepFailure("unexpected vegetables") }
    }
    return steps
  }()
}
