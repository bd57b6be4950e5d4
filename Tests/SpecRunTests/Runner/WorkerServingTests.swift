import CucumberMessages
import Foundation
import Testing

@testable import SpecRun

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The worker's side of `--parallel`, in this process: what `specrun` started again as a worker
/// does with the run's requests (the real executable's runs do not reach coverage).
@MainActor
@Suite("A worker answers the run's requests with its attempts, once its queue is the run's")
struct WorkerServingTests {
  let folder: FeatureFolder
  let options: RunOptions

  init() throws {
    folder = try FeatureFolder(["p.feature": "Feature: P\n" + WorkerProcessTests.scenarios(3)])
    var options = RunOptions()
    options.selections = [.init(path: folder.path())]
    self.options = options
  }

  /// A worker of `options`' run over the files in `folder`.
  init(folder: FeatureFolder, options: RunOptions) {
    self.folder = folder
    self.options = options
  }

  /// The fingerprint of the queue a run of the same files and options plans.
  func runsFingerprint(library: StepLibrary = BasketSteps.library) async -> UInt64 {
    let run = SpecRunner(library: library, options: options) { _ in }
    let appOfFile = run.loadFiles()
    let (_, glue) = run.glue(of: appOfFile)
    let selected = run.select(order: .defined)
    return await run.plan(selected, appOfFile: appOfFile, glue: glue, runID: "run").maker.fingerprint
  }

  /// Serves `input` (written whole, then closed) as a worker of `library`'s steps; its exit code
  /// and its records' bytes (every one written by the time it returns: none is waited for).
  func serve(_ input: [UInt8], library: StepLibrary = BasketSteps.library) async -> (code: Int32, records: [UInt8]) {
    let requests = TestPipe()
    let results = TestPipe()
    _ = WorkerProcess.write(input, to: requests.writing)
    requests.closeWriting()
    let worker = SpecRunner(library: library, options: options) { _ in }
    let code = await worker.serveAsWorker(order: .defined, requests: requests.reading, results: results.writing)
    return (code, results.readWaiting())
  }

  /// Each record's kind, and for an attempt its position, status and test steps (a scenario's
  /// three, and the check that every change was described).
  func describe(_ bytes: [UInt8]) throws -> [String] {
    try records(bytes).map { record in
      switch record {
      case .ready: "ready"
      case .skipped(let position): "skipped \(position)"
      case .ran(let result): "ran \(result.position): \(result.status.rawValue), \(result.steps.count) steps"
      }
    }
  }

  /// A record the worker wrote, as the run reads it.
  enum Record {
    case ready
    case skipped(Int32)
    case ran(WorkerWire.Result)
  }

  /// The records in `bytes`, in order, each read as the run reads it.
  func records(_ bytes: [UInt8]) throws -> [Record] {
    var records: [Record] = []
    var start = 0
    while start + 4 <= bytes.count {
      let length = bytes.withUnsafeBytes {
        Int(Int32(littleEndian: $0.loadUnaligned(fromByteOffset: start, as: Int32.self)))
      }
      var reader = WorkerWire.Reader(bytes[(start + 4)..<(start + 4 + length)])
      start += 4 + length
      switch try reader.kind() {
      case .ready: records.append(.ready)
      case .skipped: records.append(.skipped(try reader.int32()))
      case .attempt: records.append(.ran(try reader.result()))
      }
    }
    return records
  }

  @Test("it says it is ready, then answers each request with the attempt it ran there, in order, and ends with 0")
  func answers() async throws {
    let input =
      WorkerWire.fingerprint(await runsFingerprint()) + WorkerWire.request(2) + WorkerWire.request(0)
      + WorkerWire.request(1)
    let (code, records) = await serve(input)
    #expect(code == 0)
    let described = try describe(records)
    #expect(
      described == ["ready", "ran 2: PASSED, 4 steps", "ran 0: PASSED, 4 steps", "ran 1: PASSED, 4 steps"],
      "\(described)")
  }

  @Test("a queue that is not the run's (the files changed between the two loads): it runs nothing and ends with 3")
  func otherQueue() async throws {
    let (code, records) = await serve(WorkerWire.fingerprint(await runsFingerprint() &+ 1) + WorkerWire.request(0))
    #expect(code == 3)
    #expect(records.isEmpty)
  }

  @Test("a position its queue does not hold is answered as skipped, and the next request still runs")
  func positionBeyondTheQueue() async throws {
    let input = WorkerWire.fingerprint(await runsFingerprint()) + WorkerWire.request(7) + WorkerWire.request(1)
    let (code, records) = await serve(input)
    #expect(code == 0)
    let described = try describe(records)
    #expect(described == ["ready", "skipped 7", "ran 1: PASSED, 4 steps"], "\(described)")
  }

  @Test(
    "a step that never returns fails in the worker by its text and line after --step-timeout, and the worker runs the next request"
  )
  func stuckStep() async throws {
    let gate = Gate()
    defer { gate.open() }
    let library = gate.steps(adding: BasketSteps.library)
    let folder = try FeatureFolder(["w.feature": StepTimeoutTests.feature])
    var options = RunOptions()
    options.selections = [.init(path: folder.path())]
    options.stepTimeout = .milliseconds(200)
    let worker = WorkerServingTests(folder: folder, options: options)
    let fingerprint = await worker.runsFingerprint(library: library)
    let (code, bytes) = await worker.serve(
      WorkerWire.fingerprint(fingerprint) + WorkerWire.request(0) + WorkerWire.request(1), library: library)
    #expect(code == 0)
    let ran = try worker.records(bytes).compactMap { record -> WorkerWire.Result? in
      guard case .ran(let result) = record else { return nil }
      return result
    }
    #expect(ran.map(\.position) == [0, 1])
    #expect(ran.map(\.status) == [.failed, .passed])
    let stuck = try #require(ran.first)
    #expect(stuck.steps.map(\.status) == [.passed, .failed, .skipped, .skipped])
    let timedOut = try #require(stuck.steps.first { $0.status == .failed })
    // It waited for the run's --step-timeout, not the default minute.
    let waited = Double(timedOut.duration.seconds) + Double(timedOut.duration.nanos) / 1e9
    #expect(waited >= 0.2 && waited < 30, "the step failed after \(waited) s")
    let failed = try #require(timedOut.details?.value)
    #expect(
      failed.message?.hasPrefix(
        "The step \"When I wait for the gate\" (\(folder.path("w.feature")):5) did not finish within 0.2 seconds (--step-timeout), so it failed;"
      ) == true, "\(failed.message ?? "no message")")
    #expect(failed.exception?.type == "StepTimeout")
  }
}
