/// Durations read from a message stream may be as long as messages allow (10,000 years), more
/// nanoseconds than Int64 holds once added up: a report adds them up to its ends, never trapping.
///
/// ```swift
/// [Int64.max, 1].saturatingSum   // Int64.max
/// [2, 3].saturatingSum           // 5
/// ```
extension Sequence<Int64> {
  var saturatingSum: Int64 {
    reduce(0) { total, next in
      let (sum, overflow) = total.addingReportingOverflow(next)
      return overflow ? (next < 0 ? .min : .max) : sum
    }
  }
}
