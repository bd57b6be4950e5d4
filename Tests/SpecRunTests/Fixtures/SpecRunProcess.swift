import Foundation

/// The built `specrun` executable, run as a real process through `/bin/sh` so a test can give it
/// a full disk, a closed stream or a signal.
enum SpecRunProcess {
  /// `specrun` beside the test bundle (`.build/debug/specrun`), when it was built.
  static let executable: String? = {
    let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for folder in [besideTests, besideTests.deletingLastPathComponent()] {
      let candidate = folder.appendingPathComponent("specrun").path
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  /// Why a test that needs the executable is skipped.
  static let missing = "the specrun executable was not found beside the test bundle; build it with swift build"

  struct Result {
    var status: Int32
    var reason: Process.TerminationReason
    var stdout: String
    var stderr: String
  }

  /// Runs `script` with `sh -c`, `$SPECRUN` naming the executable; returns once it ends.
  /// `whileRunning` is called with the process id once it started.
  static func shell(
    _ script: String, in folder: String? = nil, whileRunning: (Int32) -> Void = { _ in }
  ) throws -> Result {
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
    whileRunning(process.processIdentifier)
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, reason: process.terminationReason,
      stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errorData, as: UTF8.self))
  }
}
