import SpecRun

extension CCKLibraries {
  /// `cck/doc-strings`: every delimiter hands the step its doc string.
  static let docStrings: StepLibrary = {
    var steps = StepLibrary()
    steps.given("a doc string:") { context in
      let docString = try context.requireDocString()
      guard docString.content.hasPrefix("Here is some content") || docString.mediaType == "application/json" else {
        throw StepFailure("unexpected doc string \(docString)")
      }
    }
    return steps
  }()
}
