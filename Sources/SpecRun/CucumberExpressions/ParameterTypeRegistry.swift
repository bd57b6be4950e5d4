import Synchronization

/// The parameter types Cucumber Expressions and regular expressions can use. A new registry
/// holds the built-in types (`{int}`, `{float}`, `{word}`, `{string}`, `{}`, `{double}`,
/// `{bigdecimal}`, `{biginteger}`, `{byte}`, `{short}`, `{long}`, and `{カギ括弧}` for 「…」);
/// define your own with ``define(_:)``:
///
/// ```swift
/// let registry = ParameterTypeRegistry()
/// try registry.define(ParameterType(name: "color", regexp: "red|blue") { $0 })
/// registry.lookup(name: "color")?.regexps  // ["red|blue"]
/// ```
///
/// Safe to share between threads; define types before matching steps.
public final class ParameterTypeRegistry: Sendable {
  private struct State {
    var ordered: [ParameterType] = []
    var byName: [String: ParameterType] = [:]
    var byRegexp: [String: [ParameterType]] = [:]
  }

  private let state = Mutex(State())

  /// A registry with the built-in parameter types.
  public init() {
    for type in BuiltInParameterTypes.all {
      // The built-in names are distinct, valid and have one preferential type per regexp.
      try? define(type)
    }
  }

  /// Adds a parameter type. Throws when the name is taken or illegal, or when a second
  /// preferential type would share a regexp with another one.
  public func define(_ type: ParameterType) throws {
    guard ParameterType.isValidName(type.name) else {
      throw CucumberExpressionError(
        .invalidParameterType,
        message:
          "Illegal character in parameter name {\(type.name)}. Parameter names may not contain '{', '}', '(', ')', '\\' or '/'"
      )
    }
    guard !type.regexps.isEmpty else {
      throw CucumberExpressionError(
        .invalidParameterType,
        message: "The parameter type {\(type.name)} has no regexps. Give it at least one regexp its values match.")
    }
    try state.withLock { state in
      if state.byName[type.name] != nil {
        throw CucumberExpressionError(
          .invalidParameterType,
          message: type.name.isEmpty
            ? "The anonymous parameter type has already been defined"
            : "There is already a parameter type with name \(type.name)")
      }
      for regexp in type.regexps {
        if type.preferForRegexpMatch,
          let preferred = state.byRegexp[regexp]?.first(where: \.preferForRegexpMatch)
        {
          throw CucumberExpressionError(
            .invalidParameterType,
            message: """
              There can only be one preferential parameter type per regexp.
              The regexp /\(regexp)/ is used for two preferential parameter types, {\(preferred.name)} and {\(type.name)}
              """)
        }
      }
      state.byName[type.name] = type
      state.ordered.append(type)
      for regexp in type.regexps {
        var sharing = state.byRegexp[regexp, default: []]
        sharing.append(type)
        sharing.sort(by: Self.preferredFirst)
        state.byRegexp[regexp] = sharing
      }
    }
  }

  /// The parameter type named `name` (`""` for the anonymous `{}`), if defined.
  public func lookup(name: String) -> ParameterType? {
    state.withLock { $0.byName[name] }
  }

  /// Every defined parameter type, in the order they were defined.
  public var parameterTypes: [ParameterType] {
    state.withLock { $0.ordered }
  }

  /// The parameter type a regular expression's capture group `regexp` stands for, or `nil` when
  /// none has exactly that regexp. Throws when several share it and none is preferential.
  func lookup(regexp: String, inExpression expressionPattern: String, text: String) throws
    -> ParameterType?
  {
    guard let candidates = state.withLock({ $0.byRegexp[regexp] }), let first = candidates.first
    else { return nil }
    if candidates.count > 1 && !first.preferForRegexpMatch {
      let suggestions = CucumberExpressionGenerator(registry: self).generate(from: text)
      throw CucumberExpressionError(
        .ambiguousParameterType,
        message: """
          Your Regular Expression /\(expressionPattern)/
          matches multiple parameter types with regexp /\(regexp)/:
             \(candidates.map { "{\($0.name)}" }.joined(separator: "\n   "))

          I couldn't decide which one to use. You have two options:

          1) Use a Cucumber Expression instead of a Regular Expression. Try one of these:
             \(suggestions.map(\.source).joined(separator: "\n   "))

          2) Make one of the parameter types preferential and continue to use a Regular Expression.

          """)
    }
    return first
  }

  /// Preferential types first, then by name: the order the reference sorts candidates in.
  static func preferredFirst(_ left: ParameterType, _ right: ParameterType) -> Bool {
    if left.preferForRegexpMatch != right.preferForRegexpMatch { return left.preferForRegexpMatch }
    return left.name < right.name
  }
}
