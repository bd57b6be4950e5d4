import Foundation
import Testing

/// The folder of the built modules next to the running tests (`.build/debug/Modules`), and
/// `swiftc` on the PATH; `nil` when either is missing (then the test is skipped, saying why).
private enum Typechecker {
  static let modules: URL? = {
    let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
    var folder = executable.deletingLastPathComponent()
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("Modules")
      if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("Evergreen.swiftmodule").path) {
        return candidate
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }()

  static let swiftc: URL? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  static var isAvailable: Bool { modules != nil && swiftc != nil }
  static var skipReason: Comment {
    "needs swiftc on the PATH and the built modules beside the test executable (swiftc: \(swiftc?.path ?? "missing"), modules: \(modules?.path ?? "missing"))"
  }

  /// What `swiftc -typecheck` says of `source` (standard error and output), and its exit status.
  static func typecheck(_ source: String) throws -> (status: Int32, output: String) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("tca-spelling-\(UUID().uuidString).swift")
    try source.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = swiftc
    process.arguments = ["-typecheck", "-swift-version", "6", "-I", modules!.path, file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}

private let tcaSource = #"""
  import EvergreenTesting

  struct Search: Reducer {
    struct State: Equatable { var query = "" }
    enum Action: Equatable, Sendable { case queryChanged(String), results([String]) }
    enum CancelID { case search }
    @Dependency(\.mainQueue) var mainQueue
    @Dependency(\.continuousClock) var clock

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .queryChanged(let query):
        state.query = query
        return .run { send in await send(.results([query])) }
          .debounce(id: CancelID.search, for: .milliseconds(300), scheduler: clock)
      case .results:
        return .run { _ in }.debounce(id: CancelID.search, for: 0.3, scheduler: clock)
          .throttle(id: CancelID.search, for: .seconds(1), scheduler: clock, latest: true)
      }
    }
  }

  @MainActor func test() async {
    let store = TestStore(initialState: Search.State()) { Search() }
    await store.receive(.results([]), timeout: .seconds(1))
    await store.finish(timeout: .seconds(1))
  }
  """#

@Suite("TCA spellings the compiler would mishandle say what to write instead")
struct TCASpellingDiagnosticsTests {
  @Test(
    "debounce and throttle with scheduler:, \\.mainQueue and timeout: fail to compile with Evergreen's spelling",
    .enabled(if: Typechecker.isAvailable, Typechecker.skipReason))
  func unavailableSpellingsNameEvergreens() throws {
    let (status, output) = try Typechecker.typecheck(tcaSource)
    #expect(status == 1, "swiftc must report errors, not crash:\n\(output)")
    #expect(!output.contains("Stack dump"))
    #expect(output.contains("Evergreen's effects wait on clocks: write .debounce(id:for:clock:)"))
    #expect(output.contains("write .debounce(id:for:clock:) with a Duration, for: .milliseconds(300)"))
    #expect(output.contains("write .throttle(id:for:clock:latest:)"))
    #expect(output.contains("Evergreen has no schedulers: read @Dependency(\\.continuousClock) var clock"))
    #expect(output.contains("receive never waits: the TestStore runs effects until they are idle, so drop 'timeout:'"))
    #expect(output.contains("finish never waits"))
    #expect(!output.contains("extra argument"))
  }
}
