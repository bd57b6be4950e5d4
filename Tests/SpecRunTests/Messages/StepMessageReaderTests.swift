import CucumberMessages
import Foundation
import SharedFixtures
import Testing

@testable import SpecRun

@MainActor
@Suite("A saved run's step and attempt lines are read without the decoder, into the same messages")
struct StepMessageReaderTests {
  @Test("every line of a mixed run is the message the decoder reads, and most are read directly")
  func mixedRun() async throws {
    let (_, io, _) = try await MixedRun.run(["--format", "message:run.ndjson"])
    let lines = try #require(io.files["run.ndjson"]).split(separator: "\n").map { Array($0.utf8) }
    let read = try lines.filter { line in try Self.readsAsTheDecoder(line) }.count
    #expect(read > lines.count / 2, "\(read) of \(lines.count) lines read directly")
  }

  @Test(
    "every line of every compatibility kit sample is read as the decoder reads it, or left to it",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason))
  func compatibilityKit() throws {
    let folder = try SharedConformance.folder("cck")
    let paths = try #require(FileManager.default.subpaths(atPath: folder.path)).filter { $0.hasSuffix(".ndjson") }
    var read = 0
    for path in paths {
      let text = try Data(contentsOf: folder.appendingPathComponent(path))
      for line in text.split(separator: UInt8(ascii: "\n")) where try Self.readsAsTheDecoder(Array(line)) { read += 1 }
    }
    #expect(read > 100)
  }

  @Test(
    "a line with anything unusual is left to the decoder, which reads it or says what is wrong",
    arguments: [
      #"{"testStepStarted":{"testCaseStartedId":"a\u0041","testStepId":"1","timestamp":{"seconds":1,"nanos":2}}}"#,
      #"{"testCaseStarted":{"attempt":0,"id":"1","testCaseId":"2","workerId":null,"timestamp":{"seconds":1,"nanos":2}}}"#,
      #"{"testCaseStarted":{"attempt":0,"id":"1","testCaseId":"2","extra":true,"timestamp":{"seconds":1,"nanos":2}}}"#,
      #"{"testCaseStarted":{"attempt":0,"id":"1","id":"9","testCaseId":"2","timestamp":{"seconds":1,"nanos":2}}}"#,
      #"{"testCaseStarted":{"attempt":1.0,"id":"1","testCaseId":"2","timestamp":{"seconds":1,"nanos":2}}}"#,
      #"{"testCaseStarted":{"attempt":- 1,"id":"1","testCaseId":"2","timestamp":{"seconds":1,"nanos":2}}}"#,
      #"{"testCaseStarted":{"attempt":01,"id":"1","testCaseId":"2","timestamp":{"seconds":1,"nanos":2}}}"#,
      #"{"testCaseStarted":{"attempt":0,"id":"1","testCaseId":"2","timestamp":{"seconds":1e3,"nanos":2}}}"#,
      #"{"testCaseFinished":{"testCaseStartedId":"1","timestamp":{"seconds":253402300800,"nanos":0},"willBeRetried":false}}"#,
      #"{"testCaseFinished":{"testCaseStartedId":"1","timestamp":{"seconds":0,"nanos":1000000000},"willBeRetried":false}}"#,
      #"{"testCaseFinished":{"testCaseStartedId":"1","timestamp":{"seconds":0,"nanos":-1},"willBeRetried":false}}"#,
      #"{"testCaseFinished":{"testCaseStartedId":"1","timestamp":{"seconds":0,"nanos":0},"willBeRetried":"no"}}"#,
      #"{"testCaseFinished":{"testCaseStartedId":"1","timestamp":{"seconds":0,"nanos":0}}}"#,
      #"{"testStepFinished":{"testCaseStartedId":"1","testStepId":"2","testStepResult":{"duration":{"seconds":0,"nanos":5},"status":"PASS"},"timestamp":{"seconds":0,"nanos":0}}}"#,
      #"{"testStepFinished":{"testCaseStartedId":"1","testStepId":"2","testStepResult":{"duration":{"seconds":315576000001,"nanos":5},"status":"PASSED"},"timestamp":{"seconds":0,"nanos":0}}}"#,
      #"{"testStepFinished":{"testCaseStartedId":"1","testStepId":"2","testStepResult":{"duration":{"seconds":0,"nanos":5},"message":"boom","status":"FAILED"},"timestamp":{"seconds":0,"nanos":0}}}"#,
      #"{"testStepStarted":{"testCaseStartedId":"1","testStepId":"2","timestamp":{"seconds":1,"nanos":2}}} x"#,
      #"{"testStepStarted":{"testCaseStartedId":"1","testStepId":"2","timestamp":{"seconds":1,"nanos":2}},"testCaseFinished":{"testCaseStartedId":"1","timestamp":{"seconds":0,"nanos":0},"willBeRetried":false}}"#,
      #"{"testStepStarted":{"testCaseStartedId":"1","testStepId":"2","timestamp":{"seconds":1,"nanos":2}"#,
      #"{"testStepStarted":{"testCaseStartedId":"1","testStepId":"2","timestamp":{"seconds":-9223372036854775808,"nanos":2}}}"#,
      #"{"testCaseFinished":{"testCaseStartedId":"日本","timestamp":{"seconds":0,"nanos":0},"willBeRetried":false}}"#,
    ])
  func leftToTheDecoder(_ line: String) throws {
    #expect(StepMessageReader.envelope(Array(line.utf8)) == nil)
    let decoded = try? JSONDecoder().decode(Messages.Envelope.self, from: Data(line.utf8))
    let streamed = try? MessageStream.decode(ndjson: Data(line.utf8))
    #expect(streamed == decoded.map { [$0] })
  }

  @Test("bytes that are not UTF-8 in an id are the decoder's to judge")
  func notUTF8() {
    var line = Array(
      #"{"testStepStarted":{"testCaseStartedId":"1","testStepId":"2","timestamp":{"seconds":1,"nanos":2}}}"#.utf8)
    line[line.firstIndex(of: UInt8(ascii: "1"))!] = 0xFF
    #expect(StepMessageReader.envelope(line) == nil)
    let decoded = try? JSONDecoder().decode(Messages.Envelope.self, from: Data(line))
    #expect((try? MessageStream.decode(ndjson: Data(line))) == decoded.map { [$0] })
  }

  @Test("whitespace, any member order, a worker, negative durations and every status are read directly")
  func unusualButPlain() throws {
    let lines = [
      " { \"testStepStarted\" : { \"timestamp\" : { \"nanos\" : 2 , \"seconds\" : -62135596800 } , \"testStepId\" : \"2\" , \"testCaseStartedId\" : \"1\" } }\r",
      #"{"testCaseStarted":{"timestamp":{"seconds":0,"nanos":0},"workerId":"3","testCaseId":"2","id":"1","attempt":12}}"#,
      #"{"testCaseFinished":{"willBeRetried":true,"timestamp":{"seconds":253402300799,"nanos":999999999},"testCaseStartedId":"a-Z_9"}}"#,
    ]
    let statuses = Messages.TestStepResultStatus.allCases.map { status in
      #"{"testStepFinished":{"testCaseStartedId":"1","testStepId":"2","testStepResult":{"duration":{"seconds":-1,"nanos":-5},"status":"\#(status.rawValue)"},"timestamp":{"seconds":0,"nanos":0}}}"#
    }
    for line in lines + statuses {
      #expect(try Self.readsAsTheDecoder(Array(line.utf8)), "\(line)")
    }
  }

  /// Whether `line` is read directly (and then into the message the decoder reads); a line left
  /// to the decoder gives false.
  static func readsAsTheDecoder(_ line: [UInt8]) throws -> Bool {
    guard let read = StepMessageReader.envelope(line) else { return false }
    #expect(read == (try JSONDecoder().decode(Messages.Envelope.self, from: Data(line))))
    return true
  }
}
