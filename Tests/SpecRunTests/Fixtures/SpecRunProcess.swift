import Foundation
import SharedFixtures

/// The built `specrun` executable, run as a real process through `/bin/sh` so a test can give it
/// a full disk, a closed stream or a signal.
enum SpecRunProcess {
  /// `specrun` beside the test bundle (`.build/debug/specrun`), when it was built.
  static let executable = BuiltExecutable.path(of: "specrun")

  /// Whether a test can start a process with signals at their defaults (`env --default-signal`,
  /// GNU coreutils 8.31 and later) and read a process's signal state (`/proc/PID/status`): Linux.
  static let canResetSignals: Bool = {
    #if os(Linux)
      FileManager.default.fileExists(atPath: "/proc/self/status")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/env")
    #else
      false
    #endif
  }()

  /// Why a test that needs `canResetSignals` is skipped.
  static let cannotResetSignals = "needs Linux: env --default-signal and /proc/PID/status"

  /// Why a test that needs the executable is skipped.
  static let missing = "the specrun executable was not found beside the test bundle; build it with swift build"

  struct Result: Sendable {
    var status: Int32
    var reason: Process.TerminationReason
    var stdout: String
    var stderr: String
  }

  /// Runs `script` with `sh -c`, `$SPECRUN` naming the executable; returns once it ends. The
  /// seconds a process runs are waited for on a thread of its own, never on the main actor or one
  /// of Swift concurrency's few shared threads (which would stall every other test meanwhile).
  static func shell(_ script: String, in folder: String? = nil) async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue(label: "specrun-process").async {
        continuation.resume(with: Swift.Result { try blockingShell(script, in: folder) })
      }
    }
  }

  private static func blockingShell(_ script: String, in folder: String?) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.environment = ProcessInfo.processInfo.environment.merging(["SPECRUN": executable ?? "specrun"]) { $1 }
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    let out = Pipe()
    let error = Pipe()
    process.standardOutput = out
    process.standardError = error
    try process.run()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, reason: process.terminationReason,
      stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errorData, as: UTF8.self))
  }
}
