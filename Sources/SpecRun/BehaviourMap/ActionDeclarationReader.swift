import Foundation

/// Finds the action enums of a feature's sources without a compiler: every `enum Action` (and
/// `enum …Action`) and the enums declared inside them, with each case's name, payload and place.
/// Comments and strings are skipped; every branch of an `#if` counts (a case declared in two
/// branches is listed once); `indirect`, attributes and several cases on one line
/// (`case a, b(Int)`) are read as Swift reads them.
///
/// ```swift
/// let declarations = try ActionDeclarationReader.read(folder: "Sources/Apps/Macho")
/// ActionDeclarationReader.read("enum Action { case a, b(Int) }", file: "A.swift")[0].cases.map(\.name)   // ["a", "b"]
/// ```
package enum ActionDeclarationReader {
  /// A folder that cannot be read: its path and why.
  package struct ReadError: Error, CustomStringConvertible {
    package var folder: String
    package var reason: String
    package var description: String {
      "\(folder): cannot read the app's Swift sources (\(reason)). Check the folder given as SpecApp(…, sources:)."
    }
  }

  /// The action enums of every `.swift` file under `folder`, files in path order. Each
  /// declaration's file is `folder` joined with the file's path inside it.
  package static func read(folder: String) throws(ReadError) -> [ActionEnumDeclaration] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      throw ReadError(folder: folder, reason: "no such folder")
    }
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else {
      throw ReadError(folder: folder, reason: "it cannot be listed")
    }
    let files = enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted()
    return files.flatMap { relative -> [ActionEnumDeclaration] in
      let path = (folder as NSString).appendingPathComponent(relative)
      guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
      return read(text, file: path)
    }
  }

  /// The action enums declared in `text`, the contents of `file`.
  package static func read(_ text: String, file: String) -> [ActionEnumDeclaration] {
    var reader = DeclarationWalk(tokens: SwiftTokens.scan(text), file: file)
    return reader.walk()
  }
}

/// One pass over a file's tokens with the stack of braces around the current token.
private struct DeclarationWalk {
  /// What a `{` opened.
  struct Scope {
    var typePath: [String]?
    /// The index in `found` of the action enum this brace opened.
    var actionEnum: Int?
  }

  static let typeKeywords: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol"]
  static let notANameAfterClass: Set<String> = [
    "func", "var", "let", "subscript", "init", "static", "final", "override",
  ]

  let tokens: [SwiftTokens.Token]
  let file: String
  var index = 0
  var scopes: [Scope] = []
  var found: [ActionEnumDeclaration] = []
  /// A type declaration whose `{` has not come yet: its path and whether it is an action enum.
  var pending: (path: [String], isEnum: Bool, token: SwiftTokens.Token)?

  init(tokens: [SwiftTokens.Token], file: String) {
    self.tokens = tokens
    self.file = file
  }

  var enclosingTypePath: [String] { scopes.last { $0.typePath != nil }?.typePath ?? [] }
  var innermostActionEnum: Int? { scopes.last?.actionEnum }

  mutating func walk() -> [ActionEnumDeclaration] {
    while index < tokens.count {
      let token = tokens[index]
      switch token.text {
      case "{":
        scopes.append(openScope())
        index += 1
      case "}":
        if !scopes.isEmpty { scopes.removeLast() }
        index += 1
      case "case" where innermostActionEnum != nil:
        index += 1
        readCaseElements(into: innermostActionEnum!)
      case let keyword where Self.typeKeywords.contains(keyword):
        readTypeHead(keyword, token)
      default:
        index += 1
      }
    }
    return found.map { declaration in
      var unique = declaration
      var seen: Set<String> = []
      unique.cases = declaration.cases.filter { seen.insert($0.name).inserted }
      return unique
    }
  }

  private mutating func openScope() -> Scope {
    guard let type = pending else { return Scope() }
    pending = nil
    let insideAction = innermostActionEnum != nil
    let name = type.path.last ?? ""
    guard type.isEnum, insideAction || name.hasSuffix("Action") else { return Scope(typePath: type.path) }
    found.append(
      ActionEnumDeclaration(typePath: type.path, isNested: insideAction, file: file, line: type.token.line, cases: []))
    return Scope(typePath: type.path, actionEnum: found.count - 1)
  }

  /// `enum Action: Equatable {`, `extension ContactsFeature.Destination {`: remembers the type
  /// until its brace.
  private mutating func readTypeHead(_ keyword: String, _ token: SwiftTokens.Token) {
    index += 1
    guard index < tokens.count, tokens[index].isWord, !Self.notANameAfterClass.contains(tokens[index].text) else {
      return
    }
    var name = [tokens[index].text]
    index += 1
    while keyword == "extension", index + 1 < tokens.count, tokens[index].text == ".", tokens[index + 1].isWord {
      name.append(tokens[index + 1].text)
      index += 2
    }
    let path = keyword == "extension" ? name : enclosingTypePath + name
    pending = (path, keyword == "enum", token)
  }

  /// `a, b(Int), c = 3` after a `case` keyword of an action enum.
  private mutating func readCaseElements(into enumIndex: Int) {
    while index < tokens.count, tokens[index].isWord, !tokens[index].text.hasPrefix("#"),
      !tokens[index].text.hasPrefix("@")
    {
      let nameToken = tokens[index]
      index += 1
      var payload: String?
      if index < tokens.count, tokens[index].text == "(" {
        payload = readParenthesised()
      }
      if index < tokens.count, tokens[index].text == "=" {
        let line = tokens[index].line
        index += 1
        while index < tokens.count, tokens[index].line == line, tokens[index].text != "," { index += 1 }
      }
      found[enumIndex].cases.append(
        ActionCaseDeclaration(
          name: nameToken.text, payload: payload, file: file, line: nameToken.line, column: nameToken.column))
      guard index < tokens.count, tokens[index].text == "," else { return }
      index += 1
    }
  }

  /// The text between a `(` at `index` and its `)`, with `index` after the `)`.
  private mutating func readParenthesised() -> String {
    var depth = 0
    var text = ""
    var previous: SwiftTokens.Token?
    while index < tokens.count {
      let token = tokens[index]
      index += 1
      if token.text == "(" {
        depth += 1
        if depth == 1 { continue }
      }
      if token.text == ")" {
        depth -= 1
        if depth == 0 { break }
      }
      if let previous, previous.line != token.line || previous.column + previous.text.count < token.column {
        text += " "
      }
      text += token.text
      previous = token
    }
    return text
  }
}
