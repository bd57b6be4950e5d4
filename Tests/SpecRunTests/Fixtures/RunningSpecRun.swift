import Foundation
import Synchronization

/// A real `specrun` process that keeps running (`specrun --watch`), whose output a test reads
/// while it runs and which it can interrupt like a user pressing Ctrl-C.
final class RunningSpecRun {
  /// What the process wrote so far, filled from the pipes' background threads.
  private final class Output: Sendable {
    let text = Mutex((out: "", error: ""))
  }

  private let process: Process
  private let output = Output()

  /// Starts the built `specrun` with `arguments` in `folder`, with Ctrl-C, SIGTERM and SIGPIPE
  /// at their defaults as a user's shell leaves them (through `env --default-signal` where GNU
  /// env has it; the test process may ignore some, and an ignored signal passes on to the
  /// processes it starts).
  init(_ arguments: [String], in folder: String) throws {
    process = Process()
    if SpecRunProcess.canResetSignals {
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["--default-signal=INT,TERM,PIPE", SpecRunProcess.executable ?? "specrun"] + arguments
    } else {
      process.executableURL = URL(fileURLWithPath: SpecRunProcess.executable ?? "specrun")
      process.arguments = arguments
    }
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    let out = Pipe()
    let error = Pipe()
    process.standardOutput = out
    process.standardError = error
    out.fileHandleForReading.readabilityHandler = { [output] handle in
      let text = String(decoding: handle.availableData, as: UTF8.self)
      output.text.withLock { $0.out += text }
    }
    error.fileHandleForReading.readabilityHandler = { [output] handle in
      let text = String(decoding: handle.availableData, as: UTF8.self)
      output.text.withLock { $0.error += text }
    }
    try process.run()
  }

  var out: String { output.text.withLock { $0.out } }
  var error: String { output.text.withLock { $0.error } }

  /// Waits until `condition` holds for the output so far, looking every 50 ms; false when it
  /// still does not hold after `limit` (generous: a slow machine is not a failure of specrun).
  func waitUntil(limit: Duration = .seconds(120), _ condition: @Sendable (_ out: String, _ error: String) -> Bool) async
    -> Bool
  {
    let deadline = ContinuousClock.now + limit
    while ContinuousClock.now < deadline {
      let (out, error) = output.text.withLock { ($0.out, $0.error) }
      if condition(out, error) { return true }
      try? await Task.sleep(for: .milliseconds(50))
    }
    return false
  }

  /// Sends `signal` (SIGINT is Ctrl-C) to the process.
  func send(_ signal: Int32) { kill(process.processIdentifier, signal) }

  /// The exit status once the process ended, or nil (after killing it) when it did not end
  /// within `limit`.
  func exitStatus(limit: Duration = .seconds(60)) async -> Int32? {
    let deadline = ContinuousClock.now + limit
    while process.isRunning && ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(50)) }
    guard !process.isRunning else {
      process.terminate()
      return nil
    }
    // The last output may still be on its way through the pipes.
    try? await Task.sleep(for: .milliseconds(200))
    return process.terminationStatus
  }

  deinit { if process.isRunning { process.terminate() } }
}
