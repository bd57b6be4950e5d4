/// `Sources/<Name>/Counter/NumberFactClient.swift`: the feature's dependency, with a live value that
/// works offline and a test value that fails a test that did not say what it answers.
enum ClientTemplate {
  static func text(_ package: PackageRecipe) -> String {
    let words = package.language.words
    return """
      import Evergreen

      /// Tells a fact about a number. Read it with `@Dependency(\\.numberFact)`; a test says what it
      /// answers: `withDependencies: { $0.numberFact.fetch = { "\\($0) is a fine number." } }`.
      public struct NumberFactClient: Sendable {
        public var fetch: @Sendable (Int) async throws -> String

        public init(fetch: @escaping @Sendable (Int) async throws -> String) {
          self.fetch = fetch
        }
      }

      extension NumberFactClient: DependencyKey {
        /// Facts worked out on the device, so the app works offline. Replace it with your service.
        public static let liveValue = NumberFactClient { number in
          number.isMultiple(of: 2) ? "\(words.liveFact.even)" : "\(words.liveFact.odd)"
        }

        /// Fails the test that calls it without overriding it, naming the endpoint.
        public static let testValue = NumberFactClient(fetch: unimplemented("NumberFactClient.fetch"))
      }

      extension DependencyValues {
        /// Facts about numbers. See ``NumberFactClient``.
        public var numberFact: NumberFactClient {
          get { self[NumberFactClient.self] }
          set { self[NumberFactClient.self] = newValue }
        }
      }

      """
  }
}
