/// A Cucumber Expression proposed for an undefined step by ``CucumberExpressionGenerator``.
///
/// ```swift
/// let proposal = generator.generate(from: #"I have 3 "red" apples"#)[0]
/// proposal.source                      // "I have {int} {string} apples"
/// proposal.parameterInfos.map(\.name)  // ["int", "string"]
/// ```
public struct GeneratedExpression: Sendable {
  /// A piece of the expression: literal (already escaped) text, or the n-th parameter.
  enum Segment: Sendable {
    case text(String)
    case parameter(Int)
  }

  /// Describes one parameter of a generated step function.
  public struct ParameterInfo: Sendable, Hashable {
    /// The parameter type's name (`"int"`), numbered from the second use on (`"int2"`).
    public let name: String
    /// The Swift type its transformer produces (`"Int"`), when the parameter type declares it.
    public let typeName: String?
    /// How many parameters of this type appear up to and including this one.
    public let count: Int
  }

  let segments: [Segment]
  /// The parameter types, one per parameter, in order.
  public let parameterTypes: [ParameterType]

  /// The expression, ready to paste into a step definition.
  public var source: String {
    segments.map { segment in
      switch segment {
      case .text(let text): text
      case .parameter(let index): "{\(parameterTypes[index].name)}"
      }
    }.joined()
  }

  /// Names and types for the parameters of a generated step function.
  public var parameterInfos: [ParameterInfo] {
    var uses: [String: Int] = [:]
    return parameterTypes.map { type in
      let count = uses[type.name, default: 0] + 1
      uses[type.name] = count
      let base = type.name.isEmpty ? "arg" : type.name
      return ParameterInfo(
        name: count == 1 ? base : "\(base)\(count)", typeName: type.typeName, count: count)
    }
  }
}
