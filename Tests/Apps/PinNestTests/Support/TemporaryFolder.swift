import Foundation

/// A fresh folder under the system's temporary directory that does not exist yet, for specs of the
/// pin file on disk; ``remove()`` deletes it with everything in it.
///
/// ```swift
/// let folder = TemporaryFolder()
/// defer { folder.remove() }
/// let store = PinFileStore(folder: folder.url)
/// ```
nonisolated struct TemporaryFolder {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("PinNestTests-\(UUID().uuidString)", isDirectory: true)

  func file(_ name: String) -> URL { url.appendingPathComponent(name) }

  /// The names of the files in the folder, sorted.
  func fileNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  func write(_ text: String, to name: String) throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file(name))
  }

  func read(_ name: String) throws -> String {
    String(decoding: try Data(contentsOf: file(name)), as: UTF8.self)
  }

  func remove() { try? FileManager.default.removeItem(at: url) }
}
