import Foundation
import Gherkin
import Testing

@Suite("specrun gherkin hands a large output on in pieces")
struct GherkinCommandPiecesTests {
  /// A file whose messages come to a few megabytes: a thousand scenarios of long steps.
  static let largeFile: String = {
    var text = "Feature: Many\n"
    let step = String(repeating: "and a long step text ", count: 40)
    for index in 0..<1_000 {
      text += "\n  Scenario: number \(index)\n    Given \(step)\n    When \(step)\n    Then \(step)\n"
    }
    return text
  }()

  static func run(writeOut: (String) -> Void) -> GherkinCommand.Outcome {
    GherkinCommand.run(
      arguments: ["--predictable-ids", "large.feature"], readFile: { _ in Data(largeFile.utf8) }, writeOut: writeOut)
  }

  @Test(
    "each piece is whole lines, the one that passes a megabyte last, and together they are what the collected run prints"
  )
  func pieces() throws {
    var pieces: [String] = []
    let outcome = Self.run { pieces.append($0) }
    #expect(outcome.exitCode == 0)
    #expect(outcome.stderr == "")
    #expect(pieces.count >= 3, "a file with megabytes of messages should come out in several pieces")
    for piece in pieces {
      #expect(piece.hasSuffix("\n"), "a piece ends mid-line: \(piece.suffix(80))")
    }
    for piece in pieces.dropLast() {
      // A megabyte or more, and the line that took it past a megabyte is its last.
      let lines = piece.utf8.split(separator: UInt8(ascii: "\n"))
      #expect(piece.utf8.count >= 1 << 20)
      #expect(piece.utf8.count - lines.last!.count - 1 < 1 << 20)
    }
    let collected = GherkinCommand.run(arguments: ["--predictable-ids", "large.feature"]) { _ in
      Data(Self.largeFile.utf8)
    }
    #expect(pieces.joined() == collected.stdout)
    #expect(collected.stdout.split(separator: "\n").count == 1 + 1 + 1_000)
  }

  @Test("--help goes to the output too, and a usage error only to the outcome")
  func usage() {
    var written = ""
    #expect(GherkinCommand.run(arguments: ["--help"]) { written += $0 }.exitCode == 0)
    #expect(written == GherkinCommand.usage)
    written = ""
    let outcome = GherkinCommand.run(arguments: ["--nonsense"]) { written += $0 }
    #expect(outcome.exitCode == 2)
    #expect(written == "")
    #expect(outcome.stderr.contains("unknown option '--nonsense'"))
  }
}
