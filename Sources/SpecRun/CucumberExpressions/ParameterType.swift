/// A named kind of value a Cucumber Expression can capture: `{int}`, `{string}`, or your own.
///
/// ```swift
/// let color = ParameterType(name: "color", regexps: ["red|blue|yellow"], typeName: "Color") {
///   values in Color(rawValue: values[0] ?? "")
/// }
/// try registry.define(color)
/// let expression = try CucumberExpression("I have a {color} ball", registry: registry)
/// ```
///
/// The transformer receives the parameter's capture: the values of the regexp's own capture
/// groups when it has some (as `{string}` has), otherwise the whole matched text. A value is
/// `nil` when its group did not take part in the match.
///
/// `specrun` runs transformers while it matches the steps, before their scenarios run: with
/// `--parallel 2` and up on other threads, while the main actor runs earlier scenarios or waits
/// for the next one's plan. So a transformer must not wait for the main actor
/// (`DispatchQueue.main.sync` would never return); make the value from the capture alone.
public struct ParameterType: Sendable {
  /// The name used between braces (`"int"` for `{int}`); `""` is the anonymous `{}`.
  public var name: String { fields.name }
  /// The regular expressions (ICU syntax) the parameter matches; any one of them may match.
  public var regexps: [String] { fields.regexps }
  /// Whether the snippet generator may propose this type for undefined steps.
  public var useForSnippets: Bool { fields.useForSnippets }
  /// Whether a regular expression step's capture group with exactly one of these regexps is
  /// transformed with this type when several types share that regexp.
  public var preferForRegexpMatch: Bool { fields.preferForRegexpMatch }
  /// The Swift type the transformer produces, for generated snippets (`"Int"`, `"String"`).
  public var typeName: String? { fields.typeName }
  /// What a value of this type looks like, in words a scenario writer reads, by Gherkin language
  /// code (`["ja": "整数（3、-2 など）", "en": "a whole number such as 3 or -2"]`).
  public var explanations: [String: String] { fields.explanations }

  /// The fields, behind one reference that copies share: a type is copied for every argument a
  /// step's match makes, and a copy is then one retain instead of one per field (two closures
  /// among them).
  private let fields: Fields

  private final class Fields: Sendable {
    let name: String
    let regexps: [String]
    let useForSnippets: Bool
    let preferForRegexpMatch: Bool
    let typeName: String?
    let explanations: [String: String]
    let transformer: @Sendable ([String?]) throws -> any Sendable
    /// The same transformer for a type that reads only the first value, given that value alone:
    /// a capture without nested groups (a whole number, a word) then makes no list to hand over.
    /// `nil` for a transformer written for the list.
    let firstValueTransformer: (@Sendable (String?) throws -> any Sendable)?

    init(
      name: String, regexps: [String], useForSnippets: Bool, preferForRegexpMatch: Bool, typeName: String?,
      explanations: [String: String], transformer: @escaping @Sendable ([String?]) throws -> any Sendable,
      firstValueTransformer: (@Sendable (String?) throws -> any Sendable)?
    ) {
      self.name = name
      self.regexps = regexps
      self.useForSnippets = useForSnippets
      self.preferForRegexpMatch = preferForRegexpMatch
      self.typeName = typeName
      self.explanations = explanations
      self.transformer = transformer
      self.firstValueTransformer = firstValueTransformer
    }
  }

  /// A parameter type matching any of `regexps`, whose `transform` turns a capture's values into
  /// the step's argument.
  public init(
    name: String, regexps: [String], useForSnippets: Bool = true,
    preferForRegexpMatch: Bool = false, typeName: String? = nil, explanations: [String: String] = [:],
    transform: @escaping @Sendable ([String?]) throws -> any Sendable
  ) {
    fields = Fields(
      name: name, regexps: regexps, useForSnippets: useForSnippets, preferForRegexpMatch: preferForRegexpMatch,
      typeName: typeName, explanations: explanations, transformer: transform, firstValueTransformer: nil)
  }

  /// A parameter type whose transformer reads only the first of a capture's values (`nil` when
  /// its group did not take part): the built-in number and text types, and every type made with
  /// a transformer of the whole matched text.
  static func readingFirstValue(
    name: String, regexps: [String], useForSnippets: Bool, preferForRegexpMatch: Bool, typeName: String?,
    explanations: [String: String], _ transform: @escaping @Sendable (String?) throws -> any Sendable
  ) -> ParameterType {
    ParameterType(
      fields: Fields(
        name: name, regexps: regexps, useForSnippets: useForSnippets, preferForRegexpMatch: preferForRegexpMatch,
        typeName: typeName, explanations: explanations, transformer: { values in try transform(values.first ?? nil) },
        firstValueTransformer: transform))
  }

  private init(fields: Fields) { self.fields = fields }

  /// A parameter type with one regexp whose transformer takes the whole matched text:
  ///
  /// ```swift
  /// ParameterType(name: "celsius", regexp: "-?\\d+°C", typeName: "Int") { text in
  ///   Int(text.dropLast(2)) ?? 0
  /// }
  /// ```
  public init<Value: Sendable>(
    name: String, regexp: String, useForSnippets: Bool = true,
    preferForRegexpMatch: Bool = false, typeName: String? = nil, explanations: [String: String] = [:],
    transform: @escaping @Sendable (String) throws -> Value
  ) {
    self = .readingFirstValue(
      name: name, regexps: [regexp], useForSnippets: useForSnippets,
      preferForRegexpMatch: preferForRegexpMatch, typeName: typeName ?? "\(Value.self)", explanations: explanations
    ) { text -> any Sendable in
      guard let text else { return Value?.none }
      return try transform(text)
    }
  }

  /// The explanation for a reader of `language` (a Gherkin language code): in that language when
  /// there is one, else in English, else in any language given; `nil` when none was given.
  public func explanation(in language: String) -> String? {
    explanations[language] ?? explanations["en"] ?? explanations.keys.sorted().first.flatMap { explanations[$0] }
  }

  /// Runs the transformer on a capture's values.
  public func transform(_ values: [String?]) throws -> any Sendable {
    try fields.transformer(values)
  }

  /// Runs the transformer on `group`'s values (``ArgumentGroup/transformerInput``), handing a
  /// group without nested groups its one value without a list when the transformer reads only
  /// the first: the same value either way.
  func transform(_ group: ArgumentGroup) throws -> any Sendable {
    if group.children.isEmpty, let firstValueTransformer = fields.firstValueTransformer {
      return try firstValueTransformer(group.value)
    }
    return try fields.transformer(group.transformerInput)
  }

  /// Whether `name` can be used between braces: it may not contain `{`, `}`, `(`, `)`, `\`, `/`.
  public static func isValidName(_ name: String) -> Bool {
    !name.contains { "{}()\\/".contains($0) }
  }
}
