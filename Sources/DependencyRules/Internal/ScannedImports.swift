import Foundation
import Synchronization

/// The `import` statements of each Swift file scanned so far in this process, kept with the size
/// and a hash of the bytes they were scanned from (not the bytes: a package's sources would stay
/// in memory for the life of the process). A file is read on every call and scanned again only
/// when its bytes' size or hash differ from the last scan's, so a run that checks the rules many
/// times (a scenario per rule, a test per target) scans each file once and still sees every edit.
///
/// ```swift
/// let statements = try ScannedImports.imports(of: root.appendingPathComponent(relative), named: relative)
/// ```
enum ScannedImports {
  private struct Scan {
    var size: Int
    /// The bytes' hash with this process's seed (64 bits: an edit that keeps the size and the hash
    /// is one in 2⁶⁴).
    var hash: Int
    var relative: String
    var imports: [ImportStatement]
  }

  /// Keyed by the file's path as it is read.
  private static let scans = Mutex<[String: Scan]>([:])

  /// The imports of the Swift file at `url`, named `relative` in each statement.
  static func imports(of url: URL, named relative: String) throws -> [ImportStatement] {
    let bytes = try Data(contentsOf: url)
    let key = url.path
    var hasher = Hasher()
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    let hash = hasher.finalize()
    if let scan = scans.withLock({ $0[key] }), scan.relative == relative, scan.size == bytes.count, scan.hash == hash {
      return scan.imports
    }
    guard let text = String(data: bytes, encoding: .utf8) else {
      throw CocoaError(.fileReadInapplicableStringEncoding, userInfo: [NSFilePathErrorKey: url.path])
    }
    let imports = ImportScanner.imports(in: text, file: relative)
    scans.withLock { $0[key] = Scan(size: bytes.count, hash: hash, relative: relative, imports: imports) }
    return imports
  }
}
