import Foundation
import SpecRun
import Testing

/// JSON a hundred thousand levels deep, in each place `specrun` reads JSON: a message naming the
/// place and the depth, never a crash.
@Suite("deeply nested JSON is refused with a message, never a crash")
struct DeepJSONTests {
  static let deep = String(repeating: "[", count: 100_000)
  static let refusal = "lists and objects nest more than 512 levels deep here; flatten the JSON."

  @Test("a specrun.json nested 100,000 deep is a usage error naming the file, line and column")
  func profileFile() throws {
    let folder = try FeatureFolder(["specrun.json": "{\"profiles\": {\"default\": {\"tags\":\n  " + Self.deep + "}}}"])
    #expect(throws: UsageError("specrun: \(folder.path("specrun.json")):2:512: " + Self.refusal)) {
      try RunCommand.parse([], profilesInFolder: folder.path())
    }
  }

  @Test("a message stream nested 100,000 deep names its line and column")
  func messageStream() {
    let stream = Data(("\n" + Self.deep + "\n").utf8)
    #expect(throws: (any Error).self) { try MessageStream.decode(ndjson: stream) }
    do {
      _ = try MessageStream.decode(ndjson: stream)
    } catch {
      #expect(
        "\(error)"
          == "line 2: not a Cucumber Messages envelope (column 513: lists and objects nest more than 512 levels deep here; flatten the JSON). Each line must be one envelope, as specrun --format message writes them."
      )
    }
  }

  @Test("a doc string nested 100,000 deep fails its step with the place, not the process")
  func docString() {
    let docString = DocString(content: "\n" + Self.deep, mediaType: "json")
    #expect(throws: DocStringDecodingError(path: "$", problem: "line 2, column 513 of the doc string: " + Self.refusal))
    {
      try docString.decode([Int].self)
    }
  }

  @Test("nesting 512 deep is still read")
  func atTheLimit() throws {
    let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(throws: DocStringDecodingError.self) { try DocString(content: text).decode(Int.self) }
    do {
      _ = try DocString(content: text).decode(Int.self)
    } catch let error as DocStringDecodingError {
      #expect(!error.problem.contains("512"))
    } catch {}
  }
}
