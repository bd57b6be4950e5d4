import CucumberMessages
import Foundation
import Gherkin
import Testing

@Suite("Robustness: no input traps, hangs or takes super-linear time")
struct RobustnessTests {
  static let rich = """
    # language: en
    @a @b # comment
    Feature: Rich
      Some description
      Background:
        Given a
      Rule: R
        Scenario Outline: <x>
          When b <x>
            | <x> | a\\|b |
            \"\"\"json
            {}
            \"\"\"
          Examples:
            | x |
            | 1 |
    """

  /// A small deterministic generator, so failures can be reproduced.
  struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  @Test("random bytes give a document, parse errors, or the place where they stop being UTF-8; never a trap")
  func randomBytes() {
    var random = SplitMix(state: 42)
    let alphabet = Array("Feature:Scenario Given|\\\"`@#\n\r\t ".utf8) + [0xE6, 0x97, 0xA5, 0xFF, 0xC0, 0x00]
    for _ in 0..<300 {
      let length = Int(random.next() % 400)
      let bytes = (0..<length).map { _ in
        random.next() % 3 == 0
          ? UInt8(truncatingIfNeeded: random.next()) : alphabet[Int(random.next() % UInt64(alphabet.count))]
      }
      let output = GherkinCommand.run(arguments: ["--predictable-ids", "r.feature"]) { _ in Data(bytes) }
      if String(validating: bytes, as: UTF8.self) == nil {
        #expect(output.exitCode == 2)
        #expect(output.stderr.hasPrefix("specrun gherkin: 'r.feature' is not UTF-8 text: the bytes at line "))
        // The parser itself still never traps on the text with the bad bytes replaced.
        let lossy = Messages.Source(uri: "r.feature", data: String(decoding: bytes, as: UTF8.self), mediaType: .plain)
        #expect(!Gherkin.messages(for: lossy, ids: IdGenerator(.incrementing)).isEmpty)
      } else {
        #expect(output.exitCode == 0 || output.exitCode == 1)
        #expect(!output.stdout.isEmpty)
      }
    }
  }

  @Test("every truncation of a rich file parses or reports errors")
  func truncations() {
    let bytes = Array(Self.rich.utf8)
    for end in 0...bytes.count {
      let text = String(decoding: bytes[0..<end], as: UTF8.self)
      let parsed = Gherkin.parse(text, uri: "t.feature", ids: IdGenerator(.incrementing))
      #expect((parsed.document != nil) != !parsed.errors.isEmpty, "cut at byte \(end)")
    }
  }

  @Test("a 10 MB file parses with pickles in reasonable time")
  func tenMegabytes() {
    var text = "Feature: Big\n  Background:\n    Given a\n"
    var index = 0
    while text.utf8.count < 10_000_000 {
      text += "  Scenario: s\(index)\n    Given x \(index)\n      | a | b\\|c |\n    Then y\n"
      index += 1
    }
    let start = ContinuousClock.now
    let parsed = Gherkin.parse(text, uri: "big.feature", ids: IdGenerator(.incrementing))
    let elapsed = ContinuousClock.now - start
    #expect(parsed.errors.isEmpty)
    #expect(parsed.pickles.count == index)
    // Debug builds are slow; the release benchmark measures the real rate.
    #expect(elapsed < .seconds(120), "10 MB took \(elapsed)")
  }

  @Test("thousands of tag lines before nothing (look-ahead's worst case) stay linear")
  func manyTagLines() {
    let lines = String(repeating: "@tag\n# comment\n", count: 50_000)
    let start = ContinuousClock.now
    let parsed = Gherkin.parse("Feature: F\n  Scenario: S\n" + lines, uri: "tags.feature")
    let elapsed = ContinuousClock.now - start
    #expect(
      parsed.errors.map(\.description) == [
        "(100003:0): unexpected end of file, expected: #TagLine, #RuleLine, #Comment, #Empty"
      ])
    #expect(elapsed < .seconds(30), "took \(elapsed)")
  }

  @Test("more than ten errors stop the parse with eleven errors reported")
  func errorLimit() {
    let text = "Feature: F\n  Scenario: S\n" + (0..<30).map { "  nonsense \($0)\n    Given x\n" }.joined()
    let parsed = Gherkin.parse(text, uri: "e.feature")
    #expect(parsed.errors.count == 11)
    #expect(parsed.errors.last?.location.line == 25)  // the first line is the scenario description
  }
}
