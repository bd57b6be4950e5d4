import Foundation

/// Where the generated package gets Evergreen from: a folder (a path dependency) or a git URL.
///
/// ```swift
/// EvergreenDependency("../Evergreen")                            // .package(name: "Evergreen", path: "/abs/Evergreen")
/// EvergreenDependency("https://github.com/me/Evergreen.git")    // .package(url: …, from: "0.1.0")
/// try EvergreenDependency.builtFrom()                             // this checkout, or a refusal that asks for --evergreen
/// ```
///
/// Evergreen has no published home yet, so there is no URL to fall back on: without `--evergreen`,
/// the package depends on the checkout `specrun` was built from, and when that is gone `init`
/// refuses and asks for one.
enum EvergreenDependency: Equatable, Sendable {
  /// An Evergreen checkout, as an absolute path.
  case path(String)
  /// A git URL, resolved from ``firstVersion`` on.
  case url(String)

  /// The first release a URL dependency accepts.
  static let firstVersion = "0.1.0"

  /// The checkout this `specrun` was built from (the folder its sources were compiled in).
  static let builtFromFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // SpecRunInit
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()
    .path

  /// The checkout `specrun` was built from, when `folder` still holds it; otherwise a problem that
  /// says how to name a copy of Evergreen with `--evergreen`.
  static func builtFrom(_ folder: String = builtFromFolder) throws(InitProblem) -> EvergreenDependency {
    guard isEvergreenCheckout(folder) else {
      throw InitProblem(
        "specrun: init: this specrun was built from \(folder), which no longer holds Evergreen, so it cannot tell where the package should get Evergreen from. Hint: name a copy with --evergreen: the folder of an Evergreen checkout (--evergreen ~/src/Evergreen) or its git URL (--evergreen https://example.com/you/Evergreen.git)."
      )
    }
    return .path(folder)
  }

  /// `--evergreen PATH_OR_URL`: a URL when it has a scheme (`https://`, `file://`) or is an scp-like
  /// git address (`git@host:owner/Evergreen.git`), otherwise a folder relative to `currentFolder`
  /// that must hold Evergreen's Package.swift.
  init(_ argument: String, currentFolder: String) throws(InitProblem) {
    if argument.contains("://") || argument.hasPrefix("git@") {
      self = .url(argument)
      return
    }
    let absolute = URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: currentFolder, isDirectory: true))
      .standardizedFileURL.path
    guard Self.isEvergreenCheckout(absolute) else {
      throw InitProblem(
        "specrun: init: --evergreen \(argument): \(absolute) holds no Evergreen package (no Package.swift naming \"Evergreen\"). Hint: give the folder of an Evergreen checkout or a git URL."
      )
    }
    self = .path(absolute)
  }

  /// What `.product(name:package:)` calls the package: `Evergreen` for a folder (the manifest names
  /// it), the last part of the URL without `.git` for a URL (SwiftPM's identity).
  var packageReference: String {
    switch self {
    case .path: return "Evergreen"
    case .url(let url):
      var last = url.split(whereSeparator: { $0 == "/" || $0 == ":" }).last.map(String.init) ?? "Evergreen"
      if last.hasSuffix(".git") { last.removeLast(4) }
      return last
    }
  }

  /// The line in the generated manifest's `dependencies:`.
  var manifestLine: String {
    switch self {
    case .path(let path):
      // A path dependency's identity is its folder's name; `name:` lets `package: "Evergreen"` resolve.
      return ".package(name: \"Evergreen\", path: \(SwiftLiteral.string(path)))"
    case .url(let url):
      return ".package(url: \(SwiftLiteral.string(url)), from: \(SwiftLiteral.string(Self.firstVersion)))"
    }
  }

  /// How README and the summary name it.
  var description: String {
    switch self {
    case .path(let path): return path
    case .url(let url): return "\(url), from \(Self.firstVersion)"
    }
  }

  private static func isEvergreenCheckout(_ folder: String) -> Bool {
    let manifest = URL(fileURLWithPath: folder).appendingPathComponent("Package.swift")
    guard let text = try? String(contentsOf: manifest, encoding: .utf8) else { return false }
    return text.contains("name: \"Evergreen\"")
  }
}
