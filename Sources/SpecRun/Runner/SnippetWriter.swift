/// Ready-to-paste Swift step definitions for an undefined step, with parameters inferred:
///
/// ```swift
/// steps.given("I have {int} {string} apples") { (context, int: Int, string: String) in
///   throw PendingStep()
/// }
/// ```
struct SnippetWriter {
  let library: StepLibrary

  func snippets(for step: Messages.Pickle.Step) -> [String] {
    let keyword =
      switch step.type {
      case "Context": "given"
      case "Action": "when"
      case "Outcome": "then"
      default: "step"
      }
    let generated = CucumberExpressionGenerator(registry: library.parameterTypes).generate(from: step.text)
    let expressions = generated.isEmpty ? [] : Array(generated.prefix(2))
    guard !expressions.isEmpty else { return [snippet(keyword, escape(step.text), [], step)] }
    return expressions.map { expression in
      let parameters = expression.parameterInfos.map { "\($0.name): \($0.typeName ?? "String")" }
      return snippet(keyword, escape(expression.source), parameters, step)
    }
  }

  private func snippet(_ keyword: String, _ pattern: String, _ parameters: [String], _ step: Messages.Pickle.Step) -> String {
    let signature = parameters.isEmpty ? "context" : "(" + (["context"] + parameters).joined(separator: ", ") + ")"
    var body = ""
    if step.argument?.dataTable != nil { body += "  // the table: context.dataTable?.hashes\n" }
    if step.argument?.docString != nil { body += "  // the text: context.docString?.content\n" }
    return "steps.\(keyword)(\"\(pattern)\") { \(signature) in\n\(body)  throw PendingStep()\n}"
  }

  private func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  }
}
