import Foundation

/// A Swift package on disk: its targets as `swift package dump-package` describes them, and the
/// `import` statements of their source files. Load it once per test run:
///
/// ```swift
/// let package = try await SwiftPackage.load(at: URL(fileURLWithPath: #filePath) /* … up to the root */)
/// ```
///
/// `load(at:)` runs `swift package dump-package` the first time it is asked for a folder and
/// remembers the answer for the rest of the process, and in the package's
/// `.build/dependency-rules/` for later runs while the manifests, `Package.resolved` and the
/// `swift` on the `PATH` stay the same. Where `swift` cannot run (an iOS device),
/// guard the test with `.enabled(if: SwiftPackage.canDumpManifests, SwiftPackage.whyManifestsCannotBeDumped)`,
/// or decode a saved dump with `init(root:manifestJSON:)`.
public struct SwiftPackage: Sendable {
  /// The package's folder.
  public let root: URL
  public let targets: [PackageTarget]

  /// A package from the JSON that `swift package dump-package` printed for the manifest in `root`.
  public init(root: URL, manifestJSON: Data) throws {
    self.root = root
    self.targets = try ManifestDump.targets(from: manifestJSON, root: root)
  }

  /// A package described by hand (or a loaded one with targets changed, to show that a rule can fail).
  public init(root: URL, targets: [PackageTarget]) {
    self.root = root
    self.targets = targets
  }

  /// This package as if the manifest also declared `dependency` for `target`: how a test shows that
  /// a rule can fail. `package.declaring("Meeting", in: "Auth")`.
  public func declaring(_ dependency: String, in target: String) -> SwiftPackage {
    SwiftPackage(
      root: root,
      targets: targets.map {
        $0.name == target
          ? PackageTarget(
            name: $0.name, path: $0.path, kind: $0.kind, declaredDependencies: $0.declaredDependencies + [dependency])
          : $0
      })
  }

  /// The package in `root`, its manifest dumped by `swift` once per process.
  public static func load(at root: URL) async throws -> SwiftPackage {
    try await LoadedPackages.shared.package(at: root.standardizedFileURL)
  }

  /// Whether this platform can run `swift package dump-package` at all.
  public static let canDumpManifests: Bool = SwiftCommand.isAvailable

  /// Why a rule test is skipped where `swift` cannot run; pass it as the reason of `.enabled(if:)`.
  public static let whyManifestsCannotBeDumped =
    "the `swift` command is not available here, so the manifest's target dependencies cannot be read; run the dependency-rule tests on a machine with the Swift toolchain"

  /// Every `import` in the target's Swift files (every branch of `#if` included), in path order.
  /// Each file is read every time; one whose bytes are as at its last scan in this process is
  /// not scanned again.
  public func imports(of target: PackageTarget) throws -> [ImportStatement] {
    guard let path = target.path else { return [] }
    let folder = root.appendingPathComponent(path, isDirectory: true)
    return try SwiftFiles.all(in: folder, relativeTo: root).flatMap { relative in
      try ScannedImports.imports(of: root.appendingPathComponent(relative), named: relative)
    }
  }

  /// Where in `Package.swift` the target named `target` names `dependency`: the first quoted
  /// `"dependency"` after the target's `name: "target"`; line 1, column 1 when it cannot be found.
  func manifestPlace(ofDependency dependency: String, inTarget target: String) -> (line: Int, column: Int) {
    guard let text = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
    else { return (1, 1) }
    return ManifestText(text).place(of: dependency, after: target)
  }
}
