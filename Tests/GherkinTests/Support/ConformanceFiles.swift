import CucumberMessages
import Foundation
import Gherkin
import SharedFixtures

/// The official test data in `../shared/conformance/gherkin`, and how to compare with it.
enum ConformanceFiles {
  /// `.feature` and `.feature.md` inputs of `good/` (orphan expected files have no input, so
  /// they are left out by construction).
  static let good: [String] = inputs(in: "gherkin/good")
  static let bad: [String] = inputs(in: "gherkin/bad")

  static func inputs(in folder: String) -> [String] {
    guard let url = try? SharedConformance.folder(folder),
      let names = try? FileManager.default.contentsOfDirectory(atPath: url.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }.sorted()
  }

  static func url(_ folder: String, _ name: String) throws -> URL {
    try SharedConformance.folder("gherkin/\(folder)").appendingPathComponent(name)
  }

  static func text(_ folder: String, _ name: String) throws -> String {
    String(decoding: try Data(contentsOf: url(folder, name)), as: UTF8.self)
  }

  /// Each line of an NDJSON file as a JSON value.
  static func expectedMessages(_ folder: String, _ file: String) throws -> [NSObject] {
    try jsonLines(text(folder, file))
  }

  static func jsonLines(_ ndjson: String) throws -> [NSObject] {
    try ndjson.split(separator: "\n", omittingEmptySubsequences: true).map { line in
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as! NSObject
    }
  }

  /// Our messages for a file, with the `uri` the official data uses (`../testdata/<folder>/<name>`).
  static func actualMessages(_ folder: String, _ name: String) throws -> [NSObject] {
    let source = Messages.Source(
      uri: "../testdata/\(folder)/\(name)", data: try text(folder, name), mediaType: MediaType(path: name))
    var json = JSONWriter()
    for envelope in Gherkin.messages(for: source, ids: IdGenerator(.incrementing)) {
      json.write(envelope)
      json.newline()
    }
    return try jsonLines(json.text)
  }
}
