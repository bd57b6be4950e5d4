import EvergreenReporting
import Foundation

/// The `DependencyValues` property a `@Dependency(\.searchClient)` reads, found in the source line
/// of its reading site (the runtime keeps no name for a computed property's key path). Only failure
/// messages use it, to show the override a user writes: `$0.searchClient = …`.
func dependencyPropertyName(readAt site: ReportedIssue) -> String? {
  guard site.line >= 1, let source = try? String(contentsOfFile: site.filePath, encoding: .utf8) else { return nil }
  var lineNumber = 1
  for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
    defer { lineNumber += 1 }
    guard lineNumber == site.line else { continue }
    guard let wrapper = line.range(of: "Dependency("), let keyPath = line[wrapper.upperBound...].range(of: "\\.")
    else { return nil }
    let name = line[keyPath.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return name.isEmpty ? nil : String(name)
  }
  return nil
}
