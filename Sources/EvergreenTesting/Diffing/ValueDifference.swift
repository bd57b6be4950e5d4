/// The difference between two values as a list of changes, one per changed leaf, added or
/// removed element, in the order they occur in the values.
///
/// ```swift
/// let difference = structuralDifference(expected, actual)
/// difference?.changes.map(\.summary)   // ["items[2].title: \"a\" → \"b\""]
/// print(difference?.rendered ?? "equal")
/// ```
public struct ValueDifference: Sendable, Equatable {
  /// Every change, never capped (``rendered`` caps what it shows).
  public var changes: [Change]

  /// A difference made of `changes`, in the order they are shown.
  public init(changes: [Change]) {
    self.changes = changes
  }

  /// One changed place: where it is, and the dumps of the expected and actual values there.
  public struct Change: Sendable, Equatable {
    /// How a place differs between the expected and the actual value.
    public enum Kind: Sendable, Equatable {
      /// The value at `path` differs (`expected` and `actual` are both dumps).
      case changed
      /// An element, entry, member or line exists only in the actual value (`expected` is empty).
      case added
      /// An element, entry, member or line exists only in the expected value (`actual` is empty).
      case removed
      /// An element of an identified collection is elsewhere relative to the others (`expected` and
      /// `actual` say where: `position 3`, `position 0`).
      case moved
    }

    /// Where the change is, such as `items[5000].isDone`, `scores["ann"]` or `notes (line 3)`.
    public var path: String
    /// The dump of the expected value at `path` (one or more lines); empty when added.
    public var expected: String
    /// The dump of the actual value at `path` (one or more lines); empty when removed.
    public var actual: String
    /// Whether the place changed, appeared or went away.
    public var kind: Kind
    /// Where the place lies as an assert closure writes it, when it can (set by the differ).
    var target: AssignmentTarget?

    /// A change at `path` (such as `items[2].title`) from `expected` to `actual`.
    public init(path: String, expected: String, actual: String, kind: Kind = .changed) {
      self.path = path
      self.expected = expected
      self.actual = actual
      self.kind = kind
    }

    /// The assert closure's line that makes the actual value here, as Swift:
    /// `$0.items["Apple"] = 2`, `$0.fact?.title = "b"`, `$0.$total.withLock { $0 = 3 }`,
    /// `$0.todos[id: UUID(0)]?.isComplete = true` in an identified collection (`= nil` for an
    /// element it no longer has),
    /// `$0.stock["Pear"] = nil` for an entry a dictionary no longer has, `$0.log.append("tapped")`
    /// and `$0.log.removeLast()` at a list's end. A change that cannot be written where it lies
    /// (an enum case's payload, an element added or removed inside a list, a line of a text) is
    /// made by setting the nearest enclosing place whose value Swift can write whole:
    /// `$0.mode = .loaded("y")`, `$0.tags = ["z", "a"]`, `$0.text = "one\nthree"` (the changes
    /// inside it share that line, which ``ValueDifference/assignments`` writes once). `nil` when
    /// no such place is found: the values on the way name a type (`Item(…)`, `UUID(…)`), an element of a
    /// plain list is placed by its id, or an element moved.
    public var assignment: String? {
      target?.line(setting: actual)
    }

    /// Two changes are equal when they say the same: the place, both dumps and the kind (how the
    /// differ found the place to write it in Swift is not part of what a change says).
    public static func == (lhs: Change, rhs: Change) -> Bool {
      lhs.path == rhs.path && lhs.expected == rhs.expected && lhs.actual == rhs.actual && lhs.kind == rhs.kind
    }

    /// One line: `items[5000].isDone: false → true`, `tags: added "new"`.
    public var summary: String {
      let before = Self.abbreviated(expected)
      let after = Self.abbreviated(actual)
      switch kind {
      case .added: return "\(path): added \(after)"
      case .removed: return "\(path): removed \(before)"
      case .moved: return "\(path): moved from \(before) to \(after)"
      case .changed where expected == actual:
        return "\(path): \(before) → \(after) (not equal by ==, though both dump the same)"
      case .changed: return "\(path): \(before) → \(after)"
      }
    }

    static let summaryValueWidth = 60

    private static func abbreviated(_ dump: String) -> String {
      let line = ValueDumper.flattened(dump.split(separator: "\n").map(String.init))
      guard line.count > summaryValueWidth else { return line }
      return line.prefix(summaryValueWidth - 1) + "…"
    }
  }

  /// The assert closure's lines that make the actual value from the expected one, one per change
  /// (``Change/assignment``), or `nil` when one of them cannot be written in Swift: a failure
  /// then shows them to paste, only when they are the whole fix.
  ///
  /// ```swift
  /// structuralDifference(before, after)?.assignments   // ["$0.count = 1", "$0.fact = nil"]
  /// ```
  public var assignments: [String]? {
    var lines: [String] = []
    for change in changes {
      guard let line = change.assignment else { return nil }
      // Changes inside a place set whole share its one line.
      if change.target?.isWrittenByEarlierLine != true { lines.append(line) }
    }
    return lines.isEmpty ? nil : lines
  }

  /// How many changes ``rendered`` shows before summing up the rest.
  public static let defaultRenderedChangeLimit = 10

  /// The difference for people: the `−`/`+` blocks of the first changes, each under its path,
  /// then the exact number of changes with one summary line each (capped alike).
  public var rendered: String { rendered() }

  /// ``rendered`` with other labels for the two sides and another cap on the changes shown.
  ///
  /// ```
  /// − expected
  /// + actual
  ///
  /// items[2].title
  /// − "a"
  /// + "b"
  ///
  /// 1 change:
  ///   items[2].title: "a" → "b"
  /// ```
  public func rendered(
    expectedLabel: String = "expected", actualLabel: String = "actual",
    maxChanges: Int = defaultRenderedChangeLimit
  ) -> String {
    rendered(expectedLabel: expectedLabel, actualLabel: actualLabel, maxChanges: maxChanges, notes: { _ in nil })
  }

  /// ``rendered(expectedLabel:actualLabel:maxChanges:)`` with `notes` of a change, lines of
  /// their own under its summary line (a scenario names the steps that made each change there).
  ///
  /// ```
  /// 1 change:
  ///   brightness: 0 → 1
  ///     changed by "When I turn it brighter" (Specs/lamp.feature:4)
  /// ```
  package func rendered(
    expectedLabel: String, actualLabel: String, maxChanges: Int, notes: (Change) -> String?
  ) -> String {
    let shown = changes.prefix(max(maxChanges, 1))
    let hidden = changes.count - shown.count
    let more = "… and \(groupedDigits(hidden)) more \(hidden == 1 ? "change" : "changes")"
    var lines = ["− \(expectedLabel)", "+ \(actualLabel)"]
    for change in shown {
      lines.append("")
      lines.append(change.path)
      lines += Self.blockLines(change.expected, sign: "−")
      lines += Self.blockLines(change.actual, sign: "+")
    }
    if hidden > 0 {
      lines += ["", more]
    }
    lines.append("")
    lines.append("\(groupedDigits(changes.count)) \(changes.count == 1 ? "change" : "changes"):")
    for change in shown {
      lines.append("  " + change.summary)
      if let note = notes(change) {
        lines += note.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
      }
    }
    if hidden > 0 { lines.append("  " + more) }
    return lines.joined(separator: "\n")
  }

  /// Longest dump shown in one block; the rest is counted.
  static let blockLineLimit = 30

  private static func blockLines(_ dump: String, sign: String) -> [String] {
    guard !dump.isEmpty else { return [] }
    let lines = dump.split(separator: "\n", omittingEmptySubsequences: false)
    var block = lines.prefix(blockLineLimit).map { "\(sign) \($0)" }
    if lines.count > blockLineLimit {
      block.append("\(sign) … \(groupedDigits(lines.count - blockLineLimit)) more lines")
    }
    return block
  }
}

/// `9990` → `9,990`, independent of the locale.
func groupedDigits(_ number: Int) -> String {
  let digits = String(number.magnitude)
  var grouped = ""
  for (position, digit) in digits.enumerated() {
    if position > 0, (digits.count - position) % 3 == 0 { grouped += "," }
    grouped.append(digit)
  }
  return number < 0 ? "-" + grouped : grouped
}
