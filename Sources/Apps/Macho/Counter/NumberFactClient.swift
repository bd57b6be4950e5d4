import Evergreen
import EvergreenReporting

/// Finds an interesting fact about a number. The seed app asked numbersapi.com; this client's live
/// value computes its facts on the device (a small table of famous numbers, then arithmetic), so it
/// works offline and on Linux.
///
/// ```swift
/// @Dependency(\.numberFact) var numberFact
/// let fact = try await numberFact.fetch(42)
/// ```
public struct NumberFactClient: Sendable {
  /// The fact about a number; throws ``NumberFactError`` when there is none to tell.
  public var fetch: @Sendable (Int) async throws -> String

  public init(fetch: @escaping @Sendable (Int) async throws -> String) {
    self.fetch = fetch
  }
}

/// Why no fact could be given.
public enum NumberFactError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The number is outside what the fact book covers.
  case outOfRange(Int)
  /// A test's client did not say what `fetch` returns.
  case unimplemented

  public var description: String {
    switch self {
    case .outOfRange(let number):
      "No fact is known about \(number): facts cover numbers from \(NumberFacts.range.lowerBound) to \(NumberFacts.range.upperBound)."
    case .unimplemented:
      "NumberFactClient.fetch is not implemented in this test."
    }
  }
}

extension NumberFactClient: DependencyKey {
  /// Facts computed on the device.
  public static let liveValue = NumberFactClient { number in try NumberFacts.fact(about: number) }

  /// Fails the test, naming the endpoint, when a test uses the client without overriding it.
  public static var testValue: NumberFactClient {
    NumberFactClient { number in
      reportIssue(
        """
        NumberFactClient.fetch was called with \(number) in a test that did not override it.
        Set it where the test creates its store:
          withDependencies: { $0.numberFact.fetch = { "\\($0) is a good number." } }
        """)
      throw NumberFactError.unimplemented
    }
  }

  public static var previewValue: NumberFactClient { liveValue }
}

extension DependencyValues {
  /// Facts about numbers. See ``NumberFactClient``.
  public var numberFact: NumberFactClient {
    get { self[NumberFactClient.self] }
    set { self[NumberFactClient.self] = newValue }
  }
}
