import Foundation

/// One target of a package as its manifest declares it (or, with no `path`, a module that is not a
/// target of the package: a product of a package dependency).
public struct PackageTarget: Sendable, Hashable {
  /// What kind of target the manifest declares.
  public enum Kind: String, Sendable, Hashable {
    case regular, test, executable, plugin, macro, system, binary, other
  }

  public let name: String
  /// The target's folder relative to the package root (`Sources/Gherkin`), or `nil` for a module
  /// from another package.
  public let path: String?
  public let kind: Kind
  /// The names of the targets and products the manifest says this target depends on.
  public let declaredDependencies: [String]

  public init(name: String, path: String?, kind: Kind, declaredDependencies: [String]) {
    self.name = name
    self.path = path
    self.kind = kind
    self.declaredDependencies = declaredDependencies
  }
}
