/// A command line `specrun` cannot act on: the message says what is wrong and how to fix it.
public struct UsageError: Error, Equatable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
