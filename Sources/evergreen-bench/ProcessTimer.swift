import Foundation

/// Runs an executable the way a user would, its output thrown away, and times it end to end.
///
/// ```swift
/// let timer = ProcessTimer(folder: tempFolder)
/// let run = timer.runs(5, specrun, ["--dry-run", "Specs"])
/// print(run.seconds, run.best, run.cpuSeconds, run.exitCode)   // median, best, median CPU time
/// let turns = timer.inTurns(9, [(specrun, ["gherkin", "a.feature"]), (specrun, ["a.feature"])])
/// let pair = timer.inTurns(9, [.init(executable: specrun, arguments: ["a.feature"], copies: 2)])
/// ```
struct ProcessTimer {
  /// The folder every command starts in.
  let folder: URL

  /// The times of several runs of one command, in seconds.
  struct Run {
    /// Each run's wall time, in the order they ran.
    var times: [Double]
    /// Each run's CPU time (user and system, the command and its threads).
    var cpuTimes: [Double]
    /// The last run's exit code, -1 when it could not start.
    var exitCode: Int32

    /// The median wall time.
    var seconds: Double { times.isEmpty ? .nan : times.sorted()[times.count / 2] }
    /// The run that waited least for the cores.
    var best: Double { times.min() ?? .nan }
    /// The median CPU time.
    var cpuSeconds: Double { cpuTimes.isEmpty ? .nan : cpuTimes.sorted()[cpuTimes.count / 2] }
  }

  /// `rounds` runs of `executable` with `arguments` (its standard output and error go to
  /// /dev/null), each timed by the wall clock and by the CPU time the command used.
  func runs(_ rounds: Int, _ executable: URL, _ arguments: [String]) -> Run {
    inTurns(rounds, [(executable, arguments)])[0]
  }

  /// A command of a round: `copies` of it start at once, and its time lasts until the last one
  /// ended (its CPU time is theirs together). Two copies of a one-core command measure what the
  /// machine's cores give two busy processes, the most a second lane can add.
  struct Command {
    var executable: URL
    var arguments: [String]
    var copies = 1
    /// A file in the folder each copy reads as its standard input (`specrun format junit <
    /// run.ndjson`); none reads nothing.
    var input: String?
  }

  /// `rounds` rounds in which every command runs once, in the order given, so that the commands
  /// take turns and a shared machine's slower spells fall on all of them alike:
  ///
  /// ```swift
  /// let turns = timer.inTurns(9, [(specrun, ["gherkin", file]), (specrun, [file])])
  /// print(turns[1].seconds / turns[0].seconds)   // the run against its baseline, by the medians
  /// ```
  func inTurns(_ rounds: Int, _ commands: [(URL, [String])]) -> [Run] {
    inTurns(rounds, commands.map { Command(executable: $0.0, arguments: $0.1) })
  }

  /// The same with ``Command``s, some of which may run several copies at once.
  func inTurns(_ rounds: Int, _ commands: [Command]) -> [Run] {
    var runs = Array(repeating: Run(times: [], cpuTimes: [], exitCode: -1), count: commands.count)
    for _ in 0..<rounds {
      for (index, command) in commands.enumerated() {
        guard let timed = once(command) else {
          runs[index] = Run(times: [.nan], cpuTimes: [.nan], exitCode: -1)
          continue
        }
        runs[index].times.append(timed.seconds)
        runs[index].cpuTimes.append(timed.cpuSeconds)
        runs[index].exitCode = timed.exitCode
      }
    }
    return runs
  }

  /// One run of `command` (all its copies), or nil when one could not start; the exit code is
  /// the first nonzero one.
  private func once(_ command: Command) -> (seconds: Double, cpuSeconds: Double, exitCode: Int32)? {
    let exited = DispatchSemaphore(value: 0)
    let processes = (0..<command.copies).map { _ in
      let process = Process()
      process.executableURL = command.executable
      process.arguments = command.arguments
      process.currentDirectoryURL = folder
      process.standardInput =
        command.input.flatMap { try? FileHandle(forReadingFrom: folder.appendingPathComponent($0)) }
        ?? FileHandle.nullDevice
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      // Woken by the termination handler, not `waitUntilExit()`: on Linux that polls its run
      // loop every 50 ms, which rounded every time up to the next 50 ms.
      process.terminationHandler = { _ in exited.signal() }
      return process
    }
    let cpuBefore = CPUTime.seconds(of: .finishedChildren)
    let start = DispatchTime.now().uptimeNanoseconds
    var started = 0
    for process in processes {
      guard (try? process.run()) != nil else { break }
      started += 1
    }
    for _ in 0..<started { exited.wait() }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    for process in processes.prefix(started) { process.waitUntilExit() }
    guard started == processes.count else { return nil }
    // The children are reaped by now, so their usage is counted among the finished children's.
    let exitCode = processes.map(\.terminationStatus).first { $0 != 0 } ?? 0
    return (seconds, CPUTime.seconds(of: .finishedChildren) - cpuBefore, exitCode)
  }

  /// The built `name` beside this benchmark (`.build/release/specrun`), or nil when it was not built.
  static func sibling(_ name: String) -> URL? {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
    let url = folder.appendingPathComponent(name)
    return FileManager.default.isExecutableFile(atPath: url.path) ? url : nil
  }

  /// `python3` when it can import `module`, else nil.
  static func python(importing module: String) -> URL? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import \(module)"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    return process.terminationStatus == 0 ? URL(fileURLWithPath: "/usr/bin/env") : nil
  }
}
