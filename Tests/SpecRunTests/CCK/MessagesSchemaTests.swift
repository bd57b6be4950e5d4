import Foundation
import SharedFixtures
import SpecRun
import Testing

@MainActor
@Suite("specrun's messages validate against the Cucumber Messages JSON Schema")
struct MessagesSchemaTests {
  func schema() throws -> MessagesSchema {
    try MessagesSchema(contentsOf: SharedConformance.folder("messages/messages.schema.json"))
  }

  @Test(
    "every envelope of a sample run has the required fields and no unknown ones",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: CCKCase.all.filter { $0.tagExpression == nil })
  func everyEnvelopeValidates(_ testCase: CCKCase) async throws {
    let schema = try schema()
    let envelopes = try CCKSample.objects(await CCKSample(testCase.sample).run(testCase.library))
    let problems = envelopes.flatMap { schema.problems(in: $0) }
    #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))")
  }

  @Test(
    "the kit's own streams validate, so the checker reads the schema right",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason),
    arguments: CCKCase.all.filter { $0.tagExpression == nil }.map(\.sample))
  func kitStreamsValidate(_ sample: String) throws {
    let schema = try schema()
    let problems = try CCKSample(sample).expected().flatMap { schema.problems(in: $0) }
    #expect(problems == [])
  }

  @Test(
    "a missing required field, an unknown field, a wrong type and a value outside an enum are each reported",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason))
  func problemsAreReported() throws {
    let schema = try schema()
    let envelope: [String: Any] = [
      "testCase": ["pickleId": "1", "testSteps": [["id": 2, "colour": "red"]]],
      "hook": ["id": "3", "sourceReference": [:] as [String: Any], "type": "BEFORE_LUNCH"],
    ]
    #expect(
      schema.problems(in: envelope) == [
        "envelope.hook.type: \"BEFORE_LUNCH\" is not one of [\"BEFORE_TEST_RUN\", \"AFTER_TEST_RUN\", \"BEFORE_TEST_CASE\", \"AFTER_TEST_CASE\", \"BEFORE_TEST_STEP\", \"AFTER_TEST_STEP\"]",
        "envelope.testCase: missing required field \"id\"",
        "envelope.testCase.testSteps[0]: unknown field \"colour\"",
        "envelope.testCase.testSteps[0].id: expected string, got 2",
      ])
  }
}
