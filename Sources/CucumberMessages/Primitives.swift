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

    /// Nanoseconds since 1970-01-01 00:00 UTC: what ``init(nanoseconds:)`` was made from.
    ///
    /// ```swift
    /// Messages.Timestamp(seconds: 1, nanos: 500_000_000).totalNanoseconds   // 1_500_000_000
    /// ```
    public var totalNanoseconds: Int64 { seconds * 1_000_000_000 + Int64(nanos) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.totalNanoseconds < rhs.totalNanoseconds }

    /// The time from `self` to `later`.
    public func duration(to later: Timestamp) -> MessageDuration {
      MessageDuration(nanoseconds: later.totalNanoseconds - totalNanoseconds)
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
      self.init(nanoseconds: seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    /// The whole duration in nanoseconds.
    public var totalNanoseconds: Int64 { seconds * 1_000_000_000 + Int64(nanos) }

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
