import Foundation

/// Makes the ids of AST nodes and pickles: predictable (`"0"`, `"1"`, … for tests and
/// `--predictable-ids`) or random UUIDs. One generator is shared by the parser and the pickle
/// compiler of a run, so ids are unique across all its files. Not thread-safe: one per run.
public final class IdGenerator {
  public enum Kind: Sendable { case incrementing, uuid }

  private let kind: Kind
  private var next = 0

  /// ```swift
  /// let ids = IdGenerator(.incrementing)
  /// ids.newId()   // "0"
  /// ids.newId()   // "1"
  /// ```
  public init(_ kind: Kind = .uuid) {
    self.kind = kind
  }

  public func newId() -> String {
    switch kind {
    case .incrementing:
      defer { next += 1 }
      return String(next)
    case .uuid:
      return UUID().uuidString.lowercased()
    }
  }
}
