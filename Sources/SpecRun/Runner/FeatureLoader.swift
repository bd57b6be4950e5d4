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

  /// The scenario files under `paths`, the paths that could not be used, and the files a folder
  /// holds that were skipped. A path named here that is a FIFO or a character device (`specrun
  /// <(generate-scenarios)`) is a scenario file whatever its name; inside a folder only regular
  /// files are taken, and any other file named like a scenario file is skipped, never opened (a
  /// FIFO nobody writes would be waited on forever).
  ///
  /// ```swift
  /// let found = FeatureLoader().discover(["Specs", "/dev/fd/63"])
  /// found.files     // ["Specs/Macho/Counter.feature", …, "/dev/fd/63"]
  /// found.skipped   // [Specs/Macho/stuck.feature: is a FIFO (a named pipe), not a regular file; …]
  /// ```
  public func discover(_ paths: [String]) -> (files: [String], problems: [Problem], skipped: [Problem]) {
    var files: [String] = []
    var problems: [Problem] = []
    var skipped: [Problem] = []
    for path in paths {
      let kind: NamedFile.Kind
      do {
        kind = try NamedFile.kind(of: path)
      } catch {
        let message =
          error.reason == .missing
          ? "no such file or folder. Check the path (it is relative to \(FileManager.default.currentDirectoryPath))."
          : error.description
        problems.append(Problem(path: path, message: message))
        continue
      }
      switch kind {
      case .folder:
        var visited: Set<String> = []
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        let found = walk(folder, visited: &visited, problems: &problems, skipped: &skipped)
        files += found.sorted().map { folder + "/" + $0 }
      case .regularFile where Self.isScenarioFile(path), .stream:
        files.append(path)
      case .regularFile:
        problems.append(
          Problem(path: path, message: "not a scenario file. specrun reads files ending in .feature or .feature.md."))
      case .other(let described):
        problems.append(
          Problem(path: path, message: Unreadable(path: path, reason: .notReadable(described)).description))
      }
    }
    var seen = Set<String>()
    return (files.filter { seen.insert($0).inserted }, problems, skipped)
  }

  /// The scenario files under `folder`, relative to it. Symbolic links to folders are followed;
  /// one that leads back to a folder that holds it (a loop) is reported and not followed. A file
  /// named like a scenario file that is not a regular file is skipped, with why.
  private func walk(
    _ folder: String, visited: inout Set<String>, problems: inout [Problem], skipped: inout [Problem]
  ) -> [String] {
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
    for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
      let path = folder + "/" + name
      // A link that leads nowhere, or a file gone since the listing, is no scenario file.
      guard let kind = try? NamedFile.kind(of: path) else { continue }
      if kind == .folder {
        found += walk(path, visited: &visited, problems: &problems, skipped: &skipped).map { name + "/" + $0 }
      }
      guard Self.isScenarioFile(name) else { continue }
      switch kind {
      case .regularFile, .folder:
        // A folder named like a scenario file is loaded too, which says to rename it.
        found.append(name)
      case .stream(let described), .other(let described):
        skipped.append(
          Problem(
            path: path,
            message:
              "is \(described), not a regular file, so the search of its folder skipped it without opening it. Name it on the command line to read it, or remove it."
          ))
      }
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
  /// not all held twice). A FIFO not yet written is waited for until `stop` says to give up.
  /// Whether the file could be read (false when it could not, `stop` having said to give up too).
  @discardableResult
  func load(
    path: String, ids: IdGenerator, giveUpWhen stop: () -> Bool = { false }, _ send: (Messages.Envelope) -> Void
  ) -> Bool {
    let data: Data
    do {
      data = try NamedFile.read(path, giveUpWhen: stop)
    } catch {
      guard error.reason != .folder else {
        send(
          Self.unreadable(
            path,
            "is a folder named like a scenario file; the scenario files inside it still run. Rename it so it does not end in .feature."
          ))
        return false
      }
      send(Self.unreadable(path, error.description))
      return false
    }
    guard let text = String(data: data, encoding: .utf8) else {
      let (line, column) = InvalidUTF8.location(in: data) ?? (1, 1)
      send(
        Self.unreadable(
          path,
          "the file is not UTF-8 text: the bytes at line \(line), column \(column) are not UTF-8. Save it as UTF-8.",
          line: line, column: column))
      return true
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
    return true
  }

  static func unreadable(_ path: String, _ message: String, line: Int = 1, column: Int = 1) -> Messages.Envelope {
    Messages.Envelope(
      Messages.ParseError(source: .init(uri: path, location: .init(line: line, column: column)), message: message))
  }
}
