import Synchronization

/// `value` as a test would write it: its description without module names, so failure messages
/// read `signedOut(Tile.Action.increment)` and `Result<[UUID], SearchFailure>`, not
/// `signedOut(MyApp.Tile.Action.increment)` or `Swift.Result<Swift.Array<…>, …>`.
///
/// ```swift
/// readableDescription(of: Action.searchResponse(.success([id])))
/// // searchResponse(Result<Array<UUID>, SearchFailure>.success([…]))
/// ```
///
/// Module names are those of the value's type and its generic arguments, and the standard
/// library's and Foundation's; text inside string literals is left as it is.
public func readableDescription(of value: Any) -> String {
  removingModuleNames(from: String(describing: value), modules: moduleNames(in: type(of: value)))
}

/// A type's name as a user writes it: `Result<Array<UUID>, SearchFailure>`.
public func readableTypeName(_ type: Any.Type) -> String {
  if let known = readableTypeNames.withLock({ $0[ObjectIdentifier(type)] }) { return known }
  let name = removingModuleNames(from: String(reflecting: type), modules: moduleNames(in: type))
  readableTypeNames.withLock { $0[ObjectIdentifier(type)] = name }
  return name
}

/// Each type's readable name, made once: diffs name the type of every class and struct they show.
private let readableTypeNames = Mutex<[ObjectIdentifier: String]>([:])

private let wellKnownModules: Set<Substring> = [
  "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "_Concurrency",
  "Evergreen", "EvergreenTesting",
]

private let moduleNamesByType = Mutex<[ObjectIdentifier: Set<Substring>]>([:])

/// The modules named in a type's full name (`Swift.Result<Todos.SearchFailure>`: Swift, Todos),
/// found once per type.
private func moduleNames(in type: Any.Type) -> Set<Substring> {
  if let known = moduleNamesByType.withLock({ $0[ObjectIdentifier(type)] }) { return known }
  let modules = scanModuleNames(in: type)
  moduleNamesByType.withLock { $0[ObjectIdentifier(type)] = modules }
  return modules
}

private func scanModuleNames(in type: Any.Type) -> Set<Substring> {
  var modules = wellKnownModules
  let name = String(reflecting: type)
  var start: String.Index? = name.startIndex
  var index = name.startIndex
  while index < name.endIndex {
    let character = name[index]
    if character == "." {
      if let begin = start, begin < index { modules.insert(name[begin..<index]) }
      start = nil
    } else if !(character.isLetter || character.isNumber || character == "_") {
      start = name.index(after: index)
    }
    index = name.index(after: index)
  }
  return modules
}

/// `text` with every `Module.` in `modules` removed where it begins a name, and the runtime's
/// `(unknown context at $…).` of private types, outside string literals.
private func removingModuleNames(from text: String, modules: Set<Substring>) -> String {
  var result = ""
  result.reserveCapacity(text.utf8.count)
  var index = text.startIndex
  var inString = false
  var strippedModule = false
  while index < text.endIndex {
    let character = text[index]
    if !inString, character == "(", text[index...].hasPrefix("(unknown context at $"),
      let close = text[index...].firstIndex(of: ")"), text.index(after: close) < text.endIndex,
      text[text.index(after: close)] == "."
    {
      index = text.index(close, offsetBy: 2)
      continue
    }
    if inString {
      result.append(character)
      if character == "\\" {
        index = text.index(after: index)
        if index < text.endIndex { result.append(text[index]) }
      } else if character == "\"" {
        inString = false
      }
    } else if character == "\"" {
      inString = true
      result.append(character)
    } else if character.isLetter || character == "_" {
      let wordEnd = text[index...].firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? text.endIndex
      let word = text[index..<wordEnd]
      let previous = result.last
      let beginsName =
        previous == nil || !(previous!.isLetter || previous!.isNumber || previous! == "_" || previous! == ".")
      // A type named like its module (`Todos.Todos`) keeps its own name.
      if beginsName, !strippedModule, wordEnd < text.endIndex, text[wordEnd] == ".", modules.contains(word) {
        strippedModule = true
        index = text.index(after: wordEnd)
        continue
      }
      strippedModule = false
      result += word
      index = wordEnd
      continue
    } else {
      result.append(character)
    }
    index = text.index(after: index)
  }
  return result
}
