import Foundation

/// The packages loaded so far in this process, so that every test asking for a package's rules
/// shares one `swift package dump-package` run (callers that ask while it runs wait for it,
/// without holding a thread).
actor LoadedPackages {
  static let shared = LoadedPackages()

  private var packages: [String: Task<SwiftPackage, any Error>] = [:]

  func package(at root: URL) async throws -> SwiftPackage {
    if let package = packages[root.path] { return try await package.value }
    let loading = Task { try SwiftPackage(root: root, manifestJSON: await SwiftCommand.dumpPackage(at: root)) }
    packages[root.path] = loading
    return try await loading.value
  }
}
