/// A command line `specrun` cannot act on: the message says what is wrong and how to fix it.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  /// What is wrong and how to fix it, as `specrun` prints it.
  public var message: String
  /// An error that says `message`.
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
