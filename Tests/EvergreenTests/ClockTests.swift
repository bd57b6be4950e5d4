import Evergreen
import EvergreenReporting
import Testing

struct Napper {
  static let readingLine = #line + 1
  @Dependency(\.clock) var clock
  @Dependency(\.continuousClock) var continuousClock
}

@Suite("Clocks")
struct ClockTests {
  @Test("an ImmediateClock returns from sleep at once and moves now to the deadline")
  func immediateClock() async throws {
    let clock = ImmediateClock()
    let start = clock.now
    try await clock.sleep(for: .seconds(5))
    try await clock.sleep(until: start.advanced(by: .seconds(1)))
    #expect(start.duration(to: clock.now) == .seconds(5))
  }

  @Test("an ImmediateClock's sleep in a cancelled task throws CancellationError")
  func immediateClockCancelled() async {
    let clock = ImmediateClock()
    let task = Task {
      await untilCancelled()
      try await clock.sleep(for: .seconds(1))
    }
    task.cancel()
    await #expect(throws: CancellationError.self) { try await task.value }
    #expect(clock.now.offset == .zero)
  }

  @Test("an UnimplementedClock fails naming itself, and throws instead of sleeping")
  func unimplementedClock() async throws {
    let createdLine = #line + 1
    let clock = UnimplementedClock(name: "searchClock")
    var thrown: (any Error)?
    let issues = await IssueCollector.collect {
      do { try await clock.sleep(for: .seconds(1)) } catch { thrown = error }
    }
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(issue.line == createdLine)
    #expect(
      issue.message.hasPrefix("UnimplementedClock 'searchClock' was slept on (for 1.0 seconds)"))
    #expect(thrown is CancellationError)
  }

  @Test(
    "in a test, the clock dependencies fail at the @Dependency that read them",
    arguments: [
      ("clock", \Napper.clock), ("continuousClock", \Napper.continuousClock),
    ] as [(String, KeyPath<Napper, any Clock<Duration>> & Sendable)])
  func clockDependenciesAreUnimplemented(
    name: String, clock: KeyPath<Napper, any Clock<Duration>> & Sendable
  ) async throws {
    let napper = Napper()
    let issues = await IssueCollector.collect {
      try? await napper[keyPath: clock].sleep(for: .milliseconds(300))
    }
    let issue = try #require(issues.first)
    #expect(issues.count == 1)
    #expect(issue.message.hasPrefix("UnimplementedClock '\(name)' was slept on"))
    #expect(issue.message.contains("$0.\(name) = ImmediateClock()"))
    #expect(issue.fileID.hasSuffix("ClockTests.swift"))
    #expect(issue.line == Napper.readingLine + (name == "clock" ? 0 : 1))
  }

  @Test("any Clock<Duration> can replace the clock dependency")
  func overrideClock() async throws {
    let immediate = ImmediateClock()
    try await withDependencies {
      $0.clock = immediate
      $0.continuousClock = ContinuousClock()
    } operation: {
      try await Napper().clock.sleep(for: .seconds(2))
    }
    #expect(immediate.now.offset == .seconds(2))
  }
}
