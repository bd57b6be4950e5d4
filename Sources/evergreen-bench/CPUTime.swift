import Foundation

/// The user and system CPU time used so far, in seconds: by this process (all its threads), or
/// by its children that have finished and been reaped (a process timed end to end).
///
/// ```swift
/// let before = CPUTime.seconds(of: .thisProcess)
/// work()
/// let used = CPUTime.seconds(of: .thisProcess) - before
/// ```
enum CPUTime {
  enum Whose {
    case thisProcess
    case finishedChildren
  }

  static func seconds(of whose: Whose) -> Double {
    var usage = rusage()
    #if os(Linux)
      // Glibc takes the enum's value.
      getrusage(whose == .thisProcess ? RUSAGE_SELF.rawValue : RUSAGE_CHILDREN.rawValue, &usage)
    #else
      getrusage(whose == .thisProcess ? RUSAGE_SELF : RUSAGE_CHILDREN, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
  }
}
