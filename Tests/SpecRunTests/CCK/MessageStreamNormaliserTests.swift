import Foundation
import SharedFixtures
import SpecRun
import Testing

@MainActor
@Suite("Normalising message streams for comparison with the kit")
struct MessageStreamNormaliserTests {
  @Test("ids become their order of first appearance, so references stay consistent")
  func idsAreRenumbered() {
    let stream: [[String: Any]] = [
      ["pickle": ["id": "p9", "astNodeIds": ["a7"]]],
      ["testCase": ["id": "c3", "pickleId": "p9", "testSteps": [["id": "s1", "pickleStepId": "x"]]]],
    ]
    #expect(
      MessageStreamNormaliser(sample: "s").normalise(stream) == [
        ##"{"pickle":{"astNodeIds":["#1"],"id":"#2"}}"##,
        ##"{"testCase":{"id":"#3","pickleId":"#2","testSteps":[{"id":"#4","pickleStepId":"#5"}]}}"##,
      ])
  }

  @Test(
    "meta, timestamps, durations and stack traces go; uris, source references, snippets and exception types are made comparable"
  )
  func machineDetailsAreRemoved() {
    let stream: [[String: Any]] = [
      ["meta": ["protocolVersion": "1"]],
      ["hook": ["id": "h", "sourceReference": ["uri": "/tmp/Hooks.swift"]]],
      ["stepDefinition": ["id": "d", "sourceReference": ["uri": "x.ts"]]],
      ["source": ["uri": "/work/shared/conformance/cck/minimal/minimal.feature"]],
      [
        "testStepFinished": [
          "timestamp": ["seconds": 1],
          "testStepResult": [
            "duration": ["seconds": 0], "status": "FAILED",
            "exception": ["type": "AssertionError", "stackTrace": "at x"],
          ],
        ]
      ],
      ["suggestion": ["snippets": [["code": "Given(…)"]]]],
    ]
    #expect(
      MessageStreamNormaliser(sample: "minimal").normalise(stream) == [
        ##"{"stepDefinition":{"id":"#1","sourceReference":true}}"##,
        ##"{"hook":{"id":"#2","sourceReference":true}}"##,
        ##"{"source":{"uri":"samples\/minimal\/minimal.feature"}}"##,
        ##"{"testStepFinished":{"testStepResult":{"exception":{"type":"StepFailure"},"status":"FAILED"}}}"##,
        ##"{"suggestion":{"snippets":true}}"##,
      ])
  }

  @Test(
    "a step library that behaves differently from the kit's gives a different stream",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason))
  func differentBehaviourIsCaught() async throws {
    var wrong = StepLibrary()
    wrong.given("I have {int} cukes in my belly") { (_, _: Int) in throw StepFailure("not hungry") }
    let sample = try CCKSample("minimal")
    let normaliser = MessageStreamNormaliser(sample: "minimal")
    let actual = normaliser.normalise(try CCKSample.objects(await sample.run(wrong)))
    let differences = CCKSample.differences(actual: actual, expected: normaliser.normalise(try sample.expected()))
    #expect(differences?.contains(#""message":"not hungry""#) == true)
  }

  @Test("keeping only some pickles drops the other test cases, what ran for them, and recomputes success")
  func selectionKeepsChosenPickles() {
    let stream: [[String: Any]] = [
      ["pickle": ["id": "p1", "steps": [["id": "ps1"]], "tags": [["name": "@a"]]]],
      ["pickle": ["id": "p2", "steps": [["id": "ps2"]], "tags": []]],
      ["testCase": ["id": "c1", "pickleId": "p1"]],
      ["testCase": ["id": "c2", "pickleId": "p2"]],
      ["testCaseStarted": ["id": "s1", "testCaseId": "c1"]],
      ["testStepFinished": ["testCaseStartedId": "s1", "testStepResult": ["status": "PASSED"]]],
      ["testCaseStarted": ["id": "s2", "testCaseId": "c2"]],
      ["suggestion": ["id": "g", "pickleStepId": "ps2"]],
      ["testStepFinished": ["testCaseStartedId": "s2", "testStepResult": ["status": "UNDEFINED"]]],
      ["testRunFinished": ["success": false]],
    ]
    let kept = CCKSelection.keeping(stream) { ($0["id"] as? String) == "p1" }
    #expect(
      kept.map { $0.keys.first! } == [
        "pickle", "pickle", "testCase", "testCaseStarted", "testStepFinished", "testRunFinished",
      ])
    #expect((kept.last?["testRunFinished"] as? [String: Any])?["success"] as? Bool == true)
  }
}
