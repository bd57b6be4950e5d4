import Testing

@testable import CucumberMessages

@Suite("A step status's name in lower case")
struct StepStatusNameTests {
  @Test("is its raw value lowercased, for every status", arguments: Messages.TestStepResultStatus.allCases)
  func lowercaseName(_ status: Messages.TestStepResultStatus) {
    #expect(status.lowercaseName == status.rawValue.lowercased())
  }
}
