import Foundation

/// Decodes the part of `swift package dump-package`'s JSON the rules need: each target's name,
/// kind, folder and declared dependencies (`byName`, `target` and `product` entries alike).
enum ManifestDump {
  struct Manifest: Decodable { let targets: [Target] }
  struct Target: Decodable {
    let name: String
    let path: String?
    let type: String
    let dependencies: [Dependency]
  }
  struct Dependency: Decodable {
    let name: String?
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: AnyKey.self)
      var found: String?
      for key in container.allKeys {
        var entries = try container.nestedUnkeyedContainer(forKey: key)
        found = try entries.decodeIfPresent(String.self)
      }
      name = found
    }
  }
  struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  static func targets(from json: Data, root: URL) throws -> [PackageTarget] {
    try JSONDecoder().decode(Manifest.self, from: json).targets.map { target in
      let kind = PackageTarget.Kind(rawValue: target.type) ?? .other
      return PackageTarget(
        name: target.name, path: target.path ?? defaultPath(of: target.name, kind: kind, root: root), kind: kind,
        declaredDependencies: target.dependencies.compactMap(\.name))
    }
  }

  /// SwiftPM's conventional folder for a target declared without `path:`.
  static func defaultPath(of name: String, kind: PackageTarget.Kind, root: URL) -> String {
    let parents =
      switch kind {
      case .test: ["Tests"]
      case .plugin: ["Plugins"]
      default: ["Sources", "Source", "src", "srcs"]
      }
    let existing = parents.first {
      FileManager.default.fileExists(atPath: root.appendingPathComponent("\($0)/\(name)").path)
    }
    return "\(existing ?? parents[0])/\(name)"
  }
}
