import Foundation

/// Runs an executable the way a user would, its output thrown away, and times it end to end.
///
/// ```swift
/// let timer = ProcessTimer(folder: tempFolder)
/// let run = timer.median(of: 3, specrun, ["--dry-run", "Specs"])   // seconds, exit code
/// print(run.seconds, run.exitCode)
/// ```
struct ProcessTimer {
  /// The folder every command starts in.
  let folder: URL

  struct Run {
    var seconds: Double
    var exitCode: Int32
  }

  /// The median wall time of `rounds` runs of `executable` with `arguments` (its standard output
  /// and error go to /dev/null); the exit code is the last run's, -1 when it could not start.
  func median(of rounds: Int, _ executable: URL, _ arguments: [String]) -> Run {
    var times: [Double] = []
    var exitCode: Int32 = -1
    for _ in 0..<rounds {
      let process = Process()
      process.executableURL = executable
      process.arguments = arguments
      process.currentDirectoryURL = folder
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      // Woken by the termination handler, not `waitUntilExit()`: on Linux that polls its run
      // loop every 50 ms, which rounded every time up to the next 50 ms.
      let exited = DispatchSemaphore(value: 0)
      process.terminationHandler = { _ in exited.signal() }
      let start = DispatchTime.now().uptimeNanoseconds
      do { try process.run() } catch { return Run(seconds: .nan, exitCode: -1) }
      exited.wait()
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      process.waitUntilExit()
      exitCode = process.terminationStatus
    }
    return Run(seconds: times.sorted()[times.count / 2], exitCode: exitCode)
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
