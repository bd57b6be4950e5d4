import CucumberMessages
import Foundation
import SpecRun

/// Message streams written for these tests.
enum SampleRun {
  /// One feature whose only scenario fails with a message that needs escaping.
  static let failingOutline = """
    {"testRunStarted":{"id":"r","timestamp":{"seconds":1700000000,"nanos":0}}}
    {"gherkinDocument":{"uri":"Specs/Counter.feature","comments":[],"feature":{"location":{"line":1,"column":1},"tags":[],"language":"en","keyword":"Feature","name":"Counter","description":"","children":[{"scenario":{"location":{"line":3,"column":3},"tags":[],"keyword":"Scenario","name":"Counting up","description":"","steps":[{"location":{"line":4,"column":5},"keyword":"When ","keywordType":"Action","text":"I tap <less & more>","id":"s1"}],"examples":[],"id":"sc1"}}]}}}
    {"pickle":{"id":"p1","uri":"Specs/Counter.feature","location":{"line":3,"column":3},"name":"Counting up","language":"en","steps":[{"id":"ps1","text":"I tap <less & more>","type":"Action","astNodeIds":["s1"]}],"tags":[],"astNodeIds":["sc1"]}}
    {"testCase":{"id":"tc1","pickleId":"p1","testSteps":[{"id":"ts1","pickleStepId":"ps1","stepDefinitionIds":[],"stepMatchArgumentsLists":[]}]}}
    {"testCaseStarted":{"id":"st1","testCaseId":"tc1","attempt":0,"timestamp":{"seconds":1700000000,"nanos":0}}}
    {"testStepFinished":{"testCaseStartedId":"st1","testStepId":"ts1","testStepResult":{"status":"FAILED","duration":{"seconds":0,"nanos":0},"message":"State was not as expected ]]> here","exception":{"type":"StateMismatch","message":"count: 0 → 1"}},"timestamp":{"seconds":1700000000,"nanos":2500000}}}
    {"testCaseFinished":{"testCaseStartedId":"st1","timestamp":{"seconds":1700000000,"nanos":2500000},"willBeRetried":false}}
    {"testRunFinished":{"testRunStartedId":"r","success":false,"timestamp":{"seconds":1700000002,"nanos":0}}}
    """

  /// A Japanese feature with a tagged passing scenario, a scenario whose name tries to inject
  /// markup, an undefined step with a suggestion, and a data table.
  static let japanese = """
    {"testRunStarted":{"id":"r","timestamp":{"seconds":0,"nanos":0}}}
    {"gherkinDocument":{"uri":"Specs/カウンター.feature","comments":[],"feature":{"location":{"line":2,"column":1},"tags":[],"language":"ja","keyword":"機能","name":"カウンター","description":"  数を数える","children":[{"scenario":{"location":{"line":5,"column":3},"tags":[{"location":{"line":4,"column":3},"name":"@smoke","id":"t1"}],"keyword":"シナリオ","name":"増やす","description":"","steps":[{"location":{"line":6,"column":5},"keyword":"もし ","keywordType":"Action","text":"「+」を押す","id":"s1"}],"examples":[],"id":"sc1"}},{"scenario":{"location":{"line":8,"column":3},"tags":[],"keyword":"シナリオ","name":"<script>alert(1)</script>","description":"","steps":[{"location":{"line":9,"column":5},"keyword":"ならば ","keywordType":"Outcome","text":"表が見える","id":"s2","dataTable":{"location":{"line":10,"column":7},"rows":[{"location":{"line":10,"column":7},"id":"r1","cells":[{"location":{"line":10,"column":9},"value":"<b>名前</b>"}]}]}}],"examples":[],"id":"sc2"}}]}}}
    {"pickle":{"id":"p1","uri":"Specs/カウンター.feature","location":{"line":5,"column":3},"name":"増やす","language":"ja","steps":[{"id":"ps1","text":"「+」を押す","type":"Action","astNodeIds":["s1"]}],"tags":[{"name":"@smoke","astNodeId":"t1"}],"astNodeIds":["sc1"]}}
    {"pickle":{"id":"p2","uri":"Specs/カウンター.feature","location":{"line":8,"column":3},"name":"<script>alert(1)</script>","language":"ja","steps":[{"id":"ps2","text":"表が見える","type":"Outcome","astNodeIds":["s2"],"argument":{"dataTable":{"rows":[{"cells":[{"value":"<b>名前</b>"}]}]}}}],"tags":[],"astNodeIds":["sc2"]}}
    {"testCase":{"id":"tc1","pickleId":"p1","testSteps":[{"id":"ts1","pickleStepId":"ps1","stepDefinitionIds":["d1"],"stepMatchArgumentsLists":[]}]}}
    {"testCase":{"id":"tc2","pickleId":"p2","testSteps":[{"id":"ts2","pickleStepId":"ps2","stepDefinitionIds":[],"stepMatchArgumentsLists":[]}]}}
    {"testCaseStarted":{"id":"st1","testCaseId":"tc1","attempt":0,"timestamp":{"seconds":0,"nanos":0}}}
    {"testStepFinished":{"testCaseStartedId":"st1","testStepId":"ts1","testStepResult":{"status":"PASSED","duration":{"seconds":0,"nanos":0}},"timestamp":{"seconds":0,"nanos":1}}}
    {"testCaseFinished":{"testCaseStartedId":"st1","timestamp":{"seconds":0,"nanos":2},"willBeRetried":false}}
    {"testCaseStarted":{"id":"st2","testCaseId":"tc2","attempt":0,"timestamp":{"seconds":0,"nanos":3}}}
    {"suggestion":{"id":"sg1","pickleStepId":"ps2","snippets":[{"language":"swift","code":"steps.then(\\"表が見える\\") { context in\\n  throw PendingStep()\\n}"}]}}
    {"testStepFinished":{"testCaseStartedId":"st2","testStepId":"ts2","testStepResult":{"status":"UNDEFINED","duration":{"seconds":0,"nanos":0}},"timestamp":{"seconds":0,"nanos":4}}}
    {"testCaseFinished":{"testCaseStartedId":"st2","timestamp":{"seconds":0,"nanos":5},"willBeRetried":false}}
    {"testRunFinished":{"testRunStartedId":"r","success":false,"timestamp":{"seconds":0,"nanos":6}}}
    """

  static func envelopes(_ ndjson: String) throws -> [Messages.Envelope] {
    try MessageStream.decode(ndjson: Data(ndjson.utf8))
  }
}
