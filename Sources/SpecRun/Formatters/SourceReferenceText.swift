import CucumberMessages
import Foundation

extension Messages.SourceReference {
  /// Where a step definition or hook is written, as editors read it:
  /// `Sources/ShopSpecs/BasketSteps.swift:12` (`?` when the file is not known). A file under the
  /// current folder is named relative to it, as the scenario files are.
  var fileAndLine: String {
    (uri.map(Self.relative) ?? "?") + (location.map { ":\($0.line)" } ?? "")
  }

  private static func relative(_ path: String) -> String {
    let folder = FileManager.default.currentDirectoryPath
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
  }
}
