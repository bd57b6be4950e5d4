import CucumberMessages
import Foundation

/// Ready-to-paste Swift step definitions for a run's undefined steps, with parameters inferred:
///
/// ```swift
/// steps.given("I have {int} {string} apples") { (context, int: Int, string: String) in
/// // steps.given("I have {float} {string} apples") { (context, float: Double, string: String) in
///   throw PendingStep()
/// }
/// ```
///
/// Pasted together, the snippets of one run define each undefined step once:
/// - **One snippet per expression.** Steps whose texts give the same expression (`I have 3
///   apples`, `I have 5 apples`) share one snippet, and each text takes the expression most texts
///   can use (`I have 3 apples` and `I have 2.5 apples` both get `I have {float} apples`, where
///   `{int}` and `{float}` snippets would both match the first). Parameter types whose regexps
///   overlap in other ways can still leave two snippets matching one text.
/// - **A keyword that fits every use.** A definition matches its text whatever keyword the
///   scenario uses, so `steps.given(…)` and `steps.then(…)` of one text would both match. A text
///   used only as a `Given` gets `steps.given`, only as a `When` `steps.when`, only as a `Then`
///   `steps.then`; one used with several, or with `*`, gets `steps.step`.
/// - **Live code first, alternatives as comments**: the first expression is code; up to three
///   others (`{float}` for `{int}`, one custom type for another) follow as comments to swap in.
/// - **Only what runs.** Each expression is compiled with the app's own parameter types (the
///   built-ins and those its library defines) and matched against the step's text, transformers
///   included, before it is proposed; parameter types whose Swift type is unknown take the type
///   their transformer returned for this text.
struct SnippetWriter {
  /// The most alternatives shown as comments under a snippet's live code.
  static let maximumAlternatives = 3

  let library: StepLibrary
  private var codeByText: [String: String] = [:]

  /// Snippets for `undefinedSteps`, every undefined step of `library`'s app in the run.
  init(library: StepLibrary, undefinedSteps: [Messages.Pickle.Step] = []) {
    self.library = library
    var order: [String] = []
    var usesByText: [String: [Messages.Pickle.Step]] = [:]
    for step in undefinedSteps {
      if usesByText[step.text] == nil { order.append(step.text) }
      usesByText[step.text, default: []].append(step)
    }
    let proposalsByText = Dictionary(uniqueKeysWithValues: order.map { ($0, proposals(for: $0)) })
    // Each text takes the expression most texts share, so that one snippet serves them all.
    var sharing: [String: Int] = [:]
    for text in order {
      for proposal in proposalsByText[text]! { sharing[proposal.source, default: 0] += 1 }
    }
    var textsByLive: [String: [String]] = [:]
    var liveOrder: [String] = []
    for text in order {
      let proposals = proposalsByText[text]!
      let most = proposals.map { sharing[$0.source]! }.max()!
      let chosen = proposals.first { sharing[$0.source] == most }!.source
      if textsByLive[chosen] == nil { liveOrder.append(chosen) }
      textsByLive[chosen, default: []].append(text)
    }
    for live in liveOrder {
      let texts = textsByLive[live]!
      let candidates = texts.map { proposalsByText[$0]! }
      let first = candidates[0].first { $0.source == live }!
      let alternatives = candidates[0].filter { proposal in
        proposal.source != live && candidates.allSatisfy { $0.contains { $0.source == proposal.source } }
      }
      let steps = texts.flatMap { usesByText[$0]! }
      let code = Self.code(live: first, alternatives: Array(alternatives.prefix(Self.maximumAlternatives)), for: steps)
      for text in texts { codeByText[text] = code }
    }
  }

  /// The snippet for `step`: the run's shared one when `step` was among the undefined steps given,
  /// otherwise one made for it alone.
  func snippet(for step: Messages.Pickle.Step) -> String {
    codeByText[step.text] ?? SnippetWriter(library: library, undefinedSteps: [step]).codeByText[step.text]!
  }

  /// A proposed expression and the Swift parameters its closure takes.
  private struct Proposal {
    var source: String
    var parameters: [String]
  }

  /// The expressions the generator proposes for `text` that the library reads as it would a
  /// pasted pattern and that match `text`, transformers included; the text itself when none does
  /// (as an anchored regular expression when it starts with `^` or ends with `$`, which make a
  /// pattern one).
  private func proposals(for text: String) -> [Proposal] {
    let registry = library.parameterTypes
    let factory = StepExpressionFactory(registry: registry)
    let verified = CucumberExpressionGenerator(registry: registry).generate(from: text).compactMap {
      generated -> Proposal? in
      guard let expression = try? factory.make(generated.source),
        let arguments = try? expression.match(text), arguments.count == generated.parameterTypes.count
      else { return nil }
      let parameters = zip(generated.parameterInfos, arguments).enumerated().map { index, pair in
        let (info, argument) = pair
        let name = Self.isIdentifier(info.name) ? info.name : "arg\(index + 1)"
        return "\(name): \(info.typeName ?? "\(type(of: argument.value))")"
      }
      return Proposal(source: generated.source, parameters: parameters)
    }
    guard verified.isEmpty else { return verified }
    let literal = CucumberExpressionGenerator.escape(text)
    let readAsRegularExpression = literal.hasPrefix("^") || literal.hasSuffix("$")
    return [
      Proposal(
        source: readAsRegularExpression ? "^" + NSRegularExpression.escapedPattern(for: text) + "$" : literal,
        parameters: [])
    ]
  }

  private static func code(live: Proposal, alternatives: [Proposal], for steps: [Messages.Pickle.Step]) -> String {
    let types = Set(steps.map(\.type))
    let keyword =
      switch types.count == 1 ? types.first : nil {
      case "Context": "given"
      case "Action": "when"
      case "Outcome": "then"
      default: "step"
      }
    func opening(_ proposal: Proposal) -> String {
      let signature =
        proposal.parameters.isEmpty
        ? "context" : "(" + (["context"] + proposal.parameters).joined(separator: ", ") + ")"
      return "steps.\(keyword)(\"\(swiftLiteral(proposal.source))\") { \(signature) in"
    }
    var lines = [opening(live)] + alternatives.map { "// " + opening($0) }
    if steps.contains(where: { $0.argument?.dataTable != nil }) {
      lines.append(
        "  // its data table: try context.dataTable.decode([Row].self), Row being Decodable with a property per header cell"
      )
    }
    if let docString = steps.lazy.compactMap(\.argument?.docString).first {
      let isJSON = docString.mediaType?.lowercased().contains("json") == true
      lines.append(
        isJSON
          ? "  // its doc string: try context.docString.decode(T.self), T being Decodable"
          : "  // its doc string: context.docString?.content")
    }
    return (lines + ["  throw PendingStep()", "}"]).joined(separator: "\n")
  }

  /// `text` as the inside of a Swift string literal: quotes and backslashes escaped, and control
  /// characters as escapes (`\t`, `\u{1}`), so that the pasted snippet matches the step's real
  /// text (a terminal shows control characters as stand-ins such as `␁`, which would never match).
  static func swiftLiteral(_ text: String) -> String {
    var literal = ""
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x5C: literal += "\\\\"
      case 0x22: literal += "\\\""
      case 0x09: literal += "\\t"
      case 0x0A: literal += "\\n"
      case 0x0D: literal += "\\r"
      case 0x00...0x1F, 0x7F...0x9F: literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal
  }

  /// Whether `name` can name a Swift closure parameter (`int`, `カギ括弧2`; not `my-type`).
  private static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.first, first.isLetter || first == "_" else { return false }
    return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }
}
