import CucumberMessages
import Foundation
import SpecRun
import Testing

@Suite("Parts most steps lack are boxed, and read and written as before")
struct IndirectTests {
  @Test(
    "a step's doc string and data table, and a pickle step's argument, are written as their own values, and absent ones not at all"
  )
  func encodedAsTheValue() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    var step = Messages.GherkinDocument.Step(location: .init(line: 3), keyword: "Given ", text: "a note", id: "7")
    #expect(
      String(decoding: try encoder.encode(step), as: UTF8.self)
        == #"{"id":"7","keyword":"Given ","location":{"line":3},"text":"a note"}"#)
    let withDocString =
      #"{"docString":{"content":"hello","delimiter":"\"\"\"","location":{"line":4}},"id":"7","keyword":"Given ","location":{"line":3},"text":"a note"}"#
    let decoded = try JSONDecoder().decode(Messages.GherkinDocument.Step.self, from: Data(withDocString.utf8))
    #expect(decoded.docString?.content == "hello" && decoded.dataTable == nil)
    #expect(String(decoding: try encoder.encode(decoded), as: UTF8.self) == withDocString)
    step.docString = decoded.docString
    #expect(step == decoded)
    step.docString = nil
    #expect(step == Messages.GherkinDocument.Step(location: .init(line: 3), keyword: "Given ", text: "a note", id: "7"))

    let json =
      #"{"argument":{"dataTable":{"rows":[{"cells":[{"value":"a"}]}]}},"astNodeIds":["7"],"id":"8","text":"a note"}"#
    let pickleStep = try JSONDecoder().decode(Messages.Pickle.Step.self, from: Data(json.utf8))
    #expect(pickleStep.argument?.dataTable?.rows.first?.cells.first?.value == "a")
    #expect(String(decoding: try encoder.encode(pickleStep), as: UTF8.self) == json)
    #expect(
      Messages.Pickle.Step(argument: pickleStep.argument, astNodeIds: ["7"], id: "8", text: "a note") == pickleStep)
  }
}
