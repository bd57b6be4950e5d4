import CucumberMessages
import Foundation
import Gherkin
import SharedFixtures
import Testing

@Suite("Several sources parsed side by side give what one parse after the other gives")
struct SeveralSourcesTests {
  /// What parsing `sources` one after the other with `ids` gives, as a caller did before there
  /// was a call for several.
  static func oneAfterTheOther(_ sources: [Messages.Source], ids: IdGenerator, compilePickles: Bool = true)
    -> [Gherkin.Parsed]
  {
    sources.map { source in
      Gherkin.parse(
        source.data, uri: source.uri, mediaType: MediaType(message: source) ?? MediaType(path: source.uri), ids: ids,
        compilePickles: compilePickles)
    }
  }

  static func source(_ uri: String, _ text: String) -> Messages.Source {
    Messages.Source(uri: uri, data: text, mediaType: MediaType(path: uri))
  }

  /// Files of different sizes (so the threads finish them out of order) with every node that has
  /// an id: tags, backgrounds, rules, outlines, examples, data tables, doc strings.
  static let sources: [Messages.Source] = (0..<30).map { index in
    var text = "@file\(index)\nFeature: File \(index)\n  Background:\n    Given a shop\n      | a |\n      | b |\n"
    for scenario in 0..<(index % 7 == 0 ? 40 : 1 + index % 5) {
      text += "\n  @tagged @more\n  Scenario Outline: buying <item> \(scenario)\n    When I buy <item>\n"
      text += "      | cell |\n      | \(scenario) |\n    Then I own it\n      \"\"\"\n      text\n      \"\"\"\n"
      text += "\n    @rows\n    Examples:\n      | item |\n      | apple |\n      | pear |\n"
    }
    if index % 3 == 0 {
      text += "\n  @rule\n  Rule: R\n    Background:\n      Given r\n    Scenario: in the rule\n      Given s\n"
      text += "    Scenario: without steps\n"
    }
    return source("file\(index).feature", text)
  }

  static let markdown = source(
    "shop.feature.md", "# Feature: Shop\n\n## Scenario: buy\n\n* Given a cart\n* When I pay\n")
  static let broken = source("broken.feature", "Feature: F\n  Scenario: S\n    Given a\n  nonsense\n  more nonsense\n")

  @Test("predictable ids, with pickles and without, on two threads: equal values in order, and the next id as before")
  func predictableIds() {
    for compilePickles in [true, false] {
      let sequentialIds = IdGenerator(.incrementing)
      let expected = Self.oneAfterTheOther(Self.sources, ids: sequentialIds, compilePickles: compilePickles)
      let ids = IdGenerator(.incrementing)
      let parsed = Gherkin.parse(Self.sources, ids: ids, compilePickles: compilePickles, threads: 2)
      #expect(parsed == expected, "pickles \(compilePickles)")
      #expect(ids.count == sequentialIds.count)
      #expect(ids.newId() == sequentialIds.newId())
    }
  }

  @Test(
    "handed on one by one in order, with the generator where the calls one after the other leave it after each file")
  func oneByOne() {
    let sequentialIds = IdGenerator(.incrementing)
    var expected: [(parsed: Gherkin.Parsed, count: Int)] = []
    for source in Self.sources {
      let parsed = Self.oneAfterTheOther([source], ids: sequentialIds)[0]
      expected.append((parsed, sequentialIds.count))
    }
    let ids = IdGenerator(.incrementing)
    var handed: [(parsed: Gherkin.Parsed, count: Int)] = []
    Gherkin.forEachParsed(Self.sources, ids: ids, threads: 2) { handed.append(($0, ids.count)) }
    #expect(handed.map(\.parsed) == expected.map(\.parsed))
    #expect(handed.map(\.count) == expected.map(\.count))
  }

  @Test("values the caller lets go of are freed whichever thread made them, and the ones it keeps stay whole")
  func lettingGo() {
    let ids = IdGenerator(.incrementing)
    var kept: [Gherkin.Parsed] = []
    var pickleCount = 0
    Gherkin.forEachParsed(Self.sources, ids: ids, threads: 2) { parsed in
      pickleCount += parsed.pickles.count
      if parsed.pickles.count % 2 == 0 { kept.append(parsed) }
    }
    let expected = Self.oneAfterTheOther(Self.sources, ids: IdGenerator(.incrementing))
    #expect(pickleCount == expected.reduce(0) { $0 + $1.pickles.count })
    #expect(kept == expected.filter { $0.pickles.count % 2 == 0 })
  }

  @Test("ids made before the call are continued from, as the calls one after the other continue from them")
  func generatorAlreadyUsed() {
    let sequentialIds = IdGenerator(.incrementing)
    let ids = IdGenerator(.incrementing)
    for _ in 0..<995 {
      _ = sequentialIds.newId()
      _ = ids.newId()
    }
    let expected = Self.oneAfterTheOther(Self.sources, ids: sequentialIds)
    #expect(Gherkin.parse(Self.sources, ids: ids, threads: 2) == expected)
    #expect(ids.newId() == sequentialIds.newId())
  }

  @Test("a file with parse errors among good ones and a Markdown file: errors in their place, ids numbered on")
  func brokenAndMarkdownFiles() {
    var sources = Self.sources
    sources.insert(Self.broken, at: 7)
    sources.insert(Self.markdown, at: 3)
    let sequentialIds = IdGenerator(.incrementing)
    let expected = Self.oneAfterTheOther(sources, ids: sequentialIds)
    let ids = IdGenerator(.incrementing)
    let parsed = Gherkin.parse(sources, ids: ids, threads: 2)
    #expect(parsed == expected)
    #expect(parsed[8].document == nil && !parsed[8].errors.isEmpty, "the broken file's errors")
    #expect(parsed[3].pickles.count == 1, "the Markdown file's pickle")
    #expect(ids.newId() == sequentialIds.newId())
  }

  @Test(
    "no sources, one source, one thread, and more threads than sources",
    arguments: [(0, 2), (1, 2), (30, 1), (3, 8)])
  func shapes(count: Int, threads: Int) {
    let sources = Array(Self.sources.prefix(count))
    let sequentialIds = IdGenerator(.incrementing)
    let expected = Self.oneAfterTheOther(sources, ids: sequentialIds)
    let ids = IdGenerator(.incrementing)
    let parsed = Gherkin.parse(sources, ids: ids, threads: threads)
    #expect(parsed.count == count)
    #expect(parsed == expected)
    #expect(ids.newId() == sequentialIds.newId())
  }

  @Test("random UUIDs: the same values once ids are numbered by first appearance, all distinct, the count as before")
  func uuids() throws {
    var sources = Self.sources
    sources.insert(Self.broken, at: 5)
    let sequentialIds = IdGenerator(.uuid)
    let expected = Self.oneAfterTheOther(sources, ids: sequentialIds)
    let ids = IdGenerator(.uuid)
    let parsed = Gherkin.parse(sources, ids: ids, threads: 2)
    let (canonical, uuidCount) = try Self.numberingUUIDs(parsed)
    let (expectedCanonical, expectedUUIDCount) = try Self.numberingUUIDs(expected)
    #expect(canonical == expectedCanonical)
    #expect(uuidCount == expectedUUIDCount)
    #expect(uuidCount > 1_000)
    #expect(ids.count == sequentialIds.count)
  }

  /// The values as JSON lines with each distinct UUID replaced by its number of first appearance,
  /// and how many distinct UUIDs there were.
  static func numberingUUIDs(_ parsed: [Gherkin.Parsed]) throws -> (text: String, distinct: Int) {
    var json = JSONWriter()
    for file in parsed {
      if let document = file.document { json.write(Messages.Envelope(document)) }
      json.newline()
      for pickle in file.pickles {
        json.write(Messages.Envelope(pickle))
        json.newline()
      }
    }
    let text = json.text + "\(parsed.map { $0.errors.map(\.description) })"
    let pattern = try NSRegularExpression(
      pattern: "[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}")
    var numbers: [Substring: Int] = [:]
    var result = ""
    var copied = text.startIndex
    for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
      let range = Range(match.range, in: text)!
      let number = numbers[text[range]] ?? numbers.count
      numbers[text[range]] = number
      result += text[copied..<range.lowerBound] + "#\(number)"
      copied = range.upperBound
    }
    result += text[copied...]
    return (result, numbers.count)
  }

  @Test(
    "every official good and bad file, all at once, parsed side by side as one after the other",
    .enabled(if: SharedConformance.isAvailable, SharedConformance.skipReason))
  func conformanceFiles() throws {
    var sources: [Messages.Source] = []
    for (folder, names) in [("good", ConformanceFiles.good), ("bad", ConformanceFiles.bad)] {
      for name in names {
        sources.append(Self.source("../testdata/\(folder)/\(name)", try ConformanceFiles.text(folder, name)))
      }
    }
    #expect(sources.count == 67)
    for compilePickles in [true, false] {
      let sequentialIds = IdGenerator(.incrementing)
      let expected = Self.oneAfterTheOther(sources, ids: sequentialIds, compilePickles: compilePickles)
      let ids = IdGenerator(.incrementing)
      #expect(Gherkin.parse(sources, ids: ids, compilePickles: compilePickles, threads: 2) == expected)
      #expect(ids.newId() == sequentialIds.newId())
    }
  }
}
