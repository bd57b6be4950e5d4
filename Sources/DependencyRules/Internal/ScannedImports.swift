import Foundation
import Synchronization

/// The `import` statements of each Swift file scanned so far in this process, kept with the
/// bytes they were scanned from. A file is read on every call and scanned again only when its
/// bytes differ from the last scan's, so a run that checks the rules many times (a scenario per
/// rule, a test per target) scans each file once and still sees every edit.
///
/// ```swift
/// let statements = try ScannedImports.imports(of: root.appendingPathComponent(relative), named: relative)
/// ```
enum ScannedImports {
  private struct Scan {
    var bytes: Data
    var relative: String
    var imports: [ImportStatement]
  }

  /// Keyed by the file's path as it is read.
  private static let scans = Mutex<[String: Scan]>([:])

  /// The imports of the Swift file at `url`, named `relative` in each statement.
  static func imports(of url: URL, named relative: String) throws -> [ImportStatement] {
    let bytes = try Data(contentsOf: url)
    let key = url.path
    if let scan = scans.withLock({ $0[key] }), scan.relative == relative, scan.bytes == bytes {
      return scan.imports
    }
    guard let text = String(data: bytes, encoding: .utf8) else {
      throw CocoaError(.fileReadInapplicableStringEncoding, userInfo: [NSFilePathErrorKey: url.path])
    }
    let imports = ImportScanner.imports(in: text, file: relative)
    scans.withLock { $0[key] = Scan(bytes: bytes, relative: relative, imports: imports) }
    return imports
  }
}
