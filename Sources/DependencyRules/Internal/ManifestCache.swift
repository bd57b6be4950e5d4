import Foundation

/// What `swift package dump-package` printed for a package, kept in the package's own build
/// folder (`.build/dependency-rules/`) beside everything it was made from: the manifests'
/// text (`Package.swift` and any `Package@swift-….swift`), `Package.resolved`, and which `swift`
/// made it (its path, size and modification time). A later run that finds all of them unchanged
/// reads the dump instead of starting `swift` (seconds, on every run of a scenario that checks
/// the module rules); any change, a new toolchain included, dumps the manifest again.
///
/// ```swift
/// let key = ManifestCache.key(for: root, swift: swiftPath)
/// if let dump = ManifestCache.dump(in: root, for: key) { return dump }
/// let dump = try runDumpPackage()
/// ManifestCache.keep(dump, in: root, for: key)   // best effort: a folder it may not write is fine
/// ```
///
/// A manifest that reads environment variables may print something else for the same text:
/// such a package should delete `.build/dependency-rules/` when its environment changes.
enum ManifestCache {
  /// Everything the dump of the package in `root` depends on, as text; nil when the manifest
  /// cannot be read (then nothing is cached).
  static func key(for root: URL, swift: String) -> String? {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: root.path) else { return nil }
    let manifests = names.filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift")) }
      .sorted()
    guard manifests.contains("Package.swift") else { return nil }
    var key = "swift: \(swift) \(fileStamp(swift))\n"
    for name in manifests + ["Package.resolved"] {
      guard let text = try? String(contentsOf: root.appendingPathComponent(name), encoding: .utf8) else { continue }
      key += "--- \(name) \(text.utf8.count) bytes\n\(text)\n"
    }
    return key
  }

  /// The dump kept for `key`, or nil when there is none or it was made from something else.
  static func dump(in root: URL, for key: String) -> Data? {
    let (keyFile, dumpFile) = files(in: root)
    guard let kept = try? String(contentsOf: keyFile, encoding: .utf8), kept == key else { return nil }
    return try? Data(contentsOf: dumpFile)
  }

  /// Keeps `dump` for `key`; when the folder cannot be written the next run dumps again.
  static func keep(_ dump: Data, in root: URL, for key: String) {
    let (keyFile, dumpFile) = files(in: root)
    do {
      try FileManager.default.createDirectory(
        at: keyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
      // The dump first: a key is only ever found beside the dump made for it.
      try? FileManager.default.removeItem(at: keyFile)
      try dump.write(to: dumpFile, options: .atomic)
      try Data(key.utf8).write(to: keyFile, options: .atomic)
    } catch {
      try? FileManager.default.removeItem(at: keyFile)
    }
  }

  private static func files(in root: URL) -> (key: URL, dump: URL) {
    let folder = root.appendingPathComponent(".build/dependency-rules", isDirectory: true)
    return (folder.appendingPathComponent("manifest.key"), folder.appendingPathComponent("manifest.json"))
  }

  /// `1234 bytes, modified 1700000000.5`: enough to tell one toolchain's `swift` from another's.
  private static func fileStamp(_ path: String) -> String {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    let size = (attributes?[.size] as? NSNumber)?.intValue ?? -1
    let modified = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
    return "\(size) bytes, modified \(modified)"
  }
}
