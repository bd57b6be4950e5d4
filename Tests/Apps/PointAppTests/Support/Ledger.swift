import Foundation
import PointApp

/// Ledger entries for the specs.
enum Ledger {
  /// Entry `number`: 10 points for answering "アンケート<number>", as the backend records it.
  static func entry(_ number: Int) -> PointTransaction {
    PointTransaction(
      id: PointTransactionID(number), amount: try! PointAmount(10),
      reason: .surveyAnswered(title: "アンケート\(number)"), occurredAt: TestDates.now)
  }

  /// Entries `numbers`, newest first (as the history shows them).
  static func newestFirst(_ numbers: ClosedRange<Int>) -> [PointTransaction] { numbers.reversed().map(entry) }

  /// A backend whose ledger holds `count` credits of 10 points (entries 1…count).
  static func backend(credits count: Int) throws -> PointAppBackend {
    let backend = PointAppBackend(catalogue: [], now: { TestDates.now })
    for number in 0..<count {
      try backend.credit(PointAmount(10), for: .surveyAnswered(title: "アンケート\(number + 1)"))
    }
    return backend
  }
}
