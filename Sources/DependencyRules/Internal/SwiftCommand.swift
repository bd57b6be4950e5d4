import Foundation

/// Runs `swift package dump-package` for a folder, with a scratch folder of its own so it never
/// waits on the lock of a build that is running the tests, and a `TMPDIR` of its own
/// (``ChildTemporaryFolder``) so that SwiftPM's leftovers are removed with it.
enum SwiftCommand {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The `swift` on the `PATH`, its symbolic links followed; nil when there is none (or the
  /// platform cannot start processes).
  static let executable: String? = {
    #if os(macOS) || os(Linux) || os(Windows)
      let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
      for folder in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
        if FileManager.default.isExecutableFile(atPath: candidate.path) {
          return candidate.resolvingSymlinksInPath().path
        }
      }
      return nil
    #else
      return nil
    #endif
  }()

  /// Whether `swift` can be started here: found on the `PATH`, without starting it (that alone
  /// takes a third of a second).
  static var isAvailable: Bool { executable != nil }

  /// The manifest of the package in `root`, as JSON: what `swift package dump-package` printed,
  /// kept in the package's `.build` folder and read from there while the manifests and the
  /// toolchain stay the same (``ManifestCache``). The seconds `swift` takes are waited for on
  /// a thread of its own, never on one of Swift concurrency's few shared threads (on a two-core
  /// machine, two such waits would stall every task, the main actor's included).
  ///
  /// `environment` is the one `swift` is started with (its `TMPDIR` names where our own temporary
  /// folder goes); tests pass one of their own.
  static func dumpPackage(
    at root: URL, environment: [String: String] = ProcessInfo.processInfo.environment
  ) async throws -> Data {
    let key = executable.flatMap { ManifestCache.key(for: root, swift: $0) }
    if let key, let dump = ManifestCache.dump(in: root, for: key) { return dump }
    let dump = try await withCheckedThrowingContinuation { continuation in
      DispatchQueue(label: "dependency-rules.swift-command").async {
        continuation.resume(
          with: Result {
            try run(in: root, environment: environment) { temporary in
              ["package", "--scratch-path", temporary.subfolder("scratch").path, "dump-package"]
            }
          })
      }
    }
    if let key { ManifestCache.keep(dump, in: root, for: key) }
    return dump
  }

  /// Runs `swift` with the arguments `arguments` gives for the child's own temporary folder (which
  /// is removed afterwards, with everything `swift` left in it), and returns what it printed.
  static func run(
    in folder: URL, environment: [String: String] = ProcessInfo.processInfo.environment,
    arguments: (ChildTemporaryFolder) -> [String]
  ) throws -> Data {
    #if os(macOS) || os(Linux) || os(Windows)
      let temporary = try ChildTemporaryFolder(in: environment, prefix: "dependency-rules")
      defer { temporary.remove() }
      let arguments = arguments(temporary)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["swift"] + arguments
      process.currentDirectoryURL = folder
      process.environment = temporary.environment
      let output = Pipe()
      // Errors go to a file, so that neither stream can fill up and block the child.
      let errorFile = temporary.url.appendingPathComponent("stderr")
      _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
      process.standardOutput = output
      process.standardError = try FileHandle(forWritingTo: errorFile)
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let stderr = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
      guard process.terminationStatus == 0 else {
        throw Failure(
          description:
            "`swift \(arguments.joined(separator: " "))` in \(folder.path) exited with \(process.terminationStatus): \(stderr). Fix the manifest so that `swift package dump-package` succeeds there."
        )
      }
      return data
    #else
      throw Failure(description: SwiftPackage.whyManifestsCannotBeDumped)
    #endif
  }
}
