import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The test side of the behaviour map: which action cases Swift tests sent and received, written
/// by `swift test` when `EVERGREEN_BEHAVIOUR_MAP` names a file, and read by
/// `specrun --behaviour-tests PATH` to join it with the scenarios' side.
///
/// ```sh
/// EVERGREEN_BEHAVIOUR_MAP=.build/tests-map.json swift test
/// swift run specrun --format behaviour --behaviour-tests .build/tests-map.json
/// ```
///
/// Tests run in parallel in one process: every `TestStore` made inside a Swift test records into
/// one process-wide ``ActionUseLog``, written once when the process exits. Stores a scenario drives
/// (the `swift test` replay of `Specs/`) are the scenarios' side, not the tests'. `swift test` may
/// run XCTest and Swift Testing as two processes of one command: a file written by the same
/// command is merged with, a file from an earlier command is replaced. Only the path the variable
/// names is written (through a temporary file beside it, then renamed).
public enum TestSideBehaviourMap {
  /// The variable naming the file.
  public static let environmentVariable = "EVERGREEN_BEHAVIOUR_MAP"

  /// What the file holds.
  public struct Contents: Codable, Equatable, Sendable {
    /// Always `evergreen-behaviour-tests`: says what the file is when someone opens it.
    public var format = Self.formatName
    /// The process id of the command that ran the tests (`swift test`), to merge its processes.
    public var command: Int32
    /// Every action use the tests made.
    public var uses: [ActionUse]

    /// The value of ``format`` that marks a file as this kind.
    public static let formatName = "evergreen-behaviour-tests"

    /// Creates the contents from the command's process id and its uses.
    public init(command: Int32, uses: [ActionUse]) {
      self.command = command
      self.uses = uses
    }
  }

  /// The log every Swift test's stores record into, when the variable is set; the file is written
  /// when the process exits.
  static let processLog: ActionUseLog? = {
    guard let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty else { return nil }
    atexit { TestSideBehaviourMap.writeProcessLog() }
    return ActionUseLog()
  }()

  private static func writeProcessLog() {
    guard let path = ProcessInfo.processInfo.environment[environmentVariable], let log = processLog else { return }
    do {
      try write(log.uses, to: path, command: getppid())
    } catch {
      FileHandle.standardError.write(
        Data(
          "evergreen: could not write the tests' side of the behaviour map to \(path): \(error.localizedDescription). Name a file in a folder you may write to in \(environmentVariable).\n"
            .utf8))
    }
  }

  /// Writes `uses` to `path`, merged with what the same `command` already wrote there.
  ///
  /// ```swift
  /// try TestSideBehaviourMap.write(log.uses, to: "/tmp/tests-map.json", command: getppid())
  /// ```
  public static func write(_ uses: [ActionUse], to path: String, command: Int32) throws {
    let merged = ActionUseLog()
    if let data = FileManager.default.contents(atPath: path),
      let earlier = try? JSONDecoder().decode(Contents.self, from: data), earlier.command == command
    {
      for use in earlier.uses { merged.record(use) }
    }
    for use in uses { merged.record(use) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(Contents(command: command, uses: merged.uses))
    let url = URL(fileURLWithPath: path)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      throw CocoaError(.fileWriteInvalidFileName, userInfo: [NSLocalizedDescriptionKey: "it is a folder"])
    }
    let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp")
    try data.write(to: temporary)
    if rename(temporary.path, url.path) != 0 {
      let reason = String(cString: strerror(errno))
      try? FileManager.default.removeItem(at: temporary)
      throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: reason])
    }
  }
}
