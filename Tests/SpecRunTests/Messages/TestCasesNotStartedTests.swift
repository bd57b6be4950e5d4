import CucumberMessages
import SpecRun
import Testing

@Suite("A query names the test cases a run planned and never started")
struct TestCasesNotStartedTests {
  static let moment = Messages.Timestamp(seconds: 0, nanos: 0)

  static func testCase(_ id: String) -> Messages.Envelope {
    .init(Messages.TestCase(id: id, pickleId: "pickle-\(id)", testSteps: []))
  }

  static func started(_ testCaseID: String, attempt: Int = 0) -> Messages.Envelope {
    .init(
      Messages.TestCaseStarted(
        attempt: attempt, id: "started-\(testCaseID)-\(attempt)", testCaseId: testCaseID, timestamp: moment))
  }

  @Test("those no attempt started, in planning order, however often the others were retried")
  func inPlanningOrder() {
    let query = MessageQuery([
      Self.testCase("a"), Self.testCase("b"), Self.testCase("c"), Self.testCase("d"),
      Self.started("c"), Self.started("a"), Self.started("a", attempt: 1),
    ])
    #expect(query.testCasesNotStarted.map(\.id) == ["b", "d"])
  }

  @Test("an attempt read before its test case (streams joined out of order) still counts as started")
  func attemptBeforeItsTestCase() {
    let query = MessageQuery([Self.started("b"), Self.testCase("a"), Self.testCase("b")])
    #expect(query.testCasesNotStarted.map(\.id) == ["a"])
  }

  @Test("none when every test case started, and every one when nothing did")
  func allOrNone() {
    let planned = ["a", "b", "c"].map(Self.testCase)
    #expect(MessageQuery(planned + ["a", "b", "c"].map { Self.started($0) }).testCasesNotStarted.isEmpty)
    #expect(MessageQuery(planned).testCasesNotStarted.map(\.id) == ["a", "b", "c"])
  }
}
