import SpecRun

extension CCKLibraries {
  /// `cck/hooks-attachment`: before and after hooks attach an SVG image.
  static let hooksAttachment: StepLibrary = {
    var steps = StepLibrary()
    steps.before { context in
      context.attach(try cckFixture("hooks-attachment", "cucumber.svg"), mediaType: "image/svg+xml")
    }
    steps.when("a step passes") { _ in }
    steps.after { context in
      context.attach(try cckFixture("hooks-attachment", "cucumber.svg"), mediaType: "image/svg+xml")
    }
    return steps
  }()
}
