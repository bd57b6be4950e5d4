import Foundation

/// How many processors this process may use, counted as Foundation's
/// `ProcessInfo.activeProcessorCount` counts them on Linux: the control group's CPU quota rounded
/// up, else the processors of its cpuset, else the processors online. The same files are read
/// here with a few system calls into a small buffer; Foundation reads them through `URL` and
/// `Data`, which cost `specrun gherkin` about 0.4 ms of CPU before its first file. On other
/// systems it is Foundation's count.
///
/// ```swift
/// let threads = ProcessorCount.active   // 2 on a two-core machine
/// ProcessorCount.quota("150000", period: { "100000" })   // 2: a quota of 1.5 processors
/// ProcessorCount.cpuset("0-3,8")                          // 5
/// ```
enum ProcessorCount {
  static var active: Int {
    #if os(Linux)
      let quota = quota(firstLine(of: "/sys/fs/cgroup/cpu/cpu.cfs_quota_us")) {
        firstLine(of: "/sys/fs/cgroup/cpu/cpu.cfs_period_us")
      }
      return quota ?? cpuset(firstLine(of: "/sys/fs/cgroup/cpuset/cpuset.cpus"))
        ?? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
    #else
      return ProcessInfo.processInfo.activeProcessorCount
    #endif
  }

  /// The processors a CPU quota of `quota` microseconds per `period` gives, rounded up; `nil`
  /// without a quota ("-1", or no file). The period is read only when there is a quota.
  static func quota(_ quota: String?, period: () -> String?) -> Int? {
    guard let quota = quota.flatMap({ Int($0) }), quota > 0,
      let period = period().flatMap({ Int($0) }), period > 0
    else { return nil }
    return (quota - 1 + period) / period
  }

  /// The number of processors a cpuset list names ("0-3,8" is five); `nil` when it is empty or
  /// not such a list.
  static func cpuset(_ list: String?) -> Int? {
    guard let ranges = list?.split(separator: ","), !ranges.isEmpty else { return nil }
    var count = 0
    for range in ranges {
      let ends = range.split(separator: "-", maxSplits: 1)
      guard let first = ends.first.flatMap({ Int($0) }), let last = ends.last.flatMap({ Int($0) }), last >= first
      else { return nil }
      count += 1 + last - first
    }
    return count
  }

  /// The first line of the file at `path` (its first 256 bytes at most), without its line break;
  /// `nil` when it cannot be read.
  private static func firstLine(of path: String) -> String? {
    let file = open(path, O_RDONLY | O_CLOEXEC)
    guard file >= 0 else { return nil }
    defer { close(file) }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { buffer in
      let count = read(file, buffer.baseAddress, buffer.count)
      guard count >= 0 else { return nil }
      let bytes = UnsafeBufferPointer(rebasing: buffer[..<count])
      let end = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<end]), as: UTF8.self)
    }
  }
}
