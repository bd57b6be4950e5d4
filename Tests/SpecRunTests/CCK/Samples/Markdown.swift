import SpecRun

extension CCKLibraries {
  /// `cck/markdown`: a `.feature.md` file, with doc strings, a table and a log attachment.
  static let markdown: StepLibrary = {
    var steps = StepLibrary()
    steps.given("some TypeScript code:") { context in _ = try context.requireDocString() }
    steps.given("some classic Gherkin:") { context in _ = try context.requireDocString() }
    steps.when("we use a data table and attach something and then {word}") { (context, what: String) in
      _ = try context.requireTable()
      context.log("We are logging some plain text (\(what))")
      if what == "fail" { throw StepFailure("You asked me to fail") }
    }
    steps.then("this might or might not run") { _ in }
    return steps
  }()
}
