import Foundation

/// The hover text for a matched step: its expression, where it is defined, each parameter's
/// type with the value this step gives it, and the definition's `///` doc comment.
enum StepHover {
  static func describe(
    _ definition: StepDefinitionEntry, arguments: [StepArgument], text: String, sources: SourceFiles? = nil
  ) -> String {
    var lines = [
      "```", definition.pattern, "```", "", "\(definition.keyword.rawValue) step, defined at \(definition.location)",
    ]
    let types = (definition.expression as? CucumberExpression)?.parameterTypes ?? []
    if !arguments.isEmpty { lines.append("") }
    for (index, argument) in arguments.enumerated() {
      let type = types.indices.contains(index) ? types[index] : nil
      let name = type.map { "{\($0.name)}" } ?? argument.parameterTypeName.map { "{\($0)}" } ?? "group \(index + 1)"
      let swiftType = type?.typeName ?? "\(Swift.type(of: argument.value))"
      lines.append("- `\(name)`: \(swiftType) = `\(argument.group.value ?? "")`")
    }
    if let comment = sources?.docComment(above: definition.location), !comment.isEmpty {
      lines += ["", comment]
    }
    return lines.joined(separator: "\n")
  }

  /// Swift source files by path, each read once (a missing one too: it stays missing until the
  /// server restarts, as its step definitions do).
  final class SourceFiles {
    private var files: [String: [Substring]?] = [:]

    init() {}

    /// The `///` lines directly above `location`'s line, without their `///` and one space;
    /// `nil` when the file cannot be read.
    func docComment(above location: CodeLocation) -> String? {
      guard let lines = lines(of: location.filePath) else { return nil }
      var comment: [Substring] = []
      var index = location.line - 2
      while lines.indices.contains(index) {
        let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("///") else { break }
        let text = trimmed.dropFirst(3)
        comment.append(text.hasPrefix(" ") ? text.dropFirst() : text)
        index -= 1
      }
      return comment.reversed().joined(separator: "\n")
    }

    private func lines(of path: String) -> [Substring]? {
      if let known = files[path] { return known }
      let lines = (try? String(contentsOfFile: path, encoding: .utf8))
        .map { $0.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) }
      files[path] = .some(lines)
      return lines
    }
  }
}
