import Foundation
import SpecRun
import Testing

/// Random scenario files, profiles, option lists and message streams, seeded and reproducible:
/// `specrun` must never crash, hang or say anything untidy (``MessageShape``). The seed is
/// printed; CI uses the fixed one, `SPECRUN_FUZZ_SEED=N swift test --filter FuzzTests` tries
/// another, and a failure names the seed and the case to replay.
@MainActor
@Suite("fuzzing specrun finds no crash, hang or untidy message")
struct FuzzTests {
  nonisolated static let seed: UInt64 =
    ProcessInfo.processInfo.environment["SPECRUN_FUZZ_SEED"].flatMap { UInt64($0) } ?? 2026
  static let inProcessCases = 2_000
  static let processCases = 200

  /// A real run's message stream, for the streams to bend.
  func realStream() async throws -> [String] {
    let folder = try FeatureFolder(["shop.feature": SpecRunnerTests.shopping])
    let captured = UserIO()
    _ = await SpecRunMain.run(
      arguments: ["--format", "message", folder.path()], library: BasketSteps.library, io: captured.io)
    return captured.out.split(separator: "\n").map(String.init)
  }

  @Test("random scenario files, profiles, options and message streams, run in process", .timeLimit(.minutes(3)))
  func inProcess() async throws {
    print("specrun fuzz: seed \(Self.seed); replay with SPECRUN_FUZZ_SEED=\(Self.seed)")
    var input = FuzzInput(seed: Self.seed)
    let stream = try await realStream()
    let folder = try FeatureFolder(["case.feature": ""])
    for index in 0..<Self.inProcessCases {
      let arguments: [String]
      var standardInput = Data()
      try FuzzFile.put(input.featureFile(), at: folder.path("case.feature"))
      try FuzzFile.put(Data(input.phrase().utf8), at: folder.path("rerun.txt"))
      unlink(folder.path("specrun.json"))
      if input.chance(25) { try FuzzFile.put(Data(input.profileFile().utf8), at: folder.path("specrun.json")) }
      if input.chance(35) {
        arguments = ["format", input.pick(FuzzInput.formats)]
        standardInput = input.messageStream(from: stream)
      } else {
        arguments = input.options(folder: folder.path())
      }
      let captured = UserIO(input: standardInput, profileFolder: folder.path())
      let start = ContinuousClock.now
      // With no path, the case's own folder is replayed, never the package's Specs.
      let catalog = SpecCatalog(steps: BasketSteps.library, specsFolder: folder.path())
      let code = await SpecRunMain.run(arguments: arguments, catalog: catalog, io: captured.io)
      let took = ContinuousClock.now - start
      let which = Comment(rawValue: "seed \(Self.seed), case \(index): specrun \(arguments)")
      #expect((0...2).contains(code), which)
      #expect(took < .seconds(15), which)
      #expect(MessageShape.problems(in: captured.error) == [], which)
    }
  }

  @Test(
    "random scenario files, profiles and options, run by the real specrun as a process",
    .enabled(if: SpecRunProcess.executable != nil, Comment(rawValue: SpecRunProcess.missing)), .timeLimit(.minutes(3)))
  func asProcess() async throws {
    var input = FuzzInput(seed: Self.seed &+ 1)
    let stream = try await realStream()
    var cases: [FuzzCase] = []
    for index in 0..<Self.processCases {
      let folder = try ReportPathFolder()
      try FileManager.default.createDirectory(atPath: folder.path("Specs/Macho"), withIntermediateDirectories: true)
      try FuzzFile.put(input.featureFile(), at: folder.path("Specs/Macho/case.feature"))
      try FuzzFile.put(input.featureFile(), at: folder.path("case.feature"))
      try FuzzFile.put(Data(input.phrase().utf8), at: folder.path("rerun.txt"))
      if input.chance(25) { try FuzzFile.put(Data(input.profileFile().utf8), at: folder.path("specrun.json")) }
      let arguments = input.chance(15) ? ["format", input.pick(FuzzInput.formats)] : input.options(folder: folder.path)
      try FuzzFile.put(input.messageStream(from: stream), at: folder.path("stdin.ndjson"))
      cases.append(FuzzCase(index: index, folder: folder, arguments: arguments))
    }
    // Four at a time: each mostly waits for its process.
    await withTaskGroup(of: (FuzzCase, FuzzCase.Result?).self) { group in
      var pending = cases.makeIterator()
      func start() {
        guard let next = pending.next() else { return }
        group.addTask { (next, try? await next.run()) }
      }
      for _ in 0..<4 { start() }
      while let (fuzzCase, result) = await group.next() {
        let which = Comment(
          rawValue: "seed \(Self.seed &+ 1), process case \(fuzzCase.index): specrun \(fuzzCase.arguments)")
        if let result {
          #expect(!result.killed, Comment(rawValue: "no end within 20 seconds; \(which.rawValue)"))
          #expect(
            result.reason == .exit && (0...2).contains(result.status),
            Comment(rawValue: "status \(result.status); \(which.rawValue)"))
          #expect(MessageShape.problems(in: result.error) == [], which)
        } else {
          Issue.record(Comment(rawValue: "could not start specrun; \(which.rawValue)"))
        }
        start()
      }
    }
  }
}

/// One process case: its folder (holding `Specs/Macho/case.feature`, `stdin.ndjson`, maybe a
/// `specrun.json`) and its arguments.
struct FuzzCase: @unchecked Sendable {
  struct Result: Sendable {
    var status: Int32
    var reason: Process.TerminationReason
    var error: String
    var killed: Bool
  }

  let index: Int
  let folder: ReportPathFolder
  let arguments: [String]

  /// Runs `specrun` under `timeout -s KILL 20`, standard input from `stdin.ndjson`, standard
  /// output to a file; waited for on a thread of its own.
  func run() async throws -> Result {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue(label: "fuzz-case").async {
        continuation.resume(with: Swift.Result { try blockingRun() })
      }
    }
  }

  private func blockingRun() throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
    process.arguments = ["-s", "KILL", "20", SpecRunProcess.executable ?? "specrun"] + arguments
    process.currentDirectoryURL = URL(fileURLWithPath: folder.path)
    _ = FileManager.default.createFile(atPath: folder.path("stdout.txt"), contents: nil)
    _ = FileManager.default.createFile(atPath: folder.path("stderr.txt"), contents: nil)
    let input = try FileHandle(forReadingFrom: URL(fileURLWithPath: folder.path("stdin.ndjson")))
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path("stdout.txt")))
    let error = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path("stderr.txt")))
    defer {
      try? input.close()
      try? output.close()
      try? error.close()
    }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = error
    try process.run()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, reason: process.terminationReason, error: folder.read("stderr.txt") ?? "",
      killed: process.terminationStatus == 137
        || (process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL))
  }
}

/// Writes the files of a case with plain `write(2)`: Foundation's `Data.write` syncs each file to
/// disk, which made the cases wait on the disk most of their time.
enum FuzzFile {
  struct Failure: Error {
    var path: String
    var code: Int32
  }

  static func put(_ data: Data, at path: String) throws {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard descriptor >= 0 else { throw Failure(path: path, code: errno) }
    defer { close(descriptor) }
    let written = data.withUnsafeBytes { bytes in bytes.baseAddress.map { write(descriptor, $0, bytes.count) } ?? 0 }
    guard written == data.count else { throw Failure(path: path, code: errno) }
  }
}
