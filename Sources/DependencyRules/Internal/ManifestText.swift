import Foundation

/// Finds places in the text of `Package.swift`, so a manifest failure points at the line to edit.
struct ManifestText {
  let lines: [Substring]

  init(_ text: String) { lines = text.split(separator: "\n", omittingEmptySubsequences: false) }

  /// The first `"dependency"` after the target declaration `name: "target"` (a `name:` inside
  /// `.target(`, `.testTarget(`, `.executableTarget(`…, not a product's); (1, 1) when absent.
  func place(of dependency: String, after target: String) -> (line: Int, column: Int) {
    let name = "name: \"\(target)\""
    let declarations = lines.indices.filter { lines[$0].contains(name) }
    guard let declaration = declarations.first(where: isTargetDeclaration) ?? declarations.first else { return (1, 1) }
    for index in declaration..<lines.count {
      var searchFrom = lines[index].startIndex
      if index == declaration, let found = lines[index].range(of: name) { searchFrom = found.upperBound }
      if let found = lines[index][searchFrom...].range(of: "\"\(dependency)\"") {
        return (index + 1, lines[index].distance(from: lines[index].startIndex, to: found.lowerBound) + 1)
      }
    }
    return (declaration + 1, 1)
  }

  /// Whether the `name:` on this line opens a target: `Target(` or `target(` on it or the line before.
  private func isTargetDeclaration(_ index: Int) -> Bool {
    let opening = index > 0 ? lines[index - 1] + lines[index] : lines[index]
    return opening.contains("arget(")
  }
}
