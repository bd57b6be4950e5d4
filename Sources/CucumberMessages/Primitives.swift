extension Messages {
  /// A point in time: seconds and nanoseconds since the Unix epoch.
  public struct Timestamp: Codable, Sendable, Hashable, Comparable {
    /// Whole seconds since 1970-01-01 00:00 UTC.
    public var seconds: Int64
    /// The nanoseconds after ``seconds``, from 0 to 999,999,999.
    public var nanos: Int32

    /// Creates a timestamp from seconds since 1970 and the nanoseconds after them.
    public init(seconds: Int64, nanos: Int32) {
      self.seconds = seconds
      self.nanos = nanos
    }

    /// Creates the timestamp `nanoseconds` after 1970-01-01 00:00 UTC (before it, when negative):
    /// whole seconds rounded down, so ``nanos`` is always from 0 to 999,999,999.
    ///
    /// ```swift
    /// Messages.Timestamp(nanoseconds: 1_500_000_000)   // seconds 1, nanos 500,000,000
    /// Messages.Timestamp(nanoseconds: -1)              // seconds -1, nanos 999,999,999
    /// ```
    public init(nanoseconds: Int64) {
      let (quotient, remainder) = nanoseconds.quotientAndRemainder(dividingBy: 1_000_000_000)
      if remainder < 0 {
        self.init(seconds: quotient - 1, nanos: Int32(remainder + 1_000_000_000))
      } else {
        self.init(seconds: quotient, nanos: Int32(remainder))
      }
    }

    /// Nanoseconds since 1970-01-01 00:00 UTC: what ``init(nanoseconds:)`` was made from. A time
    /// more than 292 years from 1970 gives `Int64.max` (or `.min`): it has no count that fits.
    ///
    /// ```swift
    /// Messages.Timestamp(seconds: 1, nanos: 500_000_000).totalNanoseconds   // 1_500_000_000
    /// ```
    public var totalNanoseconds: Int64 { Nanoseconds.total(seconds: seconds, nanos: nanos) }

    /// Earlier first: by the seconds, then the nanos (exact at any distance from 1970).
    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.seconds, lhs.nanos) < (rhs.seconds, rhs.nanos) }

    /// The time from `self` to `later` (negative when `later` is earlier), its seconds and nanos
    /// of one sign; exact for any two times messages allow (years 1 to 9999).
    public func duration(to later: Timestamp) -> MessageDuration {
      let (difference, overflow) = later.seconds.subtractingReportingOverflow(seconds)
      guard !overflow else { return MessageDuration(seconds: later.seconds < seconds ? .min : .max, nanos: 0) }
      var wholeSeconds = difference
      var nanos = Int64(later.nanos) - Int64(self.nanos)
      if wholeSeconds > 0, nanos < 0 {
        wholeSeconds -= 1
        nanos += 1_000_000_000
      } else if wholeSeconds < 0, nanos > 0 {
        wholeSeconds += 1
        nanos -= 1_000_000_000
      }
      return MessageDuration(seconds: wholeSeconds, nanos: Int32(clamping: nanos))
    }

    /// The seconds a timestamp may hold: years 1 to 9999, as protobuf's allow.
    package static let allowedSeconds: ClosedRange<Int64> = -62_135_596_800...253_402_300_799
    /// The nanos a timestamp may hold.
    package static let allowedNanos: ClosedRange<Int32> = 0...999_999_999

    public init(from decoder: any Decoder) throws {
      (seconds, nanos) = try SecondsAndNanos.decode(
        from: decoder, seconds: Self.allowedSeconds, nanos: Self.allowedNanos,
        secondsRule: "a timestamp lies between years 1 and 9999 (-62,135,596,800 to 253,402,300,799 seconds from 1970)",
        nanosRule: "a timestamp's nanos lie between 0 and 999,999,999")
    }
  }

  /// A length of time in Cucumber Messages' seconds-and-nanos form.
  public struct MessageDuration: Codable, Sendable, Hashable {
    /// Whole seconds.
    public var seconds: Int64
    /// The nanoseconds after ``seconds``, from 0 to 999,999,999.
    public var nanos: Int32

    /// Creates a duration from whole seconds and the nanoseconds after them.
    public init(seconds: Int64, nanos: Int32) {
      self.seconds = seconds
      self.nanos = nanos
    }

    /// Creates a duration of `nanoseconds` in all:
    /// `MessageDuration(nanoseconds: 1_500_000_000)` is 1 second and 500,000,000 nanoseconds.
    public init(nanoseconds: Int64) {
      self.seconds = nanoseconds / 1_000_000_000
      self.nanos = Int32(nanoseconds % 1_000_000_000)
    }

    /// Creates a duration equal to a Swift `Duration` (to the nanosecond).
    public init(_ duration: Duration) {
      let (seconds, attoseconds) = duration.components
      self.init(seconds: seconds, nanos: Int32(attoseconds / 1_000_000_000))
    }

    /// The whole duration in nanoseconds; one of more than 292 years gives `Int64.max` (or `.min`).
    public var totalNanoseconds: Int64 { Nanoseconds.total(seconds: seconds, nanos: nanos) }

    /// The seconds a duration may hold: ±10,000 years, as protobuf's allow.
    package static let allowedSeconds: ClosedRange<Int64> = -315_576_000_000...315_576_000_000
    /// The nanos a duration may hold.
    package static let allowedNanos: ClosedRange<Int32> = -999_999_999...999_999_999

    public init(from decoder: any Decoder) throws {
      (seconds, nanos) = try SecondsAndNanos.decode(
        from: decoder, seconds: Self.allowedSeconds, nanos: Self.allowedNanos,
        secondsRule: "a duration lies within ±315,576,000,000 seconds (10,000 years)",
        nanosRule: "a duration's nanos lie within ±999,999,999")
    }

    /// Whole milliseconds, as Cucumber's formatters count them.
    public var milliseconds: Int64 { totalNanoseconds / 1_000_000 }
  }

  /// A line (and column) in a source file.
  public struct Location: Codable, Sendable, Hashable {
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, when known.
    public var column: Int?

    /// Creates a location from a line and an optional column.
    public init(line: Int, column: Int? = nil) {
      self.line = line
      self.column = column
    }
  }

  /// Where in the code something was defined.
  public struct SourceReference: Codable, Sendable, Hashable {
    /// The file: a feature file for a parse error, the source file for glue.
    public var uri: String?
    /// The line (and column) in it.
    public var location: Location?

    /// Creates a reference to a file, a place in it, or both.
    public init(uri: String? = nil, location: Location? = nil) {
      self.uri = uri
      self.location = location
    }
  }

  /// An error with its type name, message and (optionally) a stack trace.
  public struct MessageException: Codable, Sendable, Hashable {
    /// The error's type name.
    public var type: String
    /// The error's message.
    public var message: String?
    /// Where it was thrown, when known.
    public var stackTrace: String?

    /// Creates an exception from its type, message and stack trace.
    public init(type: String, message: String? = nil, stackTrace: String? = nil) {
      self.type = type
      self.message = message
      self.stackTrace = stackTrace
    }
  }
}

/// Seconds and nanoseconds as one count of nanoseconds, stopping at Int64's ends.
enum Nanoseconds {
  static func total(seconds: Int64, nanos: Int32) -> Int64 {
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    guard !overflow else { return seconds < 0 ? .min : .max }
    let (total, beyond) = whole.addingReportingOverflow(Int64(nanos))
    return beyond ? (nanos < 0 ? .min : .max) : total
  }
}

/// A time's seconds and nanos as a message holds them, each checked against the range Cucumber
/// Messages allow (protobuf's): a value outside it does not decode, and says which rule it breaks.
enum SecondsAndNanos {
  private enum Key: String, CodingKey {
    case seconds, nanos
  }

  static func decode(
    from decoder: any Decoder, seconds allowedSeconds: ClosedRange<Int64>, nanos allowedNanos: ClosedRange<Int32>,
    secondsRule: String, nanosRule: String
  ) throws -> (seconds: Int64, nanos: Int32) {
    let container = try decoder.container(keyedBy: Key.self)
    let seconds = try container.decode(Int64.self, forKey: .seconds)
    let nanos = try container.decode(Int32.self, forKey: .nanos)
    guard allowedSeconds.contains(seconds) else {
      throw DecodingError.dataCorruptedError(
        forKey: .seconds, in: container, debugDescription: "\(seconds) seconds is out of range: \(secondsRule)")
    }
    guard allowedNanos.contains(nanos) else {
      throw DecodingError.dataCorruptedError(
        forKey: .nanos, in: container, debugDescription: "\(nanos) nanoseconds is out of range: \(nanosRule)")
    }
    return (seconds, nanos)
  }
}
