import CucumberMessages
import Foundation
import Gherkin

/// Finds scenario files and reads them into Cucumber Messages: `.feature` and `.feature.md`
/// files under the given paths (folders are searched recursively, in name order).
public struct FeatureLoader: Sendable {
  /// A path that could not be read, with what to do about it.
  public struct Problem: Sendable, Equatable, CustomStringConvertible {
    /// The path as given.
    public var path: String
    /// What is wrong with it, and what to do.
    public var message: String
    public var description: String { "\(path): \(message)" }
  }

  /// A loader; it keeps no state between calls.
  public init() {}

  /// The scenario files under `paths`, and the paths that could not be used.
  public func discover(_ paths: [String]) -> (files: [String], problems: [Problem]) {
    let manager = FileManager.default
    var files: [String] = []
    var problems: [Problem] = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        var status = stat()
        let message =
          stat(path, &status) != 0 && errno == EACCES
          ? "cannot be reached: a folder on its path may not be read. Check the folders' permissions."
          : "no such file or folder. Check the path (it is relative to \(manager.currentDirectoryPath))."
        problems.append(Problem(path: path, message: message))
        continue
      }
      if !isFolder.boolValue {
        guard Self.isScenarioFile(path) else {
          problems.append(
            Problem(path: path, message: "not a scenario file. specrun reads files ending in .feature or .feature.md."))
          continue
        }
        files.append(path)
        continue
      }
      var visited: Set<String> = []
      let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
      files += walk(folder, visited: &visited, problems: &problems).sorted().map { folder + "/" + $0 }
    }
    var seen = Set<String>()
    return (files.filter { seen.insert($0).inserted }, problems)
  }

  /// The scenario files under `folder`, relative to it. Symbolic links to folders are followed;
  /// one that leads back to a folder that holds it (a loop) is reported and not followed.
  private func walk(_ folder: String, visited: inout Set<String>, problems: inout [Problem]) -> [String] {
    let manager = FileManager.default
    let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    guard visited.insert(real).inserted else {
      problems.append(
        Problem(
          path: folder,
          message:
            "a symbolic link back to \(real), a folder that holds it; not followed, so the search ends. Remove the link or point it elsewhere."
        ))
      return []
    }
    defer { visited.remove(real) }
    var found: [String] = []
    for name in (try? manager.contentsOfDirectory(atPath: folder)) ?? [] {
      let path = folder + "/" + name
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        found += walk(path, visited: &visited, problems: &problems).map { name + "/" + $0 }
      }
      if Self.isScenarioFile(name) { found.append(name) }
    }
    return found
  }

  static func isScenarioFile(_ path: String) -> Bool {
    path.hasSuffix(".feature") || path.hasSuffix(".feature.md")
  }

  /// The messages of one scenario file (`source`, `gherkinDocument`, `pickle`s), or its
  /// `parseError`s; ids come from `ids`, shared by the whole run.
  func load(path: String, ids: IdGenerator) -> [Messages.Envelope] {
    var envelopes: [Messages.Envelope] = []
    load(path: path, ids: ids) { envelopes.append($0) }
    return envelopes
  }

  /// The same messages, each handed to `send` as soon as it is made (a large file's messages are
  /// not all held twice).
  func load(path: String, ids: IdGenerator, _ send: (Messages.Envelope) -> Void) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      return send(
        Self.unreadable(
          path,
          "is a folder named like a scenario file; the scenario files inside it still run. Rename it so it does not end in .feature."
        ))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return send(Self.unreadable(path, "the file could not be read. Check its permissions."))
    }
    guard let text = String(data: data, encoding: .utf8) else {
      let (line, column) = InvalidUTF8.location(in: data) ?? (1, 1)
      return send(
        Self.unreadable(
          path,
          "the file is not UTF-8 text: the bytes at line \(line), column \(column) are not UTF-8. Save it as UTF-8.",
          line: line, column: column))
    }
    var holdsScenarioOrError = false
    let source = Messages.Source(uri: path, data: text, mediaType: MediaType(path: path))
    Gherkin.forEachMessage(for: source, ids: ids) { envelope in
      // Asked until the first answer: reading `pickle` copies the pickle out of its envelope.
      if !holdsScenarioOrError, envelope.pickle != nil || envelope.parseError != nil { holdsScenarioOrError = true }
      send(envelope)
    }
    // Bytes, not Foundation's string search: this runs on every file, and a file with a scenario
    // (nearly every one) never scans at all.
    if !holdsScenarioOrError, text.utf8.contains(UInt8(ascii: "\r")), !text.utf8.contains(UInt8(ascii: "\n")),
      text.contains(where: { !$0.isWhitespace })
    {
      // The official parser reads a file with CR-only line endings as one line; say so rather
      // than pass with no scenario.
      send(
        Self.unreadable(
          path,
          "the file holds text but no scenario: its lines end in CR only (old Mac style), so it reads as one line. Save it with LF (or CRLF) line endings."
        ))
    }
  }

  static func unreadable(_ path: String, _ message: String, line: Int = 1, column: Int = 1) -> Messages.Envelope {
    Messages.Envelope(
      Messages.ParseError(source: .init(uri: path, location: .init(line: line, column: column)), message: message))
  }
}
