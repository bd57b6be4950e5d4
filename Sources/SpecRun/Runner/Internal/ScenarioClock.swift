import CucumberMessages
import Foundation

/// The clock a scenario's steps are timed by: each item boundary is one ``Moment``, the time its
/// messages carry and a reading of the monotonic clock their durations count from.
///
/// ```swift
/// let clock = ScenarioClock(now: nil)                       // the system's wall clock
/// let start = clock.start()                                 // the scenario starts: both clocks read
/// let end = clock.read(since: start)                        // a step ends: the monotonic clock read
/// let duration = end.duration(since: start)                 // what its `testStepFinished` carries
/// ```
///
/// With the system's wall clock (`now` nil), the wall clock is read once per scenario, at its
/// start, and each later moment of the scenario is that time carried forward by the monotonic
/// clock: one reading of the clocks per boundary instead of two. A clock the caller gives
/// (`now`, as `SpecRunner(now:)` takes one) is read at every boundary, as before.
struct ScenarioClock {
  /// The wall clock messages are stamped by; nil for the system's, carried forward from each
  /// scenario's start.
  let now: (@MainActor () -> Messages.Timestamp)?

  /// One boundary between a scenario's items: the time messages carry, and the monotonic
  /// clock's reading, in nanoseconds, that durations count from.
  struct Moment {
    let timestamp: Messages.Timestamp
    let monotonic: Int64

    /// The time from `earlier` to this moment, by the monotonic clock.
    func duration(since earlier: Moment) -> Messages.MessageDuration {
      Messages.MessageDuration(nanoseconds: monotonic - earlier.monotonic)
    }
  }

  /// A scenario starts: both clocks are read.
  @MainActor
  func start() -> Moment {
    Moment(timestamp: now?() ?? SpecRunner.wallClock(), monotonic: Self.monotonicNanoseconds())
  }

  /// A later boundary of the scenario that started at `start`: the monotonic clock is read, and
  /// the wall clock too only when it is the caller's.
  @MainActor
  func read(since start: Moment) -> Moment {
    let monotonic = Self.monotonicNanoseconds()
    if let now { return Moment(timestamp: now(), monotonic: monotonic) }
    let total = start.timestamp.totalNanoseconds + (monotonic - start.monotonic)
    return Moment(timestamp: Messages.Timestamp(nanoseconds: total), monotonic: monotonic)
  }

  /// The monotonic clock `ContinuousClock` reads, in nanoseconds, without the 128-bit arithmetic
  /// of a Swift `Duration` per reading.
  static func monotonicNanoseconds() -> Int64 {
    var now = timespec()
    #if os(Linux)
      clock_gettime(CLOCK_BOOTTIME, &now)
    #else
      clock_gettime(CLOCK_MONOTONIC, &now)
    #endif
    return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
  }
}
