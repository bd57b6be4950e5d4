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

  static func dumpPackage(at root: URL) throws -> Data {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("dependency-rules-\(UUID().uuidString)", isDirectory: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    return try run(["package", "--scratch-path", scratch.path, "dump-package"], in: root)
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
