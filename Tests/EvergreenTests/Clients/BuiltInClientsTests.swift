import Evergreen
import EvergreenReporting
import Foundation
import Testing

@Suite("Built-in dependency clients make ids, dates and randomness predictable")
struct BuiltInClientsTests {
  @Test("incrementing UUIDs count up from zero, each generator on its own")
  func incrementing() {
    let first = UUIDGenerator.incrementing
    let second = UUIDGenerator.incrementing
    #expect(first().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(first().uuidString == "00000000-0000-0000-0000-000000000001")
    #expect(second().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(first() == UUID(counting: 2))
    #expect(UUID(counting: 0xABC).uuidString == "00000000-0000-0000-0000-000000000ABC")
  }

  @Test("a constant UUID generator always gives the same UUID; the live one never repeats")
  func constantAndLive() {
    let fixed = UUID(counting: 42)
    let constant = UUIDGenerator.constant(fixed)
    #expect(constant() == fixed && constant() == fixed)
    #expect(UUIDGenerator.live() != UUIDGenerator.live())
  }

  @Test("a UUID generator set with withDependencies is what features read")
  func override() {
    withDependencies {
      $0.uuid = .incrementing
    } operation: {
      @Dependency(\.uuid) var uuid
      #expect(uuid() == UUID(counting: 0))
    }
  }

  @Test("reading uuid, date or the random generator in a test without setting it reports an issue naming it")
  func unsetTestValuesFail() {
    let issues = IssueCollector.collect {
      withDependencies {
        $0 = DependencyValues(context: .test)
      } operation: {
        @Dependency(\.uuid) var uuid
        @Dependency(\.date) var date
        @Dependency(\.withRandomNumberGenerator) var random
        _ = uuid()
        #expect(date.now == Date(timeIntervalSince1970: 0))
        _ = random { $0.next() }
      }
    }
    #expect(issues.count == 3)
    #expect(issues.map { $0.message.components(separatedBy: "'")[1] } == ["uuid", "date", "withRandomNumberGenerator"])
    #expect(issues.allSatisfy { $0.fileID.hasSuffix("BuiltInClientsTests.swift") })
    #expect(issues.first?.message.contains("$0.uuid = .incrementing") == true)
  }

  @Test("a constant date is now, however often it is read")
  func constantDate() {
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let generator = DateGenerator.constant(date)
    #expect(generator.now == date)
    #expect(generator() == date)
  }

  @Test("setting date.now fixes the date, and is not a use of the unset test value")
  func settableNow() {
    let date = Date(timeIntervalSince1970: 1_700_000_000)
    let issues = IssueCollector.collect {
      withDependencies {
        $0 = DependencyValues(context: .test)
      } operation: {
        withDependencies {
          $0.date.now = date
        } operation: {
          @Dependency(\.date) var generator
          #expect(generator.now == date)
          #expect(generator() == date)
        }
      }
    }
    #expect(issues.map(\.message) == [])
    var generator = DateGenerator.live
    generator.now = date
    #expect(generator.now == date)
  }

  @Test("a seeded generator gives the same numbers on every run")
  func seeded() {
    var generator = SeededRandomNumberGenerator(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    let shared = WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 7))
    let again = WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 7))
    let rolls = (0..<5).map { _ in shared { Int.random(in: 1...6, using: &$0) } }
    let same = (0..<5).map { _ in again { Int.random(in: 1...6, using: &$0) } }
    #expect(rolls == same)
    let other = WithRandomNumberGenerator(SeededRandomNumberGenerator(seed: 8))
    #expect((0..<5).map { _ in other { $0.next() } } != (0..<5).map { _ in shared { $0.next() } })
  }

  @Test("in tests, calendar, time zone and locale are fixed: Gregorian, UTC, en_US_POSIX")
  func fixedLocaleValues() {
    withDependencies {
      $0 = DependencyValues(context: .test)
    } operation: {
      @Dependency(\.calendar) var calendar
      @Dependency(\.timeZone) var timeZone
      @Dependency(\.locale) var locale
      #expect(calendar.identifier == .gregorian)
      #expect(calendar.timeZone.secondsFromGMT() == 0)
      #expect(timeZone.secondsFromGMT() == 0)
      #expect(locale.identifier == "en_US_POSIX")
    }
  }
}
