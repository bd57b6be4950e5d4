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

  /// How this generator makes ids.
  let kind: Kind
  /// How many ids this generator has made: the next predictable id is this number.
  ///
  /// ```swift
  /// let ids = IdGenerator(.incrementing)
  /// _ = Gherkin.parse("Feature: F\n  Scenario: S\n    Given a\n", uri: "f.feature", ids: ids)
  /// ids.count   // 4: the step, the scenario, the pickle step and the pickle
  /// ```
  public var count: Int { counter.pointee.value }
  /// How many ids have been made, as digits: the next predictable id. Kept in memory of its own,
  /// not in a stored property: each access to a class's stored property is checked for
  /// exclusivity at run time, which cost as much as making the id.
  private let counter: UnsafeMutablePointer<DecimalDigits>
  /// Seeded from the system's random source only when a UUID is first asked for: predictable ids never read it.
  private lazy var uuids = RandomUUIDs()

  /// A generator of `kind`, by default random UUIDs.
  ///
  /// ```swift
  /// let ids = IdGenerator(.incrementing)
  /// ids.newId()   // "0"
  /// ids.newId()   // "1"
  /// ```
  public convenience init(_ kind: Kind = .uuid) {
    self.init(kind, count: 0)
  }

  /// A generator of `kind` that has made `count` ids: a predictable one's next id is `"\(count)"`,
  /// where one of several parses side by side takes up the numbering.
  ///
  /// ```swift
  /// IdGenerator(.incrementing, count: 12).newId()   // "12"
  /// ```
  init(_ kind: Kind, count: Int) {
    self.kind = kind
    counter = .allocate(capacity: 1)
    counter.initialize(to: DecimalDigits(count))
  }

  deinit {
    counter.deinitialize(count: 1)
    counter.deallocate()
  }

  /// Counts `count` ids as made without making them (they were made by generators of their own,
  /// side by side): a predictable generator's next id is then the one after them.
  ///
  /// ```swift
  /// let ids = IdGenerator(.incrementing)
  /// ids.skip(40)
  /// ids.newId()   // "40"
  /// ```
  func skip(_ count: Int) {
    counter.pointee = DecimalDigits(counter.pointee.value + count)
  }

  /// The next id: `"0"`, `"1"`, … when incrementing, otherwise a new UUID.
  public func newId() -> String {
    switch kind {
    case .incrementing:
      return counter.pointee.next()
    case .uuid:
      counter.pointee.increment()
      return uuids.next()
    }
  }
}
