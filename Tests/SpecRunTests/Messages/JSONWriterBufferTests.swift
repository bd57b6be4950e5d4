import CucumberMessages
import Foundation
import Testing

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
}
