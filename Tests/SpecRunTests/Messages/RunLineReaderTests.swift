import CucumberMessages
import Foundation
import SharedFixtures
import Testing

@testable import SpecRun

@MainActor
@Suite("A saved run's pickle, test case, step and attempt lines are read without the decoder, into the same messages")
struct RunLineReaderTests {
  @Test("every line of a mixed run is the message the decoder reads, and its test cases and pickles directly")
  func mixedRun() async throws {
    let (_, io, _) = try await MixedRun.run(["--format", "message:run.ndjson"])
    let lines = try #require(io.files["run.ndjson"]).split(separator: "\n").map { Array($0.utf8) }
    let read = try lines.filter { line in try Self.readsAsTheDecoder(line) }.count
    #expect(read > lines.count / 2, "\(read) of \(lines.count) lines read directly")
    // A pickle with a doc string or a data table is the decoder's.
    let argument = Array(#""argument":"#.utf8)
    for kind in ["testCase", "pickle"] {
      let ofKind = lines.filter { line in
        line.starts(with: Array(#"{"\#(kind)":"#.utf8)) && line.firstRange(of: argument) == nil
      }
      let readDirectly = ofKind.filter { RunLineReader.envelope($0) != nil }.count
      #expect(!ofKind.isEmpty && readDirectly == ofKind.count, "\(readDirectly) of \(ofKind.count) \(kind) lines")
    }
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
    "every document of the parser's conformance data is read as the decoder reads it, and most directly",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason))
  func parserConformanceDocuments() throws {
    let folder = try SharedConformance.folder("gherkin/good")
    let paths = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".ast.ndjson") }
    var lines = 0
    var read = 0
    for path in paths {
      let text = try Data(contentsOf: folder.appendingPathComponent(path))
      for line in text.split(separator: UInt8(ascii: "\n")) {
        lines += 1
        if try Self.readsAsTheDecoder(Array(line)) { read += 1 }
      }
    }
    #expect(lines > 50 && read > lines * 3 / 4, "\(read) of \(lines) documents read directly")
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
      #"{"testCaseFinished":{"testCaseStartedId":"a\x","timestamp":{"seconds":0,"nanos":0},"willBeRetried":false}}"#,
      "{\"testCaseFinished\":{\"testCaseStartedId\":\"a\tb\",\"timestamp\":{\"seconds\":0,\"nanos\":0},\"willBeRetried\":false}}",
      #"{"testCaseFinished":{"testCaseStartedId":"a\"#,
      #"{"testCase":{"id":"1","pickleId":"2","testSteps":[{"id":"3","pickleStepId":"4","extra":1}]}}"#,
      #"{"testCase":{"id":"1","pickleId":"2","testSteps":[{"pickleStepId":"4"}]}}"#,
      #"{"testCase":{"id":"1","pickleId":"2","testSteps":[{"id":"3","stepDefinitionIds":["5",]}]}}"#,
      #"{"testCase":{"id":"1","pickleId":"2","testSteps":[{"id":"3","stepDefinitionIds":[null]}]}}"#,
      #"{"testCase":{"id":"1","pickleId":"2","testSteps":[{"id":"3","stepMatchArgumentsLists":[{"stepMatchArguments":[{"group":{"start":5,"value":null}}]}]}]}}"#,
      #"{"testCase":{"id":"1","pickleId":"2","testSteps":[{"id":"3","stepMatchArgumentsLists":[{"stepMatchArguments":[{"group":{"start":1.5,"value":"7"}}]}]}]}}"#,
      #"{"pickle":{"id":"1","uri":"a","name":"n","language":"en","steps":[{"argument":{"docString":{"content":"x"}},"astNodeIds":["0"],"id":"2","text":"t"}],"tags":[],"astNodeIds":["3"]}}"#,
      #"{"pickle":{"id":"1","uri":"a","name":"n","language":"en","steps":[],"tags":[{"name":"@a"}],"astNodeIds":["3"]}}"#,
      #"{"pickle":{"id":"1","uri":"a","location":{"column":3},"name":"n","language":"en","steps":[],"tags":[],"astNodeIds":[]}}"#,
      #"{"pickle":{"id":"1","uri":"a","name":"n","language":"en","steps":[],"tags":[]}}"#,
      #"{"testCase":{"id":"1","pickleId":"2","testSteps":[{"id":"3","stepMatchArgumentsLists":[{"stepMatchArguments":[{"parameterTypeName":"int"}]}]}]}}"#,
      #"{"testCase":{"id":"1","pickleId":"2","testSteps":[{"id":"3","stepMatchArgumentsLists":[{}]}]}}"#,
      #"{"testCase":{"id":"1","pickleId":"2","testSteps":[{"id":"3"}],"testSteps":[]}}"#,
      #"{"testCase":{"id":"1","pickleId":"2"}}"#,
      #"{"testCase":{"id":"1","pickleId":"2","testSteps":{}}}"#,
      #"{"testCase":{"id":"1","pickleId":"2","testSteps":[{"id":"3"}"#,
      Self.testCase(groupsNested: 17),
      Self.document(
        child:
          #"{"background":{"location":{"line":2},"tags":[],"keyword":"Background","name":"","description":"","steps":[],"id":"1"}}"#
      ),
      Self.document(
        child:
          #"{"rule":{"location":{"line":2},"tags":[],"keyword":"Rule","name":"","description":"","children":[{"rule":null}],"id":"1"}}"#
      ),
      Self.document(
        child:
          #"{"scenario":{"location":{"line":2},"tags":[],"keyword":"Scenario","name":"","steps":[],"examples":[],"id":"1"}}"#
      ),
      Self.document(
        child:
          #"{"scenario":{"location":{"line":2},"tags":[],"keyword":"Scenario","name":"","description":"","steps":[],"examples":[],"id":"1","extra":0}}"#
      ),
      #"{"gherkinDocument":{"uri":"a.feature"}}"#,
    ])
  func leftToTheDecoder(_ line: String) throws {
    #expect(RunLineReader.envelope(Array(line.utf8)) == nil)
    let decoded = try? JSONDecoder().decode(Messages.Envelope.self, from: Data(line.utf8))
    let streamed = try? MessageStream.decode(ndjson: Data(line.utf8))
    #expect(streamed == decoded.map { [$0] })
  }

  /// A document of one feature with one `child`.
  nonisolated static func document(child: String) -> String {
    let feature =
      #"{"location":{"line":1,"column":1},"tags":[],"language":"en","keyword":"Feature","name":"F","description":"","children":[\#(child)]}"#
    return #"{"gherkinDocument":{"uri":"a.feature","feature":\#(feature),"comments":[]}}"#
  }

  /// A test case whose one argument's groups nest `depth` deep.
  nonisolated static func testCase(groupsNested depth: Int) -> String {
    var group = #"{"start":0,"value":"1"}"#
    for _ in 1..<depth { group = #"{"children":[\#(group)],"start":0,"value":"1"}"# }
    let list = #"{"stepMatchArguments":[{"group":\#(group)}]}"#
    return #"{"testCase":{"id":"1","pickleId":"2","testSteps":[{"id":"3","stepMatchArgumentsLists":[\#(list)]}]}}"#
  }

  @Test("bytes that are not UTF-8 in an id are the decoder's to judge")
  func notUTF8() {
    var line = Array(
      #"{"testStepStarted":{"testCaseStartedId":"1","testStepId":"2","timestamp":{"seconds":1,"nanos":2}}}"#.utf8)
    line[line.firstIndex(of: UInt8(ascii: "1"))!] = 0xFF
    #expect(RunLineReader.envelope(line) == nil)
    let decoded = try? JSONDecoder().decode(Messages.Envelope.self, from: Data(line))
    #expect((try? MessageStream.decode(ndjson: Data(line))) == decoded.map { [$0] })
  }

  @Test("spaces, member order, escapes, UTF-8, workers, statuses, hooks, groups and pickles are read directly")
  func unusualButPlain() throws {
    let lines = [
      " { \"testStepStarted\" : { \"timestamp\" : { \"nanos\" : 2 , \"seconds\" : -62135596800 } , \"testStepId\" : \"2\" , \"testCaseStartedId\" : \"1\" } }\r",
      #"{"testCaseStarted":{"timestamp":{"seconds":0,"nanos":0},"workerId":"3","testCaseId":"2","id":"1","attempt":12}}"#,
      #"{"testCaseFinished":{"willBeRetried":true,"timestamp":{"seconds":253402300799,"nanos":999999999},"testCaseStartedId":"a-Z_9"}}"#,
      #"{"testCase":{"testSteps":[],"pickleId":"2","id":"1"}}"#,
      #"{"testCaseFinished":{"testCaseStartedId":"日本","timestamp":{"seconds":0,"nanos":0},"willBeRetried":false}}"#,
      #"{"testCase":{"id":"1","pickleId":"2","testSteps":[{"id":"3","stepMatchArgumentsLists":[{"stepMatchArguments":[{"group":{"start":5,"value":"カウンター"}}]}]}]}}"#,
      #"{"testCaseFinished":{"testCaseStartedId":"\"\\\/\b\f\n\r\t\"","timestamp":{"seconds":0,"nanos":0},"willBeRetried":false}}"#,
      #"{"pickle":{"id":"1","uri":"Specs/a.feature","location":{"line":2,"column":3},"name":"Tap \"+\" お","language":"ja","#
        + #""steps":[{"astNodeIds":["0","4"],"id":"2","type":"Action","text":"I tap \"+\""},{"astNodeIds":[],"id":"5","text":"t"}],"#
        + #""tags":[{"name":"@a","astNodeId":"6"}],"astNodeIds":["3"]}}"#,
      #"{"pickle":{"astNodeIds":[],"tags":[],"steps":[],"language":"en","name":"","uri":"u","id":"1","location":{"line":9}}}"#,
      #"{"testCase":{"id":"1","pickleId":"2","testRunStartedId":"0","testSteps":[{"hookId":"9","id":"3"},{"id":"4","pickleStepId":"5","stepDefinitionIds":[],"stepMatchArgumentsLists":[]}]}}"#,
      #"{"testCase":{"id":"1","pickleId":"2","testSteps":[ { "id" : "3" , "stepDefinitionIds" : [ "6" , "7" ] , "stepMatchArgumentsLists" : [ { "stepMatchArguments" : [ ] } , { "stepMatchArguments" : [ { "group" : { "children" : [ ] , "start" : 0 , "value" : "a b" } , "parameterTypeName" : "string" } ] } ] } ]}}"#,
      #"{"testCase":{"id":"1","pickleId":"2","testSteps":[{"id":"3","stepMatchArgumentsLists":[{"stepMatchArguments":[{"group":{"children":[{"children":[{}]},{"start":4}]}}]}]}]}}"#,
      Self.testCase(groupsNested: 16),
      ##"{"gherkinDocument":{"comments":[{"location":{"line":1,"column":1},"text":"# c"}]}}"##,
      Self.document(
        child:
          #"{"background":{"location":{"line":2},"keyword":"Background","name":"","description":"","steps":[],"id":"1"},"scenario":{"location":{"line":3},"tags":[],"keyword":"Scenario","name":"S","description":"","steps":[],"examples":[],"id":"2"}}"#
      ),
      Self.document(
        child:
          #"{"rule":{"location":{"line":2},"tags":[{"location":{"line":1,"column":3},"name":"@r","id":"9"}],"keyword":"Rule","name":"R","description":"  d","children":[{"background":{"location":{"line":3},"keyword":"Background","name":"","description":"","steps":[],"id":"3"}},{}],"id":"1"}}"#
      ),
      Self.document(
        child:
          #"{"scenario":{"location":{"line":2},"tags":[],"keyword":"Scenario Outline","name":"","description":"","steps":[{"location":{"line":3,"column":5},"keyword":"Given ","keywordType":"Context","text":"a <x>","docString":{"location":{"line":4,"column":7},"mediaType":"json","content":"{\"a\":1}\n","delimiter":"```"},"id":"4"},{"location":{"line":5},"keyword":"* ","text":"t","dataTable":{"location":{"line":6},"rows":[{"location":{"line":6},"cells":[{"location":{"line":6,"column":9},"value":"a|b"}],"id":"5"}]},"id":"6"}],"examples":[{"location":{"line":7},"tags":[],"keyword":"Examples","name":"","description":"","tableHeader":{"location":{"line":8},"cells":[],"id":"7"},"tableBody":[],"id":"8"},{"location":{"line":9},"tags":[],"keyword":"Examples","name":"","description":"","tableBody":[],"id":"10"}],"id":"1"}}"#
      ),
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
    guard let read = RunLineReader.envelope(line) else { return false }
    #expect(read == (try JSONDecoder().decode(Messages.Envelope.self, from: Data(line))))
    return true
  }
}
