import Foundation

/// Gives features a random number generator they can share, so tests can make randomness
/// repeatable:
///
/// ```swift
/// @Dependency(\.withRandomNumberGenerator) var withRandomNumberGenerator
/// …
/// let roll = withRandomNumberGenerator { Int.random(in: 1...6, using: &$0) }
///
/// // In a test:
/// withDependencies: {
///   $0.withRandomNumberGenerator = WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 7))
/// }
/// ```
///
/// In the app it uses the system's generator. In a test that does not set it, reading it reports an
/// issue (and then uses a generator seeded with 0).
public final class WithRandomNumberGenerator: @unchecked Sendable {
  // Every use of `generator` happens under `lock`.
  private var generator: AnyRandomNumberGenerator
  private let lock = NSLock()

  /// Shares `generator`; each use advances it.
  public init(_ generator: some RandomNumberGenerator & Sendable) {
    self.generator = AnyRandomNumberGenerator(generator)
  }

  /// Runs `work` with exclusive use of the generator.
  public func callAsFunction<Result>(
    _ work: (inout AnyRandomNumberGenerator) throws -> Result
  ) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try work(&generator)
  }
}

/// Any random number generator, as one concrete type (`Int.random(in:using:)` needs one).
public struct AnyRandomNumberGenerator: RandomNumberGenerator {
  private var base: any RandomNumberGenerator

  /// Wraps `base`, so generators of different types can stand in the same place.
  public init(_ base: some RandomNumberGenerator) { self.base = base }

  public mutating func next() -> UInt64 { base.next() }
}

private enum WithRandomNumberGeneratorKey: DependencyKey {
  static var liveValue: WithRandomNumberGenerator {
    WithRandomNumberGenerator(SystemRandomNumberGenerator())
  }
  static var testValue: WithRandomNumberGenerator {
    reportUnsetBuiltInDependency(
      "withRandomNumberGenerator", type: WithRandomNumberGenerator.self,
      suggestion: "WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 0))")
    return WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 0))
  }
}

extension DependencyValues {
  /// A shared random number generator. See ``WithRandomNumberGenerator``.
  public var withRandomNumberGenerator: WithRandomNumberGenerator {
    get { self[WithRandomNumberGeneratorKey.self] }
    set { self[WithRandomNumberGeneratorKey.self] = newValue }
  }
}
