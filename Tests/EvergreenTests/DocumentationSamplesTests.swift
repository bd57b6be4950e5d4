import Foundation
import Testing

/// The package's root, found from this file's place (`Tests/EvergreenTests/…`).
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent()

/// A code sample of an article and the test file it says it was lifted from.
private struct Sample: CustomTestStringConvertible {
  let source: String
  let lines: [String]
  var testDescription: String { "\(source): \(lines.first ?? "")" }
}

/// Every ```swift block of `article`, each with the file named in the `<!-- lifted from: … -->`
/// comment above it (empty when there is none).
private func samples(in article: String) -> [Sample] {
  var samples: [Sample] = []
  var source = ""
  var block: [String]?
  for line in article.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
    if var lines = block {
      if line.hasPrefix("```") {
        samples.append(Sample(source: source, lines: lines))
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

private let guide = packageRoot.appendingPathComponent(
  "Sources/Evergreen/Evergreen.docc/ComingFromTheComposableArchitecture.md")

private let viewsArticle = packageRoot.appendingPathComponent(
  "Sources/Evergreen/Evergreen.docc/FromTCAViewsToEvergreenViews.md")

@Suite("The guide's code samples are lifted from tests that run")
struct DocumentationSamplesTests {
  @Test("every sample of the guide for TCA users appears, line by line and in order, in the test file it names",
    arguments: samples(in: (try? String(contentsOf: guide, encoding: .utf8)) ?? ""))
  fileprivate func sampleIsInItsTest(_ sample: Sample) throws {
    try checkSampleIsInItsFile(sample)
  }

  @Test("every sample of the views article appears, line by line and in order, in the file it names",
    arguments: samples(in: (try? String(contentsOf: viewsArticle, encoding: .utf8)) ?? ""))
  fileprivate func viewSampleIsInItsFile(_ sample: Sample) throws {
    try checkSampleIsInItsFile(sample)
  }

  @Test("the views article has samples to check")
  func viewsArticleHasSamples() throws {
    #expect(samples(in: try String(contentsOf: viewsArticle, encoding: .utf8)).count >= 7)
  }

  private func checkSampleIsInItsFile(_ sample: Sample) throws {
    #expect(!sample.source.isEmpty, "Name the test the sample comes from: <!-- lifted from: Tests/… -->")
    let test = try String(contentsOf: packageRoot.appendingPathComponent(sample.source), encoding: .utf8)
    var remaining = test.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }[...]
    for line in sample.lines.map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
      guard let found = remaining.firstIndex(of: line) else {
        Issue.record("'\(line)' is not in \(sample.source) (after the sample's previous lines)")
        return
      }
      remaining = remaining[(found + 1)...]
    }
  }

  @Test("the guide has samples to check")
  func guideHasSamples() throws {
    #expect(samples(in: try String(contentsOf: guide, encoding: .utf8)).count >= 10)
  }
}
