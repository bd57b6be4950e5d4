#if canImport(Testing)
  import Evergreen
  import Testing

  /// A Swift Testing trait that sets dependencies for a test, or for every test of a suite: every
  /// store the test makes (and everything it runs) starts from them.
  ///
  /// ```swift
  /// @Test(.dependency(\.uuid, .incrementing))
  /// func addsContact() async { … }
  ///
  /// @Suite(.dependencies {
  ///   $0.date.now = Date(timeIntervalSince1970: 1_700_000_000)
  ///   $0.calendar = Calendar(identifier: .gregorian)
  /// })
  /// struct StreakTests { … }
  /// ```
  ///
  /// The values are made afresh for each test, so `.incrementing` counts from zero in every one. A
  /// store's own `withDependencies:` is applied on top.
  public struct DependenciesTrait: TestTrait, SuiteTrait, TestScoping {
    let update: @Sendable (inout DependencyValues) -> Void

    /// A suite's dependencies apply to each of its tests.
    public var isRecursive: Bool { true }

    /// Runs `function` (the test) with the trait's dependencies set; Swift Testing calls it.
    public func provideScope(
      for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
      // A suite's scope is provided again for each of its tests; once is enough.
      guard !test.isSuite else { return try await function() }
      try await withDependencies(update) { try await function() }
    }
  }

  extension Trait where Self == DependenciesTrait {
    /// Sets one dependency for the test (or each test of the suite): `.dependency(\.uuid, .incrementing)`.
    public static func dependency<Value: Sendable>(
      _ keyPath: WritableKeyPath<DependencyValues, Value> & Sendable,
      _ value: @autoclosure @escaping @Sendable () -> Value
    ) -> Self {
      Self { $0[keyPath: keyPath] = value() }
    }

    /// Changes dependencies for the test (or each test of the suite): `.dependencies { $0.date.now = … }`.
    public static func dependencies(_ update: @escaping @Sendable (inout DependencyValues) -> Void) -> Self {
      Self(update: update)
    }
  }
#endif
