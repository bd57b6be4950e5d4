import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A worker process of a run (``WorkerLanes``): started with its standard input reading the run's
/// requests and its file descriptor 3 writing its results; its standard output and error are the
/// run's. It has a process group of its own, so a Ctrl-C at the terminal reaches only the run,
/// which passes each press on (``signal(_:)``).
///
/// ```swift
/// let worker = try WorkerProcess(launch)
/// worker.write([0, 0, 0, 0])           // a request
/// var scratch = [UInt8](repeating: 0, count: 4096)
/// let count = worker.read(into: &scratch)  // results; 0 at their end
/// let status = worker.waitForExit()
/// ```
final class WorkerProcess: Sendable {
  let pid: pid_t
  /// The run's end of the worker's standard input, and of its results.
  private let requests: Int32
  private let results: Int32

  /// Why a worker could not be started.
  struct CannotStart: Error {
    let reason: String
  }

  init(_ launch: WorkerLaunch) throws(CannotStart) {
    // No end is inherited by any other process started meanwhile, nor the run's ends by this
    // worker; its own ends become its file descriptors 0 and 3 (a copy made for the child is
    // not close-on-exec).
    guard let toWorker = CloseOnExecPipe.make() else { throw CannotStart(reason: "pipe: errno \(errno)") }
    guard let fromWorker = CloseOnExecPipe.make() else {
      close(toWorker.reading)
      close(toWorker.writing)
      throw CannotStart(reason: "pipe: errno \(errno)")
    }
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
      var attributes: posix_spawnattr_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    posix_spawn_file_actions_adddup2(&actions, toWorker.reading, 0)
    posix_spawn_file_actions_adddup2(&actions, fromWorker.writing, 3)
    // A process group of its own, no signal blocked (a thread of the run may block them, and a
    // child inherits its mask) and the run's signals at their defaults: the worker sets its own.
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    posix_spawnattr_setpgroup(&attributes, 0)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in [SIGUSR1, SIGINT, SIGTERM, SIGPIPE] { sigaddset(&defaults, number) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    let arguments = [launch.executable] + launch.arguments
    let environment = launch.environment.map { "\($0.key)=\($0.value)" }
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    var envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
    defer { for pointer in argv + envp { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, launch.executable, &actions, &attributes, &argv, &envp)
    close(toWorker.reading)
    close(fromWorker.writing)
    guard spawned == 0 else {
      close(toWorker.writing)
      close(fromWorker.reading)
      throw CannotStart(reason: "\(launch.executable): \(String(cString: strerror(spawned)))")
    }
    self.pid = pid
    requests = toWorker.writing
    results = fromWorker.reading
  }

  /// Writes `bytes` to the worker's standard input; false when it no longer reads (it ended).
  @discardableResult
  func write(_ bytes: [UInt8]) -> Bool { Self.write(bytes, to: requests) }

  /// Writes `bytes` whole to `descriptor` (a pipe); false when nobody reads it any more.
  static func write(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return false }
        offset += written
      }
      return true
    }
  }

  /// Reads what the worker wrote to its results into `scratch` (from its start, at most its
  /// size), waiting for some: how many bytes came, 0 once it closed them (it ended). The caller
  /// keeps `scratch` from one read to the next (no buffer made and zeroed per read).
  func read(into scratch: inout [UInt8]) -> Int {
    while true {
      let read = scratch.withUnsafeMutableBytes { Foundation.read(results, $0.baseAddress!, $0.count) }
      if read < 0, errno == EINTR { continue }
      return max(read, 0)
    }
  }

  /// Tells the worker no request follows: it ends once it has answered those it was sent.
  func closeRequests() { close(requests) }

  /// Sends the worker `number` (a press of Ctrl-C passed on).
  func signal(_ number: Int32) { kill(pid, number) }

  /// Waits until the worker ended and says how: nil when it exited with 0.
  func waitForExit() -> String? {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return "could not be waited for (errno \(errno))" }
    }
    close(results)
    let signal = status & 0x7f
    if signal != 0 { return "was killed by signal \(signal)" + (signal == SIGKILL ? " (SIGKILL)" : "") }
    let code = (status >> 8) & 0xff
    return code == 0 ? nil : "exited with status \(code)"
  }
}

/// How a run starts its worker processes: `specrun` starts itself again, with the same arguments,
/// in the same folder (``SpecRunMain`` sets it; see ``WorkerLanes``).
struct WorkerLaunch: Sendable {
  var executable: String
  var arguments: [String]
  var environment: [String: String]

  /// The variable that makes `specrun` a worker: it holds the run's order (`defined`, or the
  /// random order's seed).
  static let variable = "SPECRUN_WORKER_OF_RUN"

  /// This process started again with `arguments`, in the same folder and environment; nil where
  /// its executable cannot be found.
  static func thisProcess(arguments: [String]) -> WorkerLaunch? {
    guard let executable = executablePath() else { return nil }
    return WorkerLaunch(executable: executable, arguments: arguments, environment: ProcessInfo.processInfo.environment)
  }

  private static func executablePath() -> String? {
    #if os(Linux)
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard length > 0 else { return nil }
      return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    #else
      return Bundle.main.executablePath
    #endif
  }

  /// `order` as ``variable`` holds it.
  static func text(of order: RunOptions.Order) -> String {
    switch order {
    case .defined: "defined"
    case .random(let seed): "random:\(seed ?? 0)"
    }
  }

  /// The order ``variable`` holds; nil when it holds none.
  static func order(from text: String) -> RunOptions.Order? {
    if text == "defined" { return .defined }
    guard text.hasPrefix("random:"), let seed = UInt64(text.dropFirst("random:".count)) else { return nil }
    return .random(seed: seed)
  }
}
