import Foundation

/// A temporary folder of our own for a child process, removed when the child is done: the child
/// sees it as its `TMPDIR`, so what it leaves there (SwiftPM leaves `TemporaryDirectory.XXXXXX`
/// folders and `*.lock` files behind) goes with it instead of piling up in the user's `TMPDIR`.
///
/// ```swift
/// let folder = try ChildTemporaryFolder(in: ProcessInfo.processInfo.environment)
/// defer { folder.remove() }
/// process.environment = folder.environment
/// ```
struct ChildTemporaryFolder {
  /// The folder: inside the `TMPDIR` of `environment` (or the system's temporary folder).
  let url: URL
  /// `environment` with `TMPDIR` pointing at ``url``, for the child.
  let environment: [String: String]

  /// Creates the folder inside the temporary folder `environment` names.
  init(in environment: [String: String], prefix: String = "evergreen-child") throws {
    let parent =
      environment["TMPDIR"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
      ?? FileManager.default.temporaryDirectory
    url = parent.appendingPathComponent("\(prefix)-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    var childEnvironment = environment
    childEnvironment["TMPDIR"] = url.path + "/"
    self.environment = childEnvironment
  }

  /// A folder for the child to use by name (a scratch path, say), inside ``url`` so it goes too.
  func subfolder(_ name: String) -> URL { url.appendingPathComponent(name, isDirectory: true) }

  /// Removes the folder and everything the child left in it.
  func remove() { try? FileManager.default.removeItem(at: url) }
}
