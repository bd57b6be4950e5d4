/// The hover text for a matched step: its expression, where it is defined, and each parameter's
/// type with the value this step gives it.
enum StepHover {
  static func describe(_ definition: StepDefinitionEntry, arguments: [StepArgument], text: String) -> String {
    var lines = ["```", definition.pattern, "```", "", "\(definition.keyword.rawValue) step, defined at \(definition.location)"]
    let types = (definition.expression as? CucumberExpression)?.parameterTypes ?? []
    if !arguments.isEmpty { lines.append("") }
    for (index, argument) in arguments.enumerated() {
      let type = types.indices.contains(index) ? types[index] : nil
      let name = type.map { "{\($0.name)}" } ?? argument.parameterTypeName.map { "{\($0)}" } ?? "group \(index + 1)"
      let swiftType = type?.typeName ?? "\(Swift.type(of: argument.value))"
      lines.append("- `\(name)`: \(swiftType) = `\(argument.group.value ?? "")`")
    }
    return lines.joined(separator: "\n")
  }
}
