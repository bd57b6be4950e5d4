import Foundation
import Testing

// Every ```swift block of every article in the package's DocC catalogs (Sources/*/*.docc) must be
// lifted, line by line and in order, from the file its `<!-- lifted from: … -->` comment names,
// a test that compiles and runs in `swift test`: a renamed API then breaks the build, not the reader.

/// The package's root, found from this file's place (`Tests/DocumentationSamplesTests/…`).
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// A code sample of an article and the file it says it was lifted from.
struct ArticleSample: CustomTestStringConvertible, Sendable {
  let article: String
  let source: String
  let lines: [String]
  var testDescription: String { "\(article) ← \(source): \(lines.first ?? "")" }

  /// Every ```swift block of `text`, each with the file named in the `<!-- lifted from: … -->`
  /// comment above it (empty when there is none).
  static func samples(in text: String, article: String) -> [ArticleSample] {
    var samples: [ArticleSample] = []
    var source = ""
    var block: [String]?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if var lines = block {
        if line.hasPrefix("```") {
          samples.append(ArticleSample(article: article, source: source, lines: lines))
          block = nil
          source = ""
        } else {
          lines.append(line)
          block = lines
        }
      } else if line.hasPrefix("<!-- lifted from: ") {
        source = String(line.dropFirst("<!-- lifted from: ".count).dropLast(" -->".count))
      } else if line.hasPrefix("```swift") {
        block = []
      }
    }
    return samples
  }

  /// The package-relative paths of the articles of every catalog under Sources.
  static var articles: [String] {
    let sources = packageRoot.appendingPathComponent("Sources")
    let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return modules.sorted().flatMap { module -> [String] in
      let catalog = "Sources/\(module)/\(module).docc"
      let files =
        (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent(catalog).path)) ?? []
      return files.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    }
  }

  /// Every sample of every article.
  static var all: [ArticleSample] {
    articles.flatMap { article in
      samples(
        in: (try? String(contentsOf: packageRoot.appendingPathComponent(article), encoding: .utf8)) ?? "",
        article: article)
    }
  }

  /// The lines of the sample that are not found, in order, in its source file; the first is reported.
  func firstMissingLine() throws -> String? {
    let text = try String(contentsOf: packageRoot.appendingPathComponent(source), encoding: .utf8)
    var remaining = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }[...]
    for line in lines.map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
      guard let found = remaining.firstIndex(of: line) else { return line }
      remaining = remaining[(found + 1)...]
    }
    return nil
  }
}

@Suite("The articles' code samples are lifted from tests that run")
struct ArticleSamplesTests {
  @Test(
    "every Swift sample of every article appears, line by line and in order, in the file it names",
    arguments: ArticleSample.all)
  func sampleIsInItsFile(_ sample: ArticleSample) throws {
    try #require(!sample.source.isEmpty, "Name the test the sample comes from above it: <!-- lifted from: Tests/… -->")
    if let missing = try sample.firstMissingLine() {
      Issue.record(
        "'\(missing)' is not in \(sample.source) (after the sample's previous lines); copy the sample from the test again."
      )
    }
  }

  @Test("the checker finds the articles of every catalog and their samples")
  func articlesAreFound() {
    #expect(ArticleSample.articles.contains("Sources/Evergreen/Evergreen.docc/ComingFromTheComposableArchitecture.md"))
    #expect(ArticleSample.articles.contains("Sources/EvergreenTesting/EvergreenTesting.docc/TheTestStore.md"))
    #expect(ArticleSample.all.count >= 40)
  }

  @Test("a sample changed after it was lifted is reported with the line that differs")
  func changedSampleIsReported() throws {
    let article = """
      <!-- lifted from: Tests/DocumentationSamplesTests/TheTestStoreTests.swift -->
      ```swift
      await store.send(.nameChanged("Ada")) { $0.name = "Ada" }
      await store.send(.greetPressed) { $0.isGreeting = true }
      ```
      """
    let samples = ArticleSample.samples(in: article, article: "Example.md")
    #expect(samples.count == 1)
    #expect(try samples[0].firstMissingLine() == "await store.send(.greetPressed) { $0.isGreeting = true }")
  }
}
