import Evergreen
import EvergreenReporting
import Synchronization
import Testing

/// A client of every endpoint shape, as seed apps declare them.
private struct SurveyClient: Sendable {
  var fetchAvailable: @Sendable () async throws -> [String]
  var submit: @Sendable (Int, [String]) async throws -> Int
  var validate: @Sendable (String) throws -> Bool
  var track: @Sendable (String) -> Void
  var flush: @Sendable () async -> Void
  var cachedCount: @Sendable () -> Int
  var refreshCount: @Sendable (Bool) async -> Int

  static let testLine = #line + 2
  static let testValue = SurveyClient(
    fetchAvailable: unimplemented("SurveyClient.fetchAvailable"),
    submit: unimplemented("SurveyClient.submit"),
    validate: unimplemented("SurveyClient.validate"),
    track: unimplemented("SurveyClient.track"),
    flush: unimplemented("SurveyClient.flush"),
    cachedCount: unimplemented("SurveyClient.cachedCount", placeholder: 7),
    refreshCount: unimplemented("SurveyClient.refreshCount", placeholder: 9))
}

/// A live-only client whose placeholder is made of unimplemented endpoints. Inside the type, the
/// function is spelled `Evergreen.unimplemented`: the placeholder property shadows it.
private struct Analytics: Sendable, Unimplementable {
  var track: @Sendable (String) -> Void
  var identify: @Sendable (Int) async -> Void

  static let unimplemented = Analytics(
    track: Evergreen.unimplemented("Analytics.track"), identify: Evergreen.unimplemented("Analytics.identify"))
}

private enum AnalyticsKey: DependencyKey {
  static let liveValue = Analytics(track: { _ in }, identify: { _ in })
}

extension DependencyValues {
  fileprivate var analytics: Analytics {
    get { self[AnalyticsKey.self] }
    set { self[AnalyticsKey.self] = newValue }
  }
}

@Suite("unimplemented endpoints fail the test naming themselves")
struct UnimplementedTests {
  @Test("a throwing endpoint reports the call with its arguments, then throws UnimplementedFailure")
  func throwingEndpoint() async throws {
    let client = SurveyClient.testValue
    var thrown: [UnimplementedFailure] = []
    let issues = await IssueCollector.collect {
      do { _ = try await client.fetchAvailable() } catch let error as UnimplementedFailure {
        thrown.append(error)
      } catch {}
      do { _ = try await client.submit(3, ["yes"]) } catch let error as UnimplementedFailure {
        thrown.append(error)
      } catch {}
      do { _ = try client.validate("a") } catch let error as UnimplementedFailure { thrown.append(error) } catch {}
    }
    #expect(thrown.map(\.endpoint) == ["SurveyClient.fetchAvailable", "SurveyClient.submit", "SurveyClient.validate"])
    #expect(
      issues.map(\.message) == [
        """
        Unimplemented: SurveyClient.fetchAvailable was called in a test that did not override it.

        Override it where the test creates its store, for example:
          withDependencies: { $0.surveyClient.fetchAvailable = { … } }
        """,
        """
        Unimplemented: SurveyClient.submit was called with (3, ["yes"]) in a test that did not override it.

        Override it where the test creates its store, for example:
          withDependencies: { $0.surveyClient.submit = { … } }
        """,
        """
        Unimplemented: SurveyClient.validate was called with ("a") in a test that did not override it.

        Override it where the test creates its store, for example:
          withDependencies: { $0.surveyClient.validate = { … } }
        """,
      ])
    #expect(issues.map(\.line) == [SurveyClient.testLine, SurveyClient.testLine + 1, SurveyClient.testLine + 2])
    #expect(issues.allSatisfy { $0.fileID == "EvergreenTests/UnimplementedTests.swift" })
  }

  @Test("an endpoint that cannot throw reports the call, then returns nothing or its placeholder")
  func nonThrowingEndpoints() async {
    let client = SurveyClient.testValue
    var results: [Int] = []
    let issues = await IssueCollector.collect {
      client.track("opened")
      await client.flush()
      results.append(client.cachedCount())
      results.append(await client.refreshCount(true))
    }
    #expect(results == [7, 9])
    #expect(
      issues.map { $0.message.split(separator: "\n").first.map(String.init) ?? "" } == [
        "Unimplemented: SurveyClient.track was called with (\"opened\") in a test that did not override it.",
        "Unimplemented: SurveyClient.flush was called in a test that did not override it.",
        "Unimplemented: SurveyClient.cachedCount was called in a test that did not override it.",
        "Unimplemented: SurveyClient.refreshCount was called with (true) in a test that did not override it.",
      ])
  }

  @Test("an async throwing endpoint that returns nothing throws after failing the test (deletePin in pinNest)")
  func asyncThrowingVoid() async {
    let delete: @Sendable (Int) async throws -> Void = unimplemented("APIClient.deletePin")
    var thrown: (any Error)?
    let issues = await IssueCollector.collect {
      do { try await delete(4) } catch { thrown = error }
    }
    #expect(thrown as? UnimplementedFailure == UnimplementedFailure(endpoint: "APIClient.deletePin"))
    #expect(issues.first?.message.hasPrefix("Unimplemented: APIClient.deletePin was called with (4)") == true)
  }

  @Test("the override example spells a client whose name starts with an acronym as its property is spelled")
  func acronymClient() {
    let fetch: @Sendable () throws -> Int = unimplemented("APIClient.fetchPins")
    let generate: @Sendable () throws -> Int = unimplemented("UUIDGenerator.next")
    let issues = IssueCollector.collect {
      _ = try? fetch()
      _ = try? generate()
    }
    #expect(
      issues.map { $0.message.split(separator: "\n").last.map(String.init) } == [
        "  withDependencies: { $0.apiClient.fetchPins = { … } }",
        "  withDependencies: { $0.uuidGenerator.next = { … } }",
      ])
  }

  @Test("an endpoint with no description is still reported, with a generic example")
  func noDescription() throws {
    let endpoint: @Sendable (Int) throws -> String = unimplemented()
    let issues = IssueCollector.collect { _ = try? endpoint(1) }
    #expect(
      issues.map(\.message) == [
        """
        Unimplemented: An endpoint was called with (1) in a test that did not override it.

        Override it where the test creates its store, for example:
          withDependencies: { $0.<client>.<endpoint> = { … } }
        """
      ])
  }

  @Test(
    "overriding one endpoint of a live-only client keeps the placeholder's others, which name themselves when called")
  func partialOverride() async {
    let tracked = LockedStrings()
    let issues = await IssueCollector.collect {
      await withDependencies {
        $0.analytics.track = { tracked.append($0) }
      } operation: {
        @Dependency(\.analytics) var analytics
        analytics.track("opened")
        await analytics.identify(7)
      }
    }
    #expect(tracked.all == ["opened"])
    #expect(
      issues.map { $0.message.split(separator: "\n").first.map(String.init) ?? "" } == [
        "Unimplemented: Analytics.identify was called with (7) in a test that did not override it."
      ])
  }

  @Test("Result { try await … } catches what the operation throws, and keeps what it returns")
  func asyncResult() async throws {
    let client = SurveyClient.testValue
    var failed: Result<Int, any Error> = .success(0)
    _ = await IssueCollector.collect {
      failed = await Result { try await client.submit(1, []) }
    }
    let succeeded = await Result { () async throws -> Int in
      await Task.yield()
      return 42
    }
    #expect(try succeeded.get() == 42)
    #expect(throws: UnimplementedFailure(endpoint: "SurveyClient.submit")) { try failed.get() }
  }
}

private final class LockedStrings: Sendable {
  private let storage = Mutex<[String]>([])
  func append(_ string: String) { storage.withLock { $0.append(string) } }
  var all: [String] { storage.withLock { $0 } }
}
