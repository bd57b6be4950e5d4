import Foundation

/// The packages loaded so far in this process, so that every test asking for a package's rules
/// shares one `swift package dump-package` run.
final class LoadedPackages: @unchecked Sendable {
  static let shared = LoadedPackages()

  private let lock = NSLock()
  private var packages: [String: SwiftPackage] = [:]

  func package(at root: URL) throws -> SwiftPackage {
    lock.lock()
    defer { lock.unlock() }
    if let package = packages[root.path] { return package }
    let package = try SwiftPackage(root: root, manifestJSON: SwiftCommand.dumpPackage(at: root))
    packages[root.path] = package
    return package
  }
}
