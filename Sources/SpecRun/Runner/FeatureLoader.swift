import Foundation
import Gherkin

/// Finds scenario files and reads them into Cucumber Messages: `.feature` and `.feature.md`
/// files under the given paths (folders are searched recursively, in name order).
public struct FeatureLoader: Sendable {
  /// A path that could not be read, with what to do about it.
  public struct Problem: Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var message: String
    public var description: String { "\(path): \(message)" }
  }

  public init() {}

  /// The scenario files under `paths`, and the paths that could not be used.
  public func discover(_ paths: [String]) -> (files: [String], problems: [Problem]) {
    let manager = FileManager.default
    var files: [String] = []
    var problems: [Problem] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        problems.append(Problem(path: path, message: "no such file or folder. Check the path (it is relative to \(manager.currentDirectoryPath))."))
        continue
      }
      if !isFolder.boolValue {
        guard Self.isScenarioFile(path) else {
          problems.append(Problem(path: path, message: "not a scenario file. specrun reads files ending in .feature or .feature.md."))
          continue
        }
        files.append(path)
        continue
      }
      let found = (manager.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
        .filter(Self.isScenarioFile).sorted()
        .map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
      files += found
    }
    var seen = Set<String>()
    return (files.filter { seen.insert($0).inserted }, problems)
  }

  static func isScenarioFile(_ path: String) -> Bool {
    path.hasSuffix(".feature") || path.hasSuffix(".feature.md")
  }

  /// The messages of one scenario file (`source`, `gherkinDocument`, `pickle`s), or its
  /// `parseError`s; ids come from `ids`, shared by the whole run.
  func load(path: String, ids: IdGenerator) -> [Messages.Envelope] {
    guard let data = FileManager.default.contents(atPath: path) else {
      return [Self.unreadable(path, "the file could not be read. Check its permissions.")]
    }
    guard let text = String(data: data, encoding: .utf8) else {
      return [Self.unreadable(path, "the file is not UTF-8 text. Save it as UTF-8.")]
    }
    return GherkinMessages.envelopes(uri: path, text: text, ids: ids)
  }

  static func unreadable(_ path: String, _ message: String) -> Messages.Envelope {
    Messages.Envelope(
      Messages.ParseError(source: .init(uri: path, location: .init(line: 1, column: 1)), message: message))
  }
}
