import Foundation

/// A temporary folder of scenario files written by a test, removed when the test ends.
final class FeatureFolder {
  let url: URL

  init(_ files: [String: String]) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("specrun-\(UUID().uuidString)")
    for (name, text) in files {
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
  }

  func path(_ name: String = "") -> String { name.isEmpty ? url.path : url.appendingPathComponent(name).path }

  deinit { try? FileManager.default.removeItem(at: url) }
}
