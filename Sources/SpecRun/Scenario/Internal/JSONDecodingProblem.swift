import Foundation

/// A `DecodingError` from `JSONDecoder`, said plainly: the JSON path of the value at fault, what
/// was expected there and what the doc string holds (read from the JSON itself), without
/// Foundation's error domains and codes.
struct JSONDecodingProblem {
  let error: DocStringDecodingError

  init(_ decodingError: DecodingError, data: Data) {
    let json = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    func found(at path: [any CodingKey]) -> String {
      guard let json else { return "nothing" }
      guard let value = Self.value(in: json, at: path) else { return "nothing" }
      return Self.text(of: value)
    }
    switch decodingError {
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      error = DocStringDecodingError(
        path: Self.path(context.codingPath),
        problem: "expected \(Self.expectation(type)), found \(found(at: context.codingPath)).")
    case .keyNotFound(let key, let context):
      let keys = (json.flatMap { Self.value(in: $0, at: context.codingPath) } as? [String: Any])?.keys.sorted() ?? []
      let present = keys.isEmpty ? "it has no keys" : "it has \(keys.map { "\"\($0)\"" }.joined(separator: ", "))"
      error = DocStringDecodingError(
        path: Self.path(context.codingPath),
        problem: "the key \"\(key.stringValue)\" is missing (\(present)). Add it, or make the property optional.")
    case .dataCorrupted(let context) where json == nil:
      error = DocStringDecodingError(path: Self.path(context.codingPath), problem: Self.syntaxProblem(data))
    case .dataCorrupted(let context):
      error = DocStringDecodingError(
        path: Self.path(context.codingPath),
        problem: "found \(found(at: context.codingPath)), which does not fit: \(context.debugDescription).")
    @unknown default:
      error = DocStringDecodingError(path: "$", problem: "\(decodingError)")
    }
  }

  /// `$.items[2].name`; keys that are not plain names are bracketed: `$["due date"]`.
  static func path(_ codingPath: [any CodingKey]) -> String {
    "$"
      + codingPath.map { key in
        if let index = key.intValue { return "[\(index)]" }
        let plain = !key.stringValue.isEmpty && key.stringValue.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        return plain ? ".\(key.stringValue)" : "[\"\(key.stringValue)\"]"
      }.joined()
  }

  private static func expectation(_ type: Any.Type) -> String {
    switch type {
    case is [Any].Type: "an array"
    case is [String: Any].Type: "an object"
    default: ValueExpectation.describe(type)
    }
  }

  private static func value(in json: Any, at path: [any CodingKey]) -> Any? {
    var current: Any = json
    for key in path {
      if let array = current as? [Any], let index = key.intValue, array.indices.contains(index) {
        current = array[index]
      } else if let object = current as? [String: Any], let next = object[key.stringValue] {
        current = next
      } else {
        return nil
      }
    }
    return current
  }

  /// A JSON value as written, shortened: `"three"`, `3`, `null`, `{"a":1}`.
  private static func text(of value: Any) -> String {
    if value is [Any] { return "an array" }
    if value is [String: Any] { return "an object" }
    guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed]),
      let text = String(data: data, encoding: .utf8)
    else { return "\(value)" }
    return text.count > 60 ? String(text.prefix(57)) + "…" : text
  }

  /// What the JSON parser says is wrong, with the line and column in the doc string.
  private static func syntaxProblem(_ data: Data) -> String {
    var reason = "it cannot be read"
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    } catch {
      reason = ((error as NSError).userInfo["NSDebugDescription"] as? String) ?? reason
    }
    if reason.hasSuffix(".") { reason.removeLast() }
    if let range = reason.range(of: #"character \d+"#, options: .regularExpression),
      let offset = Int(reason[range].dropFirst("character ".count))
    {
      let before = String(decoding: data.prefix(offset), as: UTF8.self)
      let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
      reason += " (line \(lines.count), column \((lines.last?.count ?? 0) + 1))"
    }
    return "it is not valid JSON: \(reason). Check the quotes, commas and brackets there."
  }
}
