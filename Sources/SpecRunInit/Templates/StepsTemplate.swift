/// `Sources/<Name>Specs/<Name>Specs.swift`: the step glue, one line per step of the sample scenario.
enum StepsTemplate {
  static func text(_ package: PackageRecipe) -> String {
    let name = package.name
    let words = package.language.words
    return """
      import Evergreen
      import \(name.text)
      import SpecRun

      /// The steps that replay Specs/ against \(name.text)'s features. `Given` steps start a
      /// `ScenarioStore`, `When` steps send what the user does, `Then` steps describe what the user
      /// sees; a change no `Then` step describes fails the scenario. An undefined step in a
      /// scenario prints the Swift line to paste here.
      public enum \(name.specsTarget) {
        public static var steps: StepLibrary {
          var steps = StepLibrary()
          steps.given("\(words.startStep)") { (context, count: Int) in
            context.start(ScenarioStoreOf<CounterFeature>(initialState: CounterFeature.State(count: count)) { CounterFeature() })
          }
          steps.given("\(words.factServiceStep)") { (context, fact: String) in
            try context.require(ScenarioStoreOf<CounterFeature>.self).dependencies.numberFact.fetch = { _ in fact }
          }
          steps.when("\(words.tapStep)") { (context, button: String) in
            let counter = try context.require(ScenarioStoreOf<CounterFeature>.self)
            switch button {
            case "\(words.buttons.plus)": await counter.send(.incrementButtonTapped)
            case "\(words.buttons.minus)": await counter.send(.decrementButtonTapped)
            case "\(words.buttons.fact)": await counter.send(.factButtonTapped)
            default: throw StepFailure("\(words.unknownButton)")
            }
          }
          steps.then("\(words.countStep)") { (context, count: Int) in
            try context.require(ScenarioStoreOf<CounterFeature>.self).expect(\\.count, count)
          }
          steps.then("\(words.factStep)") { (context, fact: String) in
            let counter = try context.require(ScenarioStoreOf<CounterFeature>.self)
            let arrived = try await counter.expectReceived(/CounterFeature.Action.factResponse)
            guard arrived == fact else { throw StepFailure("\(words.factMismatch)") }
            try counter.expect(\\.fact, fact)
          }
          return steps
        }
      }

      """
  }
}
