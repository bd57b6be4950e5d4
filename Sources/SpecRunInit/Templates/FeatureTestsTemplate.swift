/// `Tests/<Name>Tests/CounterFeatureTests.swift`: the feature's behaviour specs, with the TestStore.
enum FeatureTestsTemplate {
  static func text(_ package: PackageRecipe) -> String {
    let words = package.language.words
    return """
      import EvergreenTesting
      import \(package.name.text)
      import Testing

      /// What the counter does, one behaviour per test. The TestStore is exhaustive: every change
      /// of the state is asserted, every action an effect sends back is received.
      @MainActor
      @Suite("CounterFeature")
      struct CounterFeatureTests {
        @Test("\(words.countingTest)")
        func counting() async {
          let store = TestStore(initialState: CounterFeature.State()) { CounterFeature() }
          await store.send(.incrementButtonTapped) { $0.count = 1 }
          await store.send(.incrementButtonTapped) { $0.count = 2 }
          await store.send(.decrementButtonTapped) { $0.count = 1 }
        }

        @Test("\(words.factTest)")
        func factArrives() async {
          let store = TestStore(initialState: CounterFeature.State(count: 3)) {
            CounterFeature()
          } withDependencies: {
            $0.numberFact.fetch = { "\\($0) is a lucky number." }
          }
          await store.send(.factButtonTapped)
          await store.receive(.factResponse("3 is a lucky number.")) { $0.fact = "3 is a lucky number." }
          await store.finish()
        }

        @Test("\(words.countingHidesFactTest)")
        func countingHidesTheFact() async {
          let store = TestStore(initialState: CounterFeature.State(count: 3, fact: "3 is a lucky number.")) {
            CounterFeature()
          }
          await store.send(.incrementButtonTapped) {
            $0.count = 4
            $0.fact = nil
          }
        }
      }

      """
  }
}
