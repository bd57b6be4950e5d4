import Foundation

/// Where each file's predictable ids start when files are parsed side by side. One run over
/// several files numbers its ids on from file to file; parsed on its own, each file numbers
/// them from `"0"`, so its ids are moved up by the number of ids all the files before it used
/// (``CucumberMessages/JSONWriter/idOffset``), and the lines come out as one run's would.
///
/// ```swift
/// let ranges = IdRanges(count: 2)
/// // on one thread, once the first file is parsed with 12 ids:
/// ranges.claim(12, for: 0)   // 0
/// // on another, once the second is parsed with 5 ids (waits for the first file's claim):
/// ranges.claim(5, for: 1)    // 12
/// ```
///
/// Every file claims once, in any order of threads, even a file that could not be read (with 0).
final class IdRanges: @unchecked Sendable {
  // @unchecked: `ends` is read and written only while `condition` is locked.
  private let condition = NSCondition()
  /// Where each file's range ends (its start plus its count), once it has claimed it.
  private var ends: [Int?]

  /// Ranges for `count` files.
  init(count: Int) {
    ends = Array(repeating: nil, count: count)
  }

  /// Records that file `index` used `count` ids and returns where its range starts: 0 for the
  /// first file, otherwise where the file before it ended, waiting until that file has claimed.
  func claim(_ count: Int, for index: Int) -> Int {
    condition.withLock {
      var start = 0
      if index > 0 {
        while ends[index - 1] == nil { condition.wait() }
        start = ends[index - 1].unsafelyUnwrapped
      }
      ends[index] = start + count
      condition.broadcast()
      return start
    }
  }
}
