import EvergreenReporting

/// The step definitions, hooks and parameter types a run uses. Build one per app, in its
/// `<App>Specs` target, and hand it to `specrun`:
///
/// ```swift
/// var steps = StepLibrary()
/// steps.given("the count is {int}") { (context, count: Int) in
///   context.store(for: Counter.self).start(Counter.State(count: count)) { Counter() }
/// }
/// steps.when("I tap {string}") { (context, button: String) in … }
/// steps.then("the count is {int}") { (context, count: Int) in … }
/// steps.before("@offline") { context in … }
/// ```
///
/// A closure takes the ``ScenarioContext`` and one typed value per parameter of its expression;
/// data tables and doc strings are on the context (`context.dataTable`, `context.docString`).
/// Patterns are Cucumber Expressions, or regular expressions when they start with `^`, end with
/// `$` or stand between slashes.
public struct StepLibrary: Sendable {
  /// The step definitions, in the order defined; a step that more than one matches is ambiguous.
  public private(set) var definitions: [StepDefinitionEntry] = []
  /// The hooks, in the order defined (after-hooks run in reverse).
  public private(set) var hooks: [HookEntry] = []
  /// The definitions that could not be made (a malformed expression, an unknown parameter type), each
  /// with where it was written; the run reports them and fails, however its scenarios end.
  public private(set) var definitionErrors: [StepDefinitionError] = []
  /// Where each parameter type defined here was written, by name.
  public private(set) var parameterTypeLocations: [String: CodeLocation] = [:]
  /// The parameter types the expressions may use: the built-in ones and those defined here.
  public let parameterTypes: ParameterTypeRegistry
  /// Whether scenarios not tagged `@non-exhaustive` end with the after-scenario check "Evergreen:
  /// every change described" (on by default): what the steps changed in a ``ScenarioStore`` (any
  /// ``ScenarioCheckpoint``) and no `Then` step described fails there, as a result of its own.
  /// Leave it out (`steps.checksEveryChangeDescribed = false`) for steps that drive no checkpoint,
  /// to keep their message stream as plain Cucumber's; nothing is then checked at the end.
  public var checksEveryChangeDescribed = true

  /// An empty library with the built-in parameter types (`{int}`, `{string}`, `{カギ括弧}`, …).
  public init() {
    self.parameterTypes = ParameterTypeRegistry()
  }

  /// A library made of others, one per feature, included in order (see ``include(_:)``): an app's
  /// whole library in one expression.
  ///
  /// ```swift
  /// public static var steps: StepLibrary {
  ///   StepLibrary(including: ScreenSteps.library, CounterSteps.library, ContactsSteps.library)
  /// }
  /// ```
  public init(including libraries: StepLibrary...) {
    self.init()
    for library in libraries { include(library) }
  }

  // MARK: - Steps

  /// A step that sets the scene.
  public mutating func given<each A: Sendable>(
    _ pattern: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext, repeat each A) async throws -> Void
  ) {
    define(.given, pattern, CodeLocation(fileID, filePath, line), typed: body)
  }

  /// A step where the user acts.
  public mutating func when<each A: Sendable>(
    _ pattern: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext, repeat each A) async throws -> Void
  ) {
    define(.when, pattern, CodeLocation(fileID, filePath, line), typed: body)
  }

  /// A step that states what the user sees.
  public mutating func then<each A: Sendable>(
    _ pattern: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext, repeat each A) async throws -> Void
  ) {
    define(.then, pattern, CodeLocation(fileID, filePath, line), typed: body)
  }

  /// A step for any keyword.
  public mutating func step<each A: Sendable>(
    _ pattern: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext, repeat each A) async throws -> Void
  ) {
    define(.step, pattern, CodeLocation(fileID, filePath, line), typed: body)
  }

  // Steps that take only the context. (A parameter pack cannot be inferred from a
  // single-expression closure, so these spell the common case out.)

  /// A step that sets the scene, with no parameters.
  public mutating func given(
    _ pattern: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext) async throws -> Void
  ) {
    define(
      .given, pattern, CodeLocation(fileID, filePath, line), arity: 0,
      .asynchronous { context, _ in try await body(context) })
  }

  /// A step where the user acts, with no parameters.
  public mutating func when(
    _ pattern: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext) async throws -> Void
  ) {
    define(
      .when, pattern, CodeLocation(fileID, filePath, line), arity: 0,
      .asynchronous { context, _ in try await body(context) })
  }

  /// A step that states what the user sees, with no parameters.
  public mutating func then(
    _ pattern: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext) async throws -> Void
  ) {
    define(
      .then, pattern, CodeLocation(fileID, filePath, line), arity: 0,
      .asynchronous { context, _ in try await body(context) })
  }

  /// A step for any keyword, with no parameters.
  public mutating func step(
    _ pattern: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext) async throws -> Void
  ) {
    define(
      .step, pattern, CodeLocation(fileID, filePath, line), arity: 0,
      .asynchronous { context, _ in try await body(context) })
  }

  // The same for closures that never await (most steps): Swift prefers these for a closure
  // without `await`, and the runner then calls it as a plain function (see `StepBody`). A
  // closure that awaits can only be the asynchronous kind above.

  /// A step that sets the scene, with a closure that never awaits.
  public mutating func given<each A: Sendable>(
    _ pattern: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext, repeat each A) throws -> Void
  ) {
    define(.given, pattern, CodeLocation(fileID, filePath, line), typed: body)
  }

  /// A step that sets the scene, with no parameters, with a closure that never awaits.
  public mutating func given(
    _ pattern: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext) throws -> Void
  ) {
    define(
      .given, pattern, CodeLocation(fileID, filePath, line), arity: 0, .synchronous { context, _ in try body(context) })
  }

  /// A step where the user acts, with a closure that never awaits.
  public mutating func when<each A: Sendable>(
    _ pattern: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext, repeat each A) throws -> Void
  ) {
    define(.when, pattern, CodeLocation(fileID, filePath, line), typed: body)
  }

  /// A step where the user acts, with no parameters, with a closure that never awaits.
  public mutating func when(
    _ pattern: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext) throws -> Void
  ) {
    define(
      .when, pattern, CodeLocation(fileID, filePath, line), arity: 0, .synchronous { context, _ in try body(context) })
  }

  /// A step that states what the user sees, with a closure that never awaits.
  public mutating func then<each A: Sendable>(
    _ pattern: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext, repeat each A) throws -> Void
  ) {
    define(.then, pattern, CodeLocation(fileID, filePath, line), typed: body)
  }

  /// A step that states what the user sees, with no parameters, with a closure that never awaits.
  public mutating func then(
    _ pattern: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext) throws -> Void
  ) {
    define(
      .then, pattern, CodeLocation(fileID, filePath, line), arity: 0, .synchronous { context, _ in try body(context) })
  }

  /// A step for any keyword, with a closure that never awaits.
  public mutating func step<each A: Sendable>(
    _ pattern: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext, repeat each A) throws -> Void
  ) {
    define(.step, pattern, CodeLocation(fileID, filePath, line), typed: body)
  }

  /// A step for any keyword, with no parameters, with a closure that never awaits.
  public mutating func step(
    _ pattern: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext) throws -> Void
  ) {
    define(
      .step, pattern, CodeLocation(fileID, filePath, line), arity: 0, .synchronous { context, _ in try body(context) })
  }

  /// Defines a step whose closure declares the types of its parameters: each matched argument is
  /// handed over as the type at its place (see `TypedArguments`), and a mismatch fails the step.
  private mutating func define<each A: Sendable>(
    _ keyword: StepKeyword, _ pattern: String, _ location: CodeLocation,
    typed body: @escaping @MainActor @Sendable (ScenarioContext, repeat each A) async throws -> Void
  ) {
    let arity = TypedArguments.arity(repeat (each A).self)
    define(
      keyword, pattern, location, arity: arity,
      .asynchronous { context, values in
        var index = 0
        try await body(context, repeat try TypedArguments.value(values, &index, as: (each A).self))
      })
  }

  /// The same for a closure that never awaits: it is kept synchronous (see ``StepBody``).
  private mutating func define<each A: Sendable>(
    _ keyword: StepKeyword, _ pattern: String, _ location: CodeLocation,
    typed body: @escaping @MainActor @Sendable (ScenarioContext, repeat each A) throws -> Void
  ) {
    let arity = TypedArguments.arity(repeat (each A).self)
    define(
      keyword, pattern, location, arity: arity,
      .synchronous { context, values in
        var index = 0
        try body(context, repeat try TypedArguments.value(values, &index, as: (each A).self))
      })
  }

  private mutating func define(
    _ keyword: StepKeyword, _ pattern: String, _ location: CodeLocation, arity: Int, _ body: StepBody
  ) {
    do {
      let expression = try StepExpressionFactory(registry: parameterTypes).make(pattern)
      definitions.append(
        StepDefinitionEntry(
          id: definitions.count, keyword: keyword, pattern: pattern, expression: expression,
          isRegularExpression: expression is RegularExpression, location: location, arity: arity, body: body))
    } catch let error as CucumberExpressionError {
      var undefinedName: String?
      if case .undefinedParameterType(let name) = error.kind { undefinedName = name }
      definitionErrors.append(
        StepDefinitionError(
          pattern: pattern, location: location, message: error.message, undefinedParameterType: undefinedName))
    } catch {
      definitionErrors.append(StepDefinitionError(pattern: pattern, location: location, message: "\(error)"))
    }
  }

  // MARK: - Parameter types

  /// Defines a parameter type for expressions registered after it: `{color}` below matches
  /// `red`, `green` or `blue` and hands the step a `Color`.
  ///
  /// ```swift
  /// steps.parameterType("color", regexp: "red|green|blue", explanations: ["en": "a colour: red, green or blue"]) {
  ///   Color(rawValue: $0)!
  /// }
  /// ```
  ///
  /// `explanations` says in words, by Gherkin language code, what the writer of a scenario may put
  /// in its place (`specrun steps` and the HTML page's list of phrasings show it).
  public mutating func parameterType<Value: Sendable>(
    _ name: String, regexp: String, useForSnippets: Bool = true, preferForRegexpMatch: Bool = false,
    explanations: [String: String] = [:],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    transform: @escaping @Sendable (String) throws -> Value
  ) {
    defineParameterType(
      ParameterType(
        name: name, regexp: regexp, useForSnippets: useForSnippets, preferForRegexpMatch: preferForRegexpMatch,
        typeName: "\(Value.self)", explanations: explanations, transform: transform),
      CodeLocation(fileID, filePath, line))
  }

  /// Defines a parameter type whose regexp has capture groups; the transform receives each
  /// group's value (`nil` for a group that took no part in the match). (A name of its own, so a
  /// trailing closure can never pick the wrong one of the two.)
  ///
  /// ```swift
  /// steps.groupedParameterType("flight", regexp: "([A-Z]{3})-([A-Z]{3})") { groups in
  ///   Flight(from: groups[0] ?? "", to: groups[1] ?? "")
  /// }
  /// ```
  public mutating func groupedParameterType<Value: Sendable>(
    _ name: String, regexp: String, useForSnippets: Bool = true, preferForRegexpMatch: Bool = false,
    explanations: [String: String] = [:],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    transform: @escaping @Sendable ([String?]) throws -> Value
  ) {
    defineParameterType(
      ParameterType(
        name: name, regexps: [regexp], useForSnippets: useForSnippets, preferForRegexpMatch: preferForRegexpMatch,
        typeName: "\(Value.self)", explanations: explanations, transform: transform),
      CodeLocation(fileID, filePath, line))
  }

  private mutating func defineParameterType(_ type: ParameterType, _ location: CodeLocation) {
    if BuiltInParameterTypes.names.contains(type.name) {
      let message = "{\(type.name)} is a built-in parameter type. Remove this definition: every library has it."
      definitionErrors.append(StepDefinitionError(pattern: "{\(type.name)}", location: location, message: message))
      return
    }
    do {
      try parameterTypes.define(type)
      parameterTypeLocations[type.name] = location
    } catch {
      definitionErrors.append(StepDefinitionError(pattern: "{\(type.name)}", location: location, message: "\(error)"))
    }
  }

  // MARK: - Hooks

  /// Runs before each scenario whose tags match `tags` (every scenario when nil).
  public mutating func before(
    _ tags: String? = nil, name: String? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext) async throws -> Void
  ) {
    addHook(.beforeScenario, tags, name, CodeLocation(fileID, filePath, line), body)
  }

  /// Runs after each scenario whose tags match `tags`, even when it failed. After-hooks run in
  /// reverse order of definition: the first one defined runs last.
  public mutating func after(
    _ tags: String? = nil, name: String? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext) async throws -> Void
  ) {
    addHook(.afterScenario, tags, name, CodeLocation(fileID, filePath, line), body)
  }

  /// Runs before each step of the scenarios whose tags match `tags`.
  public mutating func beforeStep(
    _ tags: String? = nil, name: String? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext) async throws -> Void
  ) {
    addHook(.beforeStep, tags, name, CodeLocation(fileID, filePath, line), body)
  }

  /// Runs after each step of the scenarios whose tags match `tags` (in reverse order of definition).
  public mutating func afterStep(
    _ tags: String? = nil, name: String? = nil, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line,
    _ body: @escaping @MainActor @Sendable (ScenarioContext) async throws -> Void
  ) {
    addHook(.afterStep, tags, name, CodeLocation(fileID, filePath, line), body)
  }

  /// Runs once before the first scenario of a run.
  public mutating func beforeAll(
    name: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, _ body: @escaping @MainActor @Sendable () async throws -> Void
  ) {
    addHook(.beforeAll, nil, name, CodeLocation(fileID, filePath, line)) { _ in try await body() }
  }

  /// Runs once after the last scenario of a run (in reverse order of definition).
  public mutating func afterAll(
    name: String? = nil, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, _ body: @escaping @MainActor @Sendable () async throws -> Void
  ) {
    addHook(.afterAll, nil, name, CodeLocation(fileID, filePath, line)) { _ in try await body() }
  }

  private mutating func addHook(
    _ kind: HookEntry.Kind, _ tags: String?, _ name: String?, _ location: CodeLocation,
    _ body: @escaping @MainActor @Sendable (ScenarioContext) async throws -> Void
  ) {
    var expression: TagExpression?
    if let tags {
      do {
        expression = try TagExpression(parsing: tags)
      } catch {
        definitionErrors.append(
          StepDefinitionError(pattern: tags, location: location, message: "hook tag expression: \(error)"))
        return
      }
    }
    hooks.append(HookEntry(id: hooks.count, kind: kind, tags: expression, name: name, location: location, body: body))
  }

  /// Adds every definition, hook and error of `other` (a library for another feature).
  public mutating func include(_ other: StepLibrary) {
    for var definition in other.definitions {
      definition.id = definitions.count
      definitions.append(definition)
    }
    for var hook in other.hooks {
      hook.id = hooks.count
      hooks.append(hook)
    }
    definitionErrors += other.definitionErrors
    for type in other.parameterTypes.parameterTypes where parameterTypes.lookup(name: type.name) == nil {
      try? parameterTypes.define(type)
      parameterTypeLocations[type.name] = other.parameterTypeLocations[type.name]
    }
  }
}

/// A hook in a ``StepLibrary``.
public struct HookEntry: Sendable {
  /// When a hook runs; the raw value is its name in Cucumber Messages.
  public enum Kind: String, Sendable {
    /// Once before the first scenario (`steps.beforeAll { … }`).
    case beforeAll = "BEFORE_TEST_RUN"
    /// Once after the last scenario.
    case afterAll = "AFTER_TEST_RUN"
    /// Before each scenario whose tags match.
    case beforeScenario = "BEFORE_TEST_CASE"
    /// After each scenario whose tags match, even a failed one.
    case afterScenario = "AFTER_TEST_CASE"
    /// Before each step of a matching scenario.
    case beforeStep = "BEFORE_TEST_STEP"
    /// After each step of a matching scenario.
    case afterStep = "AFTER_TEST_STEP"
  }

  /// The hook's position in ``StepLibrary/hooks``.
  public var id: Int {
    get { fields.values.id }
    set { change(\.id, to: newValue) }
  }
  /// When it runs.
  public var kind: Kind {
    get { fields.values.kind }
    set { change(\.kind, to: newValue) }
  }
  /// The scenarios it runs for (`@offline and not @slow`); `nil` for every scenario.
  public var tags: TagExpression? {
    get { fields.values.tags }
    set { change(\.tags, to: newValue) }
  }
  /// The name the report shows for it, if one was given.
  public var name: String? {
    get { fields.values.name }
    set { change(\.name, to: newValue) }
  }
  /// Where the hook was written.
  public var location: CodeLocation {
    get { fields.values.location }
    set { change(\.location, to: newValue) }
  }
  var body: @MainActor @Sendable (ScenarioContext) async throws -> Void { fields.values.body }

  /// The entry's values, shared by every copy of it: a test case's plan holds its hooks, and a
  /// scenario reads each out of its plan as it runs, so a copy is one retain (held inline, it
  /// retained every string of its name and location, its tag expression and its body).
  private var fields: Fields

  private struct Values: Sendable {
    var id: Int
    var kind: Kind
    var tags: TagExpression?
    var name: String?
    var location: CodeLocation
    var body: @MainActor @Sendable (ScenarioContext) async throws -> Void
  }

  private final class Fields: Sendable {
    let values: Values
    init(_ values: Values) { self.values = values }
  }

  init(
    id: Int, kind: Kind, tags: TagExpression?, name: String?, location: CodeLocation,
    body: @escaping @MainActor @Sendable (ScenarioContext) async throws -> Void
  ) {
    fields = Fields(Values(id: id, kind: kind, tags: tags, name: name, location: location, body: body))
  }

  /// Sets one value in a copy of the fields this entry alone holds from now on.
  private mutating func change<Value>(_ key: WritableKeyPath<Values, Value>, to value: Value) {
    var values = fields.values
    values[keyPath: key] = value
    fields = Fields(values)
  }

  func applies(to tags: [String]) -> Bool { fields.values.tags?.evaluate(tags) ?? true }
}

extension [HookEntry] {
  /// The hooks of `kind` in the order they run: before-hooks in the order they were defined,
  /// after-hooks in reverse (the first defined runs last, so it can undo what it set up around
  /// the others), as Cucumber does.
  func inRunningOrder(_ kind: HookEntry.Kind) -> [HookEntry] {
    let hooks = filter { $0.kind == kind }
    return kind.isAfter ? hooks.reversed() : hooks
  }

  /// Whether a hook runs once for the whole run (before-all or after-all).
  var hasRunHooks: Bool { contains { $0.kind == .beforeAll || $0.kind == .afterAll } }
}

extension HookEntry.Kind {
  var isAfter: Bool { self == .afterAll || self == .afterScenario || self == .afterStep }
}

extension CodeLocation {
  init(_ fileID: StaticString, _ filePath: StaticString, _ line: UInt) {
    self.init(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line))
  }
}
