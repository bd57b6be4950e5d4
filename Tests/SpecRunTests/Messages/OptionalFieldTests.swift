import CucumberMessages
import Foundation
import Testing

@Suite("Optional parts of a step held through a field of their own read, compare and write as stored properties did")
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
}
