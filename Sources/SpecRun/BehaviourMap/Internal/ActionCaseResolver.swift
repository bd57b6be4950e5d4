import EvergreenTesting

/// Reads a recorded case path against the declared action enums: which feature's case a use
/// exercised. A case whose payload is a child feature's action (`case counter(Counter.Action)`,
/// through `PresentationAction`, `StackAction` or `IdentifiedAction` and their `…Of` forms) hands
/// the rest of the path to the child; a case whose payload is an enum declared inside an action
/// (`case delegate(Delegate)`) is listed by its inner cases (`delegate.saveContact`).
struct ActionCaseResolver {
  /// What a case's payload makes of it.
  enum Role {
    case leaf
    case nested(Int, wrapperCase: String?)
    case child(Int, wrapperCase: String?)
  }

  struct Credit {
    var scenarios: [String: BehaviourMap.Exercise] = [:]
    var tests: [String: BehaviourMap.Exercise] = [:]
  }

  static let wrappers: [String: (caseName: String, ofReducer: Bool)] = [
    "PresentationAction": ("presented", false),
    "StackAction": ("element", false), "StackActionOf": ("element", true),
    "IdentifiedAction": ("element", false), "IdentifiedActionOf": ("element", true),
  ]

  let sources: [BehaviourMap.AppSources]
  /// Every declaration of every app, with its app's index.
  let declarations: [(app: Int, declaration: ActionEnumDeclaration)]
  private let byName: [String: [Int]]
  /// Credits by declaration index and row name.
  private var credits: [Int: [String: Credit]] = [:]
  /// Exercises in the order first credited, for a stable listing.
  private var order: [String: Int] = [:]

  init(apps: [BehaviourMap.AppSources]) {
    sources = apps
    let all = apps.enumerated().flatMap { index, app in app.declarations.map { (app: index, declaration: $0) } }
    declarations = all
    byName = Dictionary(grouping: all.indices) { all[$0].declaration.name }
  }

  /// Credits `use` to the case it exercised; false when no declaration explains it. A wrapper's
  /// own case (`destination.dismiss`, `path.push`) is explained but is no feature's case.
  mutating func credit(_ use: ActionUse, toScenarios: Bool) -> Bool {
    guard let root = rootDeclaration(of: use.actionType),
      let resolved = resolve(use.casePath[...], in: root, owner: root, prefix: "")
    else { return false }
    guard let row = resolved.row else { return true }
    let owner = resolved.owner
    let exerciser = use.exerciser
    let key = exerciser.id
    if order[key] == nil { order[key] = order.count }
    var credit = credits[owner, default: [:]][row, default: Credit()]
    var exercise =
      (toScenarios ? credit.scenarios[key] : credit.tests[key])
      ?? BehaviourMap.Exercise(
        id: key, name: exerciser.name, file: exerciser.file, line: exerciser.line, sent: false, received: false)
    if use.direction == .sent { exercise.sent = true } else { exercise.received = true }
    if toScenarios { credit.scenarios[key] = exercise } else { credit.tests[key] = exercise }
    credits[owner, default: [:]][row] = credit
    return true
  }

  /// The declaration of a store's action type (`Macho.ContactsFeature.Action`): the module is left
  /// out, and among same-named types of several apps the one whose file path names the module wins.
  private func rootDeclaration(of actionType: String) -> Int? {
    let components = actionType.split(separator: ".").map(String.init)
    for start in components.indices {
      guard let found = byName[components[start...].joined(separator: ".")] else { continue }
      let module = components.first ?? ""
      return found.first { declarations[$0].declaration.file.split(separator: "/").contains(Substring(module)) }
        ?? found.first
    }
    return nil
  }

  /// The feature and row `path` exercises from `current`'s enum on; a `nil` row for a wrapper's
  /// own case, `nil` for a path no declaration explains.
  private func resolve(_ path: ArraySlice<String>, in current: Int, owner: Int, prefix: String, depth: Int = 0)
    -> (owner: Int, row: String?)?
  {
    guard let name = path.first, depth < 16,
      let declared = declarations[current].declaration.cases.first(where: { $0.name == name })
    else { return nil }
    let rest = path.dropFirst()
    switch role(of: declared, in: current) {
    case .leaf:
      return (owner, prefix + name)
    case .nested(let inner, let wrapperCase):
      guard let inside = Self.unwrap(rest, wrapperCase) else { return rest.isEmpty ? nil : (owner, nil) }
      return resolve(inside, in: inner, owner: owner, prefix: prefix + name + ".", depth: depth + 1)
    case .child(let child, let wrapperCase):
      guard let inside = Self.unwrap(rest, wrapperCase) else { return rest.isEmpty ? nil : (owner, nil) }
      return resolve(inside, in: child, owner: child, prefix: "", depth: depth + 1)
    }
  }

  /// The path inside a wrapper (`presented`, `element`), or `nil` for its other cases (`dismiss`).
  static func unwrap(_ path: ArraySlice<String>, _ wrapperCase: String?) -> ArraySlice<String>? {
    guard let wrapperCase else { return path }
    return path.first == wrapperCase ? path.dropFirst() : nil
  }

  /// What `declared`'s payload makes of it, looking its type up from the enum's place outward.
  func role(of declared: ActionCaseDeclaration, in current: Int) -> Role {
    guard var type = declared.payload?.replacingOccurrences(of: " ", with: "") else { return .leaf }
    var wrapperCase: String?
    if let open = type.firstIndex(of: "<"), type.hasSuffix(">"), let wrapper = Self.wrappers[String(type[..<open])] {
      let arguments = Self.genericArguments(String(type[type.index(after: open)..<type.index(before: type.endIndex)]))
      type = (arguments.last ?? "") + (wrapper.ofReducer ? ".Action" : "")
      wrapperCase = wrapper.caseName
    }
    guard type.first?.isLetter == true || type.first == "_",
      type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
      let target = lookUp(type, from: current), target != current
    else { return .leaf }
    return declarations[target].declaration.isNested
      ? .nested(target, wrapperCase: wrapperCase) : .child(target, wrapperCase: wrapperCase)
  }

  /// `A<B, C<D, E>>`'s arguments split at top-level commas: `["B", "C<D,E>"]`.
  static func genericArguments(_ text: String) -> [String] {
    var arguments: [String] = []
    var depth = 0
    var current = ""
    for character in text {
      if character == "<" { depth += 1 }
      if character == ">" { depth -= 1 }
      if character == ",", depth == 0 {
        arguments.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    arguments.append(current)
    return arguments
  }

  /// The declaration `type` names as seen from inside `current`'s enum: its own nested types first,
  /// then those of each type around it, then from the top, within the same app.
  private func lookUp(_ type: String, from current: Int) -> Int? {
    let (app, declaration) = declarations[current]
    let path = declaration.typePath
    for length in stride(from: path.count, through: 0, by: -1) {
      let name = (path.prefix(length) + [type]).joined(separator: ".")
      if let found = byName[name]?.first(where: { declarations[$0].app == app }) { return found }
    }
    return nil
  }

  /// The rows of a feature's enum: its leaf cases, and the inner cases of its nested enums.
  private func rows(of current: Int, prefix: String, depth: Int = 0) -> (
    rows: [ActionCaseDeclaration], composes: [String]
  ) {
    var rows: [ActionCaseDeclaration] = []
    var composes: [String] = []
    for declared in declarations[current].declaration.cases {
      switch role(of: declared, in: current) {
      case .leaf:
        var row = declared
        row.name = prefix + declared.name
        rows.append(row)
      case .nested(let inner, _) where depth < 16:
        let innerRows = self.rows(of: inner, prefix: prefix + declared.name + ".", depth: depth + 1)
        rows += innerRows.rows
        composes += innerRows.composes
      case .nested:
        break
      case .child(let child, _):
        let name = declarations[child].declaration.featureName
        if !composes.contains(name) { composes.append(name) }
      }
    }
    return (rows, composes)
  }

  /// The apps' features with their credited cases; a feature whose action only composes children
  /// is left out.
  func apps(featureNames: [String: String]) -> [BehaviourMap.App] {
    sources.enumerated().map { appIndex, source in
      let features = declarations.indices.compactMap { index -> BehaviourMap.Feature? in
        let (app, declaration) = declarations[index]
        guard app == appIndex, !declaration.isNested else { return nil }
        let listed = self.rows(of: index, prefix: "")
        guard !listed.rows.isEmpty else { return nil }
        let credited = credits[index] ?? [:]
        let cases = listed.rows.map { row in
          BehaviourMap.Case(
            name: row.name, file: row.file, line: row.line,
            scenarios: sorted(credited[row.name]?.scenarios), tests: sorted(credited[row.name]?.tests))
        }
        var productNames: [String: Int] = [:]
        for exercise in cases.flatMap(\.scenarios) {
          if let name = featureNames[exercise.file], !name.isEmpty { productNames[name, default: 0] += 1 }
        }
        return BehaviourMap.Feature(
          name: declaration.featureName,
          productNames: productNames.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key),
          file: declaration.file, line: declaration.line, cases: cases, composes: listed.composes)
      }
      return BehaviourMap.App(name: source.name, features: features, problem: source.problem)
    }
  }

  private func sorted(_ exercises: [String: BehaviourMap.Exercise]?) -> [BehaviourMap.Exercise] {
    (exercises ?? [:]).values.sorted { (order[$0.id] ?? 0) < (order[$1.id] ?? 0) }
  }
}
