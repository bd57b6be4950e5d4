import Foundation

/// Finds places in the text of `Package.swift`, so a manifest failure points at the line to edit.
struct ManifestText {
  let lines: [Substring]

  init(_ text: String) { lines = text.split(separator: "\n", omittingEmptySubsequences: false) }

  /// The first `"dependency"` after the line declaring `name: "target"`; (1, 1) when absent.
  func place(of dependency: String, after target: String) -> (line: Int, column: Int) {
    guard let declaration = lines.firstIndex(where: { $0.contains("name: \"\(target)\"") }) else { return (1, 1) }
    for index in declaration..<lines.count {
      var searchFrom = lines[index].startIndex
      if index == declaration, let name = lines[index].range(of: "name: \"\(target)\"") { searchFrom = name.upperBound }
      if let found = lines[index][searchFrom...].range(of: "\"\(dependency)\"") {
        return (index + 1, lines[index].distance(from: lines[index].startIndex, to: found.lowerBound) + 1)
      }
    }
    return (declaration + 1, 1)
  }
}
