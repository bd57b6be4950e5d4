import Foundation

/// Makes the ids of AST nodes and pickles: predictable (`"0"`, `"1"`, … for tests and
/// `--predictable-ids`) or random (version 4) UUIDs in lower case. One generator is shared by the parser and the pickle
/// compiler of a run, so ids are unique across all its files. Not thread-safe: one per run.
public final class IdGenerator {
  /// How ids are made.
  public enum Kind: Sendable {
    /// `"0"`, `"1"`, `"2"`, …: the same ids on every run, for tests and `--predictable-ids`.
    case incrementing
    /// A random UUID per id.
    case uuid
  }

  private let kind: Kind
  /// How many ids this generator has made: the next predictable id is this number.
  ///
  /// ```swift
  /// let ids = IdGenerator(.incrementing)
  /// _ = Gherkin.parse("Feature: F\n  Scenario: S\n    Given a\n", uri: "f.feature", ids: ids)
  /// ids.count   // 4: the step, the scenario, the pickle step and the pickle
  /// ```
  public private(set) var count = 0
  private var uuids = RandomUUIDs()

  /// A generator of `kind`, by default random UUIDs.
  ///
  /// ```swift
  /// let ids = IdGenerator(.incrementing)
  /// ids.newId()   // "0"
  /// ids.newId()   // "1"
  /// ```
  public init(_ kind: Kind = .uuid) {
    self.kind = kind
  }

  /// The next id: `"0"`, `"1"`, … when incrementing, otherwise a new UUID.
  public func newId() -> String {
    defer { count += 1 }
    switch kind {
    case .incrementing: return Self.decimal(count)
    case .uuid: return uuids.next()
    }
  }

  /// `String(value)` for a non-negative value, without the generic formatting path (a parse
  /// makes several ids per line, so this is on the hot path): the digits are written straight
  /// into the new string, which for up to 15 digits is a small string made without validation.
  private static func decimal(_ value: Int) -> String {
    guard value >= 0 else { return String(value) }
    var length = 1
    var rest = value / 10
    while rest > 0 {
      length += 1
      rest /= 10
    }
    return String(unsafeUninitializedCapacity: length) { digits in
      var remaining = value
      var index = length
      repeat {
        index -= 1
        digits[index] = UInt8(ascii: "0") + UInt8(remaining % 10)
        remaining /= 10
      } while remaining > 0
      return length
    }
  }
}
