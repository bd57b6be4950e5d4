import Foundation
import Testing

@testable import CucumberMessages

@Suite("JSONWriter's buffer: a writer is a value, long texts and every whole number come out whole")
struct JSONWriterBufferTests {
  @Test("a copy of a writer keeps the text it had, whichever of the two writes on")
  func copiesAreIndependent() {
    var original = JSONWriter()
    original.write(Messages.Envelope(Messages.Source(uri: "a.feature", data: "", mediaType: "text")))
    var copy = original
    original.newline()
    original.write(Messages.Envelope(Messages.Source(uri: "b.feature", data: "", mediaType: "text")))
    copy.write(Messages.Envelope(Messages.Source(uri: "c.feature", data: "", mediaType: "text")))
    let first = #"{"source":{"uri":"a.feature","data":"","mediaType":"text"}}"#
    #expect(original.text == first + "\n" + #"{"source":{"uri":"b.feature","data":"","mediaType":"text"}}"#)
    #expect(copy.text == first + #",{"source":{"uri":"c.feature","data":"","mediaType":"text"}}"#)
  }

  @Test("a text far longer than the writer's first block, with escapes and non-ASCII throughout, reads back the same")
  func longEscapedText() throws {
    let piece = "Given \"quoted\" \\ back\tslash\nline\r\u{01} 前提 é\u{1F600} "
    let data = String(repeating: piece, count: 2_000)
    var json = JSONWriter()
    json.write(Messages.Envelope(Messages.Source(uri: "long.feature", data: data, mediaType: "text")))
    let object = try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: [String: String]]
    #expect(object?["source"]?["data"] == data)
    #expect(json.text.contains(#"\"quoted\" \\ back\tslash\nline\r\u0001 前提"#))
  }

  @Test("the largest and smallest whole numbers and zero are written in full")
  func extremeIntegers() {
    var json = JSONWriter()
    json.write(Messages.Location(line: Int.max, column: Int.min))
    json.write(Messages.Location(line: 0))  // a second value in the same line follows a comma
    #expect(json.text == #"{"line":9223372036854775807,"column":-9223372036854775808},{"line":0}"#)
  }

  @Test("every whole number on either side of a power of ten is written with all its digits")
  func powersOfTenBoundaries() {
    var numbers: [Int] = [0, 1, -1]
    var power = 1
    for _ in 1...18 {
      power *= 10
      numbers += [power - 1, power, power + 1, -(power - 1), -power]
    }
    for number in numbers {
      var json = JSONWriter()
      json.write(Messages.Location(line: number))
      #expect(json.text == "{\"line\":\(number)}")
    }
  }

  @Test("after its text is taken the writer starts again empty and goes on writing")
  func takeTextStartsAgain() {
    var json = JSONWriter()
    json.write(Messages.Location(line: 1, column: 2))
    json.newline()
    #expect(json.takeText() == "{\"line\":1,\"column\":2}\n")
    #expect(json.byteCount == 0)
    json.write(Messages.Location(line: 3))
    #expect(json.text == #"{"line":3}"#)
  }

  @Test("a writer emptied for another text keeps its memory and writes the text with the new id offset")
  func emptiedWriterReusesItsMemory() {
    var json = JSONWriter(idOffset: 5, reservingCapacity: 100_000)
    json.write(Messages.Pickle.Tag(name: "@a", astNodeId: "1"))
    json.newline()
    json.removeAll(idOffset: 10, reservingCapacity: 0)
    #expect(json.byteCount == 0)
    #expect(json.capacity >= 100_000, "the writer should have kept its memory")
    json.write(Messages.Pickle.Tag(name: "@b", astNodeId: "2"))
    #expect(json.text == #"{"name":"@b","astNodeId":"12"}"#)
  }

  @Test("emptying a writer leaves a copy of it with its text, and the copy's memory is not written into")
  func emptyingKeepsCopies() {
    var json = JSONWriter()
    json.write(Messages.Location(line: 1))
    let copy = json
    json.removeAll(idOffset: 0, reservingCapacity: 4096)
    json.write(Messages.Location(line: 2))
    #expect(copy.text == #"{"line":1}"#)
    #expect(json.text == #"{"line":2}"#)
    #expect(json.withUTF8 { $0.baseAddress } != copy.withUTF8 { $0.baseAddress })
  }
}
