import Foundation

/// Runs `swift package dump-package` for a folder, with a scratch folder of its own so it never
/// waits on the lock of a build that is running the tests.
enum SwiftCommand {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  static let isAvailable: Bool = {
    #if os(macOS) || os(Linux) || os(Windows)
      return (try? run(["--version"], in: FileManager.default.temporaryDirectory)) != nil
    #else
      return false
    #endif
  }()

  /// The manifest of the package in `root`, as JSON. The seconds `swift` takes are waited for on
  /// a thread of its own, never on one of Swift concurrency's few shared threads (on a two-core
  /// machine, two such waits would stall every task, the main actor's included).
  static func dumpPackage(at root: URL) async throws -> Data {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("dependency-rules-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let arguments = ["package", "--scratch-path", scratch.path, "dump-package"]
    return try await withCheckedThrowingContinuation { continuation in
      DispatchQueue(label: "dependency-rules.swift-command").async {
        continuation.resume(with: Result { try run(arguments, in: root) })
      }
    }
  }

  static func run(_ arguments: [String], in folder: URL) throws -> Data {
    #if os(macOS) || os(Linux) || os(Windows)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["swift"] + arguments
      process.currentDirectoryURL = folder
      let output = Pipe()
      // Errors go to a file, so that neither stream can fill up and block the child.
      let errorFile = FileManager.default.temporaryDirectory
        .appendingPathComponent("dependency-rules-\(UUID().uuidString).stderr")
      _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
      defer { try? FileManager.default.removeItem(at: errorFile) }
      process.standardOutput = output
      process.standardError = try FileHandle(forWritingTo: errorFile)
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let stderr = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
      guard process.terminationStatus == 0 else {
        throw Failure(
          description:
            "`swift \(arguments.joined(separator: " "))` in \(folder.path) exited with \(process.terminationStatus): \(stderr). Fix the manifest so that `swift package dump-package` succeeds there.")
      }
      return data
    #else
      throw Failure(description: SwiftPackage.whyManifestsCannotBeDumped)
    #endif
  }
}
