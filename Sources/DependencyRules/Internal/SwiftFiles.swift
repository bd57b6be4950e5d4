import Foundation

/// The `.swift` files in a folder and its subfolders, as paths relative to the package root, sorted.
enum SwiftFiles {
  static func all(in folder: URL, relativeTo root: URL) throws -> [String] {
    let rootPath = root.standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
    let folderPath = folder.standardizedFileURL.path
    var files: [String] = []
    while let relative = enumerator.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      let full = folderPath + "/" + relative
      files.append(String(full.dropFirst(rootPath.count + 1)))
    }
    return files.sorted()
  }
}
