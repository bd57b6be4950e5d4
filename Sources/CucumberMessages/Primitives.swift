extension Messages {
  /// A point in time: seconds and nanoseconds since the Unix epoch.
  public struct Timestamp: Codable, Sendable, Hashable, Comparable {
    public var seconds: Int64
    public var nanos: Int32

    public init(seconds: Int64, nanos: Int32) {
      self.seconds = seconds
      self.nanos = nanos
    }

    /// Nanoseconds since the epoch.
    public var totalNanoseconds: Int64 { seconds * 1_000_000_000 + Int64(nanos) }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.totalNanoseconds < rhs.totalNanoseconds }

    /// The time from `self` to `later`.
    public func duration(to later: Timestamp) -> MessageDuration {
      MessageDuration(nanoseconds: later.totalNanoseconds - totalNanoseconds)
    }
  }

  /// A length of time in Cucumber Messages' seconds-and-nanos form.
  public struct MessageDuration: Codable, Sendable, Hashable {
    public var seconds: Int64
    public var nanos: Int32

    public init(seconds: Int64, nanos: Int32) {
      self.seconds = seconds
      self.nanos = nanos
    }

    public init(nanoseconds: Int64) {
      self.seconds = nanoseconds / 1_000_000_000
      self.nanos = Int32(nanoseconds % 1_000_000_000)
    }

    public init(_ duration: Duration) {
      let (seconds, attoseconds) = duration.components
      self.init(nanoseconds: seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }

    public var totalNanoseconds: Int64 { seconds * 1_000_000_000 + Int64(nanos) }

    /// Whole milliseconds, as Cucumber's formatters count them.
    public var milliseconds: Int64 { totalNanoseconds / 1_000_000 }
  }

  /// A line (and column) in a source file.
  public struct Location: Codable, Sendable, Hashable {
    public var line: Int
    public var column: Int?

    public init(line: Int, column: Int? = nil) {
      self.line = line
      self.column = column
    }
  }

  /// Where in the code something was defined.
  public struct SourceReference: Codable, Sendable, Hashable {
    public var uri: String?
    public var location: Location?

    public init(uri: String? = nil, location: Location? = nil) {
      self.uri = uri
      self.location = location
    }
  }

  /// An error with its type name, message and (optionally) a stack trace.
  public struct MessageException: Codable, Sendable, Hashable {
    public var type: String
    public var message: String?
    public var stackTrace: String?

    public init(type: String, message: String? = nil, stackTrace: String? = nil) {
      self.type = type
      self.message = message
      self.stackTrace = stackTrace
    }
  }
}
