import Gherkin

/// Completion in a feature file: the dialect's keywords at the start of a line (steps' first,
/// then `シナリオ:` and the other parts'), and after a step keyword, every step expression of the file's app that contains what was typed, its
/// parameters as snippet placeholders (`カウンターに${1:int}が表示される`).
///
/// ```swift
/// StepCompletion.snippet(for: "I have {int} apple(s) in my basket/bag")
/// // "I have ${1:int} apples in my ${2|basket,bag|}"
/// ```
enum StepCompletion {
  struct Item {
    var label: String
    var detail: String?
    var kind: Int
    var newText: String
    var isSnippet: Bool
    var range: TextRange
    var filterText: String
    var sortText: String

    var json: RPCValue {
      var object: [String: RPCValue] = [
        "label": .string(label), "kind": .int(kind), "filterText": .string(filterText), "sortText": .string(sortText),
        "insertTextFormat": .int(isSnippet ? 2 : 1),
        "textEdit": ["range": range.json, "newText": .string(newText)],
      ]
      if let detail { object["detail"] = .string(detail) }
      return .object(object)
    }
  }

  /// The protocol's completion item kinds used here.
  static let keywordKind = 14
  static let snippetKind = 15

  /// What to offer at `position` of a file in `language`, with `library` the app's steps; step
  /// texts as snippets when the client takes them, otherwise as the expressions are written.
  static func items(
    lines: TextLines, language: String, library: StepLibrary?, at position: TextPosition, snippets: Bool = true
  ) -> [Item] {
    let before = lines.prefix(line: position.line, character: position.character)
    let indentEnd = before.prefix { $0 == " " || $0 == "\t" || $0 == "\u{3000}" }.utf16.count
    let typed = before.drop { $0 == " " || $0 == "\t" || $0 == "\u{3000}" }
    // The cursor as far as the line goes (a client may ask past its end).
    let cursor = before.utf16.count
    let keywords = FeatureFileAnalysis.stepKeywords(language)
    if let keyword = keywords.first(where: { typed.hasPrefix($0) }) {
      let rest = typed.dropFirst(keyword.count)
      let query = rest.drop { $0 == " " || $0 == "\t" || $0 == "\u{3000}" }
      let range = TextRange(line: position.line, from: cursor - query.utf16.count, to: cursor)
      return stepItems(query: String(query), library: library, range: range, snippets: snippets)
    }
    guard !typed.contains(where: \.isWhitespace) else { return [] }
    let range = TextRange(line: position.line, from: indentEnd, to: cursor)
    let steps = keywords.filter { $0 != "* " }.map { ($0.trimmingCharacters(in: .whitespaces), " ", "step keyword") }
    let dialect = GherkinDialect.named(language) ?? .english
    let structure =
      (dialect.feature + dialect.rule + dialect.background + dialect.scenario + dialect.scenarioOutline
      + dialect.examples).map { ($0, ": ", "keyword") }
    var seen = Set<String>()
    return (steps + structure).filter { $0.0.hasPrefix(typed) && seen.insert($0.0).inserted }.enumerated().map {
      index, keyword in
      let (word, separator, detail) = keyword
      return Item(
        label: word + separator.trimmingCharacters(in: .whitespaces), detail: detail, kind: keywordKind,
        newText: word + separator, isSnippet: false, range: range, filterText: word,
        sortText: String(format: "%03d", index))
    }
  }

  private static func stepItems(query: String, library: StepLibrary?, range: TextRange, snippets: Bool) -> [Item] {
    guard let library else { return [] }
    let needle = query.lowercased()
    let skeleton = valuesLeftOut(of: needle)
    var seen = Set<String>()
    return library.definitions
      .filter { definition in
        let pattern = definition.pattern.lowercased()
        return needle.isEmpty || pattern.contains(needle) || parametersLeftOut(of: pattern).contains(skeleton)
      }
      .filter { seen.insert($0.pattern).inserted }
      .sorted { $0.pattern < $1.pattern }
      .enumerated()
      .map { index, definition in
        Item(
          label: definition.pattern, detail: "\(definition.keyword.rawValue) — \(definition.location)",
          kind: snippetKind,
          newText: snippets ? snippet(for: definition) : definition.pattern, isSnippet: snippets, range: range,
          // What was typed comes first, so that a client filtering on its own keeps every item
          // the server chose (it chose those containing the text anywhere).
          filterText: query + " " + definition.pattern, sortText: String(format: "%05d", index))
      }
  }

  /// The step as a snippet: parameters as placeholders, alternatives as a choice.
  static func snippet(for definition: StepDefinitionEntry) -> String {
    if let expression = definition.expression as? CucumberExpression {
      return snippet(for: expression.ast)
    }
    return regularExpressionSnippet(definition.pattern)
  }

  /// `I have ${1:int} apples`: a Cucumber Expression's tree as a snippet.
  static func snippet(for source: String) -> String {
    (try? CucumberExpression.parse(source)).map { snippet(for: $0) } ?? escape(source)
  }

  private static func snippet(for ast: CucumberExpressionNode) -> String {
    var number = 0
    func render(_ node: CucumberExpressionNode) -> String {
      switch node.kind {
      case .text: return escape(node.token ?? "")
      case .optional: return node.nodes.map(render).joined()
      case .parameter:
        number += 1
        return "${\(number):\(escape(node.text))}"
      case .alternation:
        number += 1
        let choices = node.nodes.map { alternative in
          alternative.nodes.map(\.text).joined().replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: ",", with: "\\,").replacingOccurrences(of: "|", with: "\\|")
        }
        return "${\(number)|\(choices.joined(separator: ","))|}"
      case .alternative, .expression: return node.nodes.map(render).joined()
      }
    }
    return render(ast)
  }

  /// A regular expression's text without anchors, each group a placeholder.
  private static func regularExpressionSnippet(_ pattern: String) -> String {
    var body = Substring(pattern)
    if body.hasPrefix("/") && body.hasSuffix("/") && body.count >= 2 { body = body.dropFirst().dropLast() }
    if body.hasPrefix("^") { body = body.dropFirst() }
    if body.hasSuffix("$") && !body.hasSuffix("\\$") { body = body.dropLast() }
    var result = ""
    var number = 0
    var depth = 0
    var group = ""
    var escaping = false
    for character in body {
      if escaping {
        escaping = false
        if depth > 0 {
          group.append("\\")
          group.append(character)
        } else {
          result += escape(String(character))
        }
        continue
      }
      switch character {
      case "\\": escaping = true
      case "(":
        if depth > 0 { group.append(character) }
        depth += 1
      case ")" where depth > 0:
        depth -= 1
        if depth == 0 {
          number += 1
          result += "${\(number):\(escape(group))}"
          group = ""
        } else {
          group.append(character)
        }
      default:
        if depth > 0 { group.append(character) } else { result += escape(String(character)) }
      }
    }
    return result
  }

  /// What was typed without the values a step gives its parameters: numbers, double-quoted
  /// strings (quotes and all, as `{string}` takes them) and the insides of 「」, so that
  /// `カウンターに3が` is found in `カウンターに{int}が表示される`.
  static func valuesLeftOut(of text: String) -> String {
    var result = ""
    var inQuotes = false
    var inBrackets = false
    var previous: Character?
    for character in text {
      if inQuotes {
        if character == "\"" { inQuotes = false }
      } else if inBrackets {
        if character == "」" {
          inBrackets = false
          result.append(character)
        }
      } else if character == "\"" {
        inQuotes = true
      } else if character == "「" {
        inBrackets = true
        result.append(character)
      } else if !(character.isNumber || character == "." && previous?.isNumber == true) {
        result.append(character)
      }
      previous = character
    }
    return result
  }

  /// An expression without its parameters, its optional parts written out (`apple(s)`: `apples`)
  /// and its escapes.
  static func parametersLeftOut(of pattern: String) -> String {
    var result = ""
    var inParameter = false
    var escaping = false
    for character in pattern {
      if escaping {
        escaping = false
        result.append(character)
      } else if character == "\\" {
        escaping = true
      } else if inParameter {
        if character == "}" { inParameter = false }
      } else if character == "{" {
        inParameter = true
      } else if character != "(" && character != ")" {
        result.append(character)
      }
    }
    return result
  }

  /// Text that a snippet shows as itself.
  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "$", with: "\\$")
      .replacingOccurrences(of: "}", with: "\\}")
  }
}
