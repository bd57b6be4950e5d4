/// A step definition in a ``StepLibrary``: an expression, the closure it runs, and where it was
/// written (for ambiguity errors and the report).
///
/// ```swift
/// var steps = StepLibrary()
/// steps.given("a number {int}") { (context, number: Int) in … }
/// let definition = steps.definitions[0]
/// definition.pattern                 // "a number {int}"
/// try definition.expression.match("a number 42")?.first?.value as? Int   // 42
/// ```
///
/// A definition is one reference however many fields it has: every step of a run that matches it
/// carries it in its match, and a copy is one retain instead of one per field (its pattern,
/// expression, location and body). Changing a field of a copy leaves the others alone.
public struct StepDefinitionEntry: Sendable {
  /// The definition's position in ``StepLibrary/definitions``.
  public var id: Int {
    get { shared.fields.id }
    set { change { $0.id = newValue } }
  }
  /// The keyword it was defined with (`steps.given`, `steps.when`, …).
  public var keyword: StepKeyword {
    get { shared.fields.keyword }
    set { change { $0.keyword = newValue } }
  }
  /// The pattern as written (`I have {int} cucumber(s)`, or `^…$` for a regular expression).
  public var pattern: String {
    get { shared.fields.pattern }
    set { change { $0.pattern = newValue } }
  }
  /// The compiled pattern that matches step text.
  public var expression: any StepExpression {
    get { shared.fields.expression }
    set {
      change {
        $0.expression = newValue
        $0.makesBuiltInValuesOnly = Fields.makesBuiltInValuesOnly(newValue)
      }
    }
  }
  /// Whether the pattern is a regular expression rather than a Cucumber Expression.
  public var isRegularExpression: Bool {
    get { shared.fields.isRegularExpression }
    set { change { $0.isRegularExpression = newValue } }
  }
  /// Where the definition was written.
  public var location: CodeLocation {
    get { shared.fields.location }
    set { change { $0.location = newValue } }
  }
  /// How many values the closure takes after the context.
  public var arity: Int {
    get { shared.fields.arity }
    set { change { $0.arity = newValue } }
  }
  var body: StepBody { shared.fields.body }
  /// The arguments `text` makes with ``expression``, or `nil` when it does not match; asked of
  /// the expression where it is kept (through the ``expression`` getter, it was copied out first
  /// for every definition a step was tried against).
  ///
  /// ```swift
  /// try definition.match("a number 42")?.first?.value as? Int   // 42
  /// ```
  func match(_ text: String) throws -> [StepArgument]? { try shared.fields.expression.match(text) }
  /// Whether every value the expression makes comes from a built-in parameter type (a Cucumber
  /// Expression with `{int}`, `{string}` and the like alone), known once per definition: such a
  /// match may stand for every step with the same text (``StepMatchMemo``).
  var makesBuiltInValuesOnly: Bool { shared.fields.makesBuiltInValuesOnly }

  /// The fields, behind one reference that copies share.
  private var shared: Shared

  init(
    id: Int, keyword: StepKeyword, pattern: String, expression: any StepExpression, isRegularExpression: Bool,
    location: CodeLocation, arity: Int, body: StepBody
  ) {
    shared = Shared(
      Fields(
        id: id, keyword: keyword, pattern: pattern, expression: expression, isRegularExpression: isRegularExpression,
        location: location, arity: arity, body: body,
        makesBuiltInValuesOnly: Fields.makesBuiltInValuesOnly(expression)))
  }

  /// Gives this copy fields of its own with `edit` applied; other copies keep theirs.
  private mutating func change(_ edit: (inout Fields) -> Void) {
    var fields = shared.fields
    edit(&fields)
    shared = Shared(fields)
  }

  private struct Fields: Sendable {
    var id: Int
    var keyword: StepKeyword
    var pattern: String
    var expression: any StepExpression
    var isRegularExpression: Bool
    var location: CodeLocation
    var arity: Int
    var body: StepBody
    var makesBuiltInValuesOnly: Bool

    /// Whether `expression` is a Cucumber Expression whose parameter types are all built in; a
    /// regular expression's groups are looked at match by match.
    static func makesBuiltInValuesOnly(_ expression: any StepExpression) -> Bool {
      guard let expression = expression as? CucumberExpression else { return false }
      return expression.parameterTypes.allSatisfy { BuiltInParameterTypes.names.contains($0.name) }
    }
  }

  /// Never changed once made (a changed field makes a new one), so it is shared across threads.
  private final class Shared: Sendable {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }
}

/// A step definition whose expression could not be made (an unknown parameter type, a malformed
/// expression): steps it was meant for are reported undefined, and the error is reported too.
public struct StepDefinitionError: Sendable, CustomStringConvertible {
  /// The pattern, or `{name}` for a parameter type that could not be defined.
  public var pattern: String
  /// Where it was written.
  public var location: CodeLocation
  /// What is wrong, and how to fix it.
  public var message: String
  /// Set when the expression names a parameter type nobody defined.
  public var undefinedParameterType: String?

  public var description: String { "\(location): step definition '\(pattern)': \(message)" }
}
