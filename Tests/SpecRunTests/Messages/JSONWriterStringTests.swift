import CucumberMessages
import Foundation
import Testing

@Suite("JSONWriter's strings: whatever the length, an escape at any place comes out escaped")
struct JSONWriterStringTests {
  /// The text a JSON reader reads back from a source message written with `data`.
  static func readBack(_ data: String) throws -> String? {
    var json = JSONWriter()
    json.write(Messages.Source(uri: "u", data: data, mediaType: "m"))
    let object = try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: String]
    return object?["data"]
  }

  @Test("texts of 0 to 40 bytes with a quote, a backslash, a control character or none at every place")
  func everyLengthAndPlace() throws {
    for length in 0...40 {
      #expect(try Self.readBack(String(repeating: "a", count: length)) == String(repeating: "a", count: length))
    }
    try Self.expectReadBack(lengths: 0...40, places: { 0..<$0 }, specials: ["\"", "\\", "\n", "\u{1F}", "\u{7F}", "é"])
  }

  @Test("texts of up to 24 bytes with two escapes at any two places, from next to each other to far apart")
  func twoEscapesAtAnyDistance() throws {
    for length in 2...24 {
      for first in 0..<length {
        for second in (first + 1)..<length {
          var characters = Array(repeating: "c", count: length)
          characters[first] = "\n"
          characters[second] = "\""
          let text = characters.joined()
          #expect(try Self.readBack(text) == text, "length \(length), escapes at \(first) and \(second)")
        }
      }
    }
  }

  @Test("texts of 41 to 80 bytes with an escape in the last words, after whole words copied before it")
  func escapeAfterWholeWords() throws {
    try Self.expectReadBack(lengths: 41...80, places: { ($0 - 17)..<$0 }, specials: ["\"", "\n", "\u{01}"])
  }

  /// Every text of `lengths` bytes with one of `specials` at each of `places` (of its length), the
  /// rest plain, is written and read back unchanged.
  static func expectReadBack(lengths: ClosedRange<Int>, places: (Int) -> Range<Int>, specials: [String]) throws {
    for length in lengths {
      for place in places(length) {
        for special in specials {
          var characters = Array(repeating: "d", count: length)
          characters[place] = special
          let text = characters.joined()
          #expect(try readBack(text) == text, "length \(length), \(special.debugDescription) at \(place)")
        }
      }
    }
  }

  @Test("a text whose every byte is to be escaped, and one with an escape after each run of 1 to 9 bytes")
  func escapesCloseTogether() throws {
    let allEscaped = String(repeating: "\"\\\n\u{1F}", count: 12)
    #expect(try Self.readBack(allEscaped) == allEscaped)
    for run in 1...9 {
      let text = String(repeating: String(repeating: "e", count: run) + "\t", count: 10)
      #expect(try Self.readBack(text) == text, "runs of \(run)")
    }
  }

  @Test("a text with an escape every few bytes comes out with each of them escaped once")
  func manyEscapes() {
    var json = JSONWriter()
    json.write(Messages.Source(uri: "u", data: "Feature: a\n  Given \"b\"\n\tc\\d\n", mediaType: "m"))
    #expect(json.text == #"{"uri":"u","data":"Feature: a\n  Given \"b\"\n\tc\\d\n","mediaType":"m"}"#)
  }

  @Test("a text with nothing to escape is written as it is, in quotes")
  func plainText() {
    var json = JSONWriter()
    json.write(Messages.Location(line: 1))
    json.write(Messages.Source(uri: "shop.feature", data: "Feature: Shop — 買い物", mediaType: "text"))
    #expect(json.text == #"{"line":1},{"uri":"shop.feature","data":"Feature: Shop — 買い物","mediaType":"text"}"#)
  }
}
