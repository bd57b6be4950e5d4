import CucumberMessages
import Foundation
import Testing

@Suite("Optional parts of a message held through a field of their own read, compare and write as stored properties did")
struct OptionalFieldTests {
  private typealias Step = Messages.GherkinDocument.Step

  @Test("a step's keyword type, doc string and data table set and cleared one by one give the step built with them")
  func setAndCleared() {
    let docString = Messages.GherkinDocument.DocString(
      location: .init(line: 4), mediaType: nil, content: "hello", delimiter: "\"\"\"")
    let table = Messages.GherkinDocument.DataTable(location: .init(line: 5), rows: [])
    let built = Step(
      location: .init(line: 3), keyword: "Given ", keywordType: "Context", text: "a note", docString: docString,
      dataTable: table, id: "7")
    var step = Step(location: .init(line: 3), keyword: "Given ", text: "a note", id: "7")
    #expect(step.keywordType == nil && step.docString == nil && step.dataTable == nil)
    step.keywordType = "Context"
    step.docString = docString
    step.dataTable = table
    #expect(step == built)
    #expect(step.hashValue == built.hashValue)
    #expect(step.keywordType == "Context" && step.docString?.content == "hello" && step.dataTable?.location.line == 5)
    step.keywordType = nil
    #expect(step != built)
    #expect(step.keywordType == nil)
  }

  @Test("a step's keyword type is written under its key when present and left out when absent, and read back")
  func keywordTypeEncoded() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = #"{"id":"7","keyword":"Given ","keywordType":"Context","location":{"line":3},"text":"a note"}"#
    let decoded = try JSONDecoder().decode(Step.self, from: Data(json.utf8))
    #expect(decoded.keywordType == "Context")
    #expect(String(decoding: try encoder.encode(decoded), as: UTF8.self) == json)
    var without = decoded
    without.keywordType = nil
    #expect(
      String(decoding: try encoder.encode(without), as: UTF8.self)
        == #"{"id":"7","keyword":"Given ","location":{"line":3},"text":"a note"}"#)
  }

  @Test(
    "a test step's hook, pickle step, definitions and arguments are written in the official order, only when present, and read back"
  )
  func testStepEncoded() throws {
    typealias TestStep = Messages.TestCase.TestStep
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let arguments = [
      Messages.TestCase.StepMatchArgumentsList(stepMatchArguments: [
        .init(group: .init(children: nil, start: 2, value: "3"), parameterTypeName: "int")
      ])
    ]
    let step = TestStep(id: "9", pickleStepId: "4", stepDefinitionIds: ["1"], stepMatchArgumentsLists: arguments)
    let json =
      #"{"id":"9","pickleStepId":"4","stepDefinitionIds":["1"],"stepMatchArgumentsLists":[{"stepMatchArguments":[{"group":{"start":2,"value":"3"},"parameterTypeName":"int"}]}]}"#
    #expect(String(decoding: try encoder.encode(step), as: UTF8.self) == json)
    let decoded = try JSONDecoder().decode(TestStep.self, from: Data(json.utf8))
    #expect(decoded == step)
    #expect(decoded.hashValue == step.hashValue)
    var hook = TestStep(hookId: "2", id: "10")
    #expect(String(decoding: try encoder.encode(hook), as: UTF8.self) == #"{"hookId":"2","id":"10"}"#)
    #expect(hook.pickleStepId == nil && hook.stepDefinitionIds == nil && hook.stepMatchArgumentsLists == nil)
    hook.hookId = nil
    hook.pickleStepId = "4"
    hook.stepDefinitionIds = ["1"]
    hook.stepMatchArgumentsLists = arguments
    hook.id = "9"
    #expect(hook == step)
  }
}
