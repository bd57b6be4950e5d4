import Foundation
import SharedFixtures
import SpecRun
import Testing

/// Issue 24: the JUnit XML specrun writes is what CI's JUnit readers accept (see ``JUnitSchema``).
@Suite("JUnit reports follow CI's JUnit schema")
struct JUnitSchemaTests {
  @Test("the schema check names each element that breaks a rule and what is wrong")
  func refusesBrokenReports() {
    let broken = """
      <testsuites><testsuite name="A" tests="2" failures="0" time="1e3">
      <testcase classname="A" name="one" line="x"><failure message="m"/><skipped/></testcase>
      <testcase classname="A" colour="red"><bogus/></testcase>
      stray text
      </testsuite><testsuite tests="0"/></testsuites>
      """
    #expect(
      JUnitSchema.problems(in: broken) == [
        "testsuites/testsuite[1]: 'time' must be seconds as a decimal number, not '1e3'",
        "testsuites/testsuite[1]: <testsuite> holds text ('stray text'); only elements may stand there",
        "testsuites/testsuite[1]: failures=\"0\" but the suite holds 1",
        "testsuites/testsuite[1]/testcase[1]: 'line' must be a whole number, not 'x'",
        "testsuites/testsuite[1]/testcase[1]: a <testcase> is skipped once at most, and not also failed",
        "testsuites/testsuite[1]/testcase[2]: the attribute 'name' is required",
        "testsuites/testsuite[1]/testcase[2]: <testcase> may not carry the attribute 'colour'",
        "testsuites/testsuite[1]/testcase[2]: <bogus> may not stand inside <testcase>",
        "testsuites/testsuite[2]: the attribute 'name' is required",
      ])
    #expect(
      JUnitSchema.problems(in: "<report/>") == ["the root element is <report>; it must be <testsuites> or <testsuite>"])
    #expect(
      JUnitSchema.problems(in: "<testsuite name=\"a\" tests=\"0\"></testcase>").first?.hasPrefix(
        "the report is not well-formed XML") == true)
  }

  @Test("Surefire's rerun elements may stand in a test case, with their type, one stack trace and the output")
  func knowsSurefireRerunElements() {
    let report = """
      <testsuite name="A" tests="2" failures="1">
      <testcase name="flaky"><flakyFailure type="StepFailure" message="m"><stackTrace>at 3</stackTrace>\
      <system-out>steps</system-out></flakyFailure></testcase>
      <testcase name="broken"><failure/><rerunFailure message="m"><stackTrace/><stackTrace/><bogus/></rerunFailure>\
      </testcase>
      </testsuite>
      """
    #expect(
      JUnitSchema.problems(in: report) == [
        "testsuite/testcase[2]/rerunFailure[2]: the attribute 'type' is required",
        "testsuite/testcase[2]/rerunFailure[2]: <bogus> may not stand inside <rerunFailure>",
        "testsuite/testcase[2]/rerunFailure[2]: <rerunFailure> may hold one <stackTrace> at most",
      ])
  }

  @Test(
    "each official message stream's JUnit report, one suite or one per feature, follows the schema",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: JUnitConformanceTests.streams)
  func officialStreams(_ name: String) throws {
    let folder = try SharedConformance.folder("junit-xml")
    let query = MessageQuery(
      try MessageStream.decode(ndjson: try Data(contentsOf: folder.appendingPathComponent("\(name).ndjson"))))
    #expect(JUnitSchema.problems(in: JUnitFormatter().format(query)) == [])
    #expect(
      JUnitSchema.problems(in: JUnitFormatter(suites: .perFeature(ReportLayout(title: "Conformance"))).format(query))
        == [])
  }

  @MainActor
  @Test(
    "specrun's JUnit report of Japanese and English files with a failure, an undefined step and an unreadable file follows the schema"
  )
  func failingRun() async throws {
    let folder = try FeatureFolder([
      "checkout.feature": ReportForProductOwnersTests.japanese, "english.feature": ReportForProductOwnersTests.english,
      "broken.feature": "Feature: Broken\n  Scenario: Cells\n    Given a table\n      | a | b |\n      | c |\n",
    ])
    let io = CapturedIO()
    _ = await SpecRunMain.run(
      arguments: ["--format", "junit:r.xml", folder.path()], library: ReportForProductOwnersTests.library, io: io.io)
    let xml = try #require(io.files["r.xml"])
    #expect(xml.contains("<failure") && xml.contains("<error"))
    #expect(JUnitSchema.problems(in: xml) == [])
  }
}
