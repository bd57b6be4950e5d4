import Foundation

/// How many processors this process may use on Linux: the processors it may be scheduled on
/// (`Cpus_allowed_list` in `/proc/self/status`, which `taskset` and a container's cpuset set; else
/// the version 1 cpuset file; else the processors online), fewer when its control group has a CPU
/// quota (version 2's `cpu.max`, else version 1's `cpu.cfs_quota_us`), rounded up. Foundation's
/// `ProcessInfo.activeProcessorCount` on Linux reads only version 1 files and not the affinity, so
/// in a container with `--cpus 2` on a version 2 host it counts every processor of the host. The
/// files are read with a few system calls into a small buffer. On other systems it is
/// Foundation's count.
///
/// ```swift
/// let threads = ProcessorCount.active   // 2 on a two-core machine
/// ProcessorCount.quota("150000", period: { "100000" })   // 2: a quota of 1.5 processors
/// ProcessorCount.cpuMax("200000 100000")                 // 2; "max 100000" is no quota
/// ProcessorCount.cpuset("0-3,8")                          // 5
/// ```
package enum ProcessorCount {
  package static var active: Int {
    #if os(Linux)
      let quota =
        cpuMax(firstLine(of: "/sys/fs/cgroup/cpu.max"))
        ?? quota(firstLine(of: "/sys/fs/cgroup/cpu/cpu.cfs_quota_us")) {
          firstLine(of: "/sys/fs/cgroup/cpu/cpu.cfs_period_us")
        }
      let allowed =
        cpuset(line(startingWith: "Cpus_allowed_list:", in: "/proc/self/status"))
        ?? cpuset(firstLine(of: "/sys/fs/cgroup/cpuset/cpuset.cpus"))
        ?? Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))
      return max(1, min(quota ?? allowed, allowed))
    #else
      return ProcessInfo.processInfo.activeProcessorCount
    #endif
  }

  /// The processors a control group version 2 `cpu.max` line ("QUOTA PERIOD" in microseconds)
  /// gives, rounded up; `nil` for "max …" (no quota), no file, or a line that is not two numbers.
  static func cpuMax(_ line: String?) -> Int? {
    guard let fields = line?.split(separator: " "), fields.count == 2 else { return nil }
    return quota(String(fields[0])) { String(fields[1]) }
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

  /// What follows `prefix` on the line of `text` that starts with it, without the spaces or tabs
  /// around it: `field("Cpus_allowed_list:", in: "Name:\tx\nCpus_allowed_list:\t0-1\n")` is
  /// `"0-1"`; `nil` when no line starts with `prefix`.
  static func field(_ prefix: String, in text: String) -> String? {
    for line in text.split(separator: "\n") where line.hasPrefix(prefix) {
      return line.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
    }
    return nil
  }

  /// The first line of the file at `path` (its first 256 bytes at most), without its line break;
  /// `nil` when it cannot be read.
  private static func firstLine(of path: String) -> String? {
    contents(of: path, upTo: 256).map { text in text.split(separator: "\n", maxSplits: 1).first.map(String.init) ?? "" }
  }

  /// The value of the line starting with `prefix` in the file at `path` (its first 4 KB), as
  /// ``field(_:in:)`` reads it; `nil` when it cannot be read or has no such line.
  private static func line(startingWith prefix: String, in path: String) -> String? {
    contents(of: path, upTo: 4_096).flatMap { field(prefix, in: $0) }
  }

  /// The first `limit` bytes of the file at `path` as text (one `read`: enough for the small files
  /// of `/proc` and `/sys`); `nil` when it cannot be read.
  private static func contents(of path: String, upTo limit: Int) -> String? {
    let file = open(path, O_RDONLY | O_CLOEXEC)
    guard file >= 0 else { return nil }
    defer { close(file) }
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: limit) { buffer in
      let count = read(file, buffer.baseAddress, buffer.count)
      guard count >= 0 else { return nil }
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
  }
}
