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
