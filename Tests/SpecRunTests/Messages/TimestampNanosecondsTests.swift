import CucumberMessages
import Testing

@Suite("A timestamp made from nanoseconds since 1970, and read back")
struct TimestampNanosecondsTests {
  @Test(
    "whole seconds and the nanoseconds after them, nanos always from 0 to 999,999,999, even before 1970",
    arguments: [
      (Int64(0), Int64(0), Int32(0)),
      (1_500_000_000, 1, 500_000_000),
      (1_764_300_000_123_456_789, 1_764_300_000, 123_456_789),
      (999_999_999, 0, 999_999_999),
      (-1, -1, 999_999_999),
      (-1_000_000_000, -1, 0),
      (-1_500_000_001, -2, 499_999_999),
    ])
  func split(nanoseconds: Int64, seconds: Int64, nanos: Int32) {
    let timestamp = Messages.Timestamp(nanoseconds: nanoseconds)
    #expect(timestamp == Messages.Timestamp(seconds: seconds, nanos: nanos))
    #expect(timestamp.totalNanoseconds == nanoseconds)
  }

  @Test("the largest and smallest counts: nanos in range, and the seconds the count's floor")
  func extremes() {
    let latest = Messages.Timestamp(nanoseconds: .max)
    #expect(latest == Messages.Timestamp(seconds: 9_223_372_036, nanos: 854_775_807))
    #expect(latest.totalNanoseconds == .max)
    let earliest = Messages.Timestamp(nanoseconds: .min)
    #expect(earliest == Messages.Timestamp(seconds: -9_223_372_037, nanos: 145_224_192))
  }
}

@Suite("Times far from 1970: counted without overflow, compared and subtracted exactly")
struct ExtremeTimeArithmeticTests {
  static let yearOne = Messages.Timestamp(seconds: -62_135_596_800, nanos: 0)
  static let year9999 = Messages.Timestamp(seconds: 253_402_300_799, nanos: 999_999_999)

  @Test("nanoseconds since 1970 beyond Int64's range stop at its ends instead of trapping")
  func saturates() {
    #expect(Self.year9999.totalNanoseconds == .max)
    #expect(Self.yearOne.totalNanoseconds == .min)
    #expect(Messages.MessageDuration(seconds: 315_576_000_000, nanos: 0).totalNanoseconds == .max)
    #expect(Messages.MessageDuration(seconds: -315_576_000_000, nanos: 0).milliseconds == Int64.min / 1_000_000)
    #expect(Messages.MessageDuration(.seconds(Int64.max)).totalNanoseconds == .max)
  }

  @Test("timestamps compare by their seconds, then their nanos, at any distance")
  func compares() {
    #expect(Self.yearOne < Self.year9999)
    #expect(!(Self.year9999 < Self.yearOne))
    #expect(Messages.Timestamp(seconds: 5, nanos: 1) < Messages.Timestamp(seconds: 5, nanos: 2))
  }

  @Test("the time between two timestamps, in seconds and nanos of one sign, however far apart")
  func between() {
    let span = Self.yearOne.duration(to: Self.year9999)
    #expect(span == Messages.MessageDuration(seconds: 315_537_897_599, nanos: 999_999_999))
    #expect(
      Self.year9999.duration(to: Self.yearOne)
        == Messages.MessageDuration(seconds: -315_537_897_599, nanos: -999_999_999))
    let near = Messages.Timestamp(seconds: 10, nanos: 900_000_000)
    #expect(
      near.duration(to: Messages.Timestamp(seconds: 12, nanos: 100_000_000)) == .init(seconds: 1, nanos: 200_000_000))
    #expect(
      Messages.Timestamp(seconds: 12, nanos: 100_000_000).duration(to: near) == .init(seconds: -1, nanos: -200_000_000))
    let extremes = Messages.Timestamp(seconds: .min, nanos: 0).duration(to: Messages.Timestamp(seconds: .max, nanos: 0))
    #expect(extremes.seconds == .max)
  }
}
