import Foundation

/// A `--name` pattern (a regular expression, ICU syntax) matched against scenario names with a
/// time budget per name, so that a pattern that backtracks without end, such as `(a+)+$` against
/// `aaaa…a!`, is stopped and reported instead of hanging the run; and matching stops at once
/// when the run is interrupted.
///
/// ```swift
/// let pattern = try NamePattern("^Counting")
/// try pattern.matches("Counting up", stopIf: { false })   // true
/// ```
struct NamePattern {
  /// How long one scenario name may take: a name normally matches in microseconds.
  static let budget: Duration = .seconds(2)

  /// A pattern that took longer than ``budget`` on a name, said with what to do.
  struct TooSlow: Error, Equatable, CustomStringConvertible {
    var pattern: String
    var name: String
    var description: String {
      let shown = name.count > 60 ? name.prefix(60) + "…" : Substring(name)
      return
        "specrun: --name \"\(pattern)\" took more than \(NamePattern.budget.components.seconds) seconds on the scenario name \"\(shown)\" and was stopped: the pattern backtracks without end, as a repeat inside a repeat such as (a+)+ does. Write it without nested repeats, e.g. a+ instead of (a+)+."
    }
  }

  let source: String
  private let expression: NSRegularExpression

  init(_ source: String) throws {
    self.source = source
    expression = try NSRegularExpression(pattern: source)
  }

  /// Whether `name` matches; false as soon as `stopIf` says the run was stopped. Throws
  /// ``TooSlow`` when the match takes longer than ``budget``.
  func matches(_ name: String, stopIf stopped: () -> Bool) throws(TooSlow) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + Self.budget
    var found = false
    var tooSlow = false
    // With `.reportProgress`, ICU calls back now and then while it searches, so a search that
    // runs long can be stopped.
    withoutActuallyEscaping(stopped) { stopped in
      expression.enumerateMatches(in: name, options: [.reportProgress], range: NSRange(name.startIndex..., in: name)) {
        match, _, stop in
        if match != nil {
          found = true
          stop.pointee = true
        } else if stopped() {
          stop.pointee = true
        } else if clock.now > deadline {
          tooSlow = true
          stop.pointee = true
        }
      }
    }
    if tooSlow { throw TooSlow(pattern: source, name: name) }
    return found
  }
}
