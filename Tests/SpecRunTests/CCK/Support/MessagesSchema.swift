import Foundation

/// A small checker for the bundled Cucumber Messages JSON Schema
/// (`../shared/conformance/messages/messages.schema.json`): it follows `$ref`s and checks each
/// object's `required` fields, that it has no field outside `properties` when
/// `additionalProperties` is false, value types (`object`, `array`, `string`, `integer`,
/// `number`, `boolean`) and `enum`s. Enough to catch a misspelt or missing field.
///
/// ```swift
/// let schema = try MessagesSchema(contentsOf: url)
/// schema.problems(in: envelopeJSON)   // ["testCase.testSteps[0]: missing required field \"id\""]
/// ```
struct MessagesSchema {
  private let root: [String: Any]
  private let documents: [String: [String: Any]]

  init(contentsOf url: URL) throws {
    guard let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] else {
      throw CCKSampleError("\(url.path) is not a JSON object")
    }
    self.root = root
    self.documents = root["$defs"] as? [String: [String: Any]] ?? [:]
  }

  /// What is wrong with `envelope`, one readable line per problem; empty when it validates.
  func problems(in envelope: Any) -> [String] {
    var problems: [String] = []
    check(envelope, against: root, document: root, path: "envelope", &problems)
    return problems
  }

  private func check(
    _ value: Any, against schema: [String: Any], document: [String: Any], path: String, _ problems: inout [String]
  ) {
    if let reference = schema["$ref"] as? String {
      guard let (target, targetDocument) = resolve(reference, in: document) else {
        problems.append("\(path): the schema's $ref \(reference) cannot be resolved")
        return
      }
      check(value, against: target, document: targetDocument, path: path, &problems)
      return
    }
    if let type = schema["type"] as? String, !Self.value(value, isOfType: type) {
      problems.append("\(path): expected \(type), got \(value)")
      return
    }
    if let allowed = schema["enum"] as? [String], let text = value as? String, !allowed.contains(text) {
      problems.append("\(path): \"\(text)\" is not one of \(allowed)")
    }
    if let object = value as? [String: Any] {
      let properties = schema["properties"] as? [String: [String: Any]] ?? [:]
      for name in schema["required"] as? [String] ?? [] where object[name] == nil {
        problems.append("\(path): missing required field \"\(name)\"")
      }
      for (name, child) in object.sorted(by: { $0.key < $1.key }) {
        if let property = properties[name] {
          check(child, against: property, document: document, path: "\(path).\(name)", &problems)
        } else if schema["additionalProperties"] as? Bool == false {
          problems.append("\(path): unknown field \"\(name)\"")
        }
      }
    }
    if let array = value as? [Any], let items = schema["items"] as? [String: Any] {
      for (index, item) in array.enumerated() {
        check(item, against: items, document: document, path: "\(path)[\(index)]", &problems)
      }
    }
  }

  /// `./Name.schema.json` and `Name.schema.json` name a bundled document; `#/definitions/X` a
  /// definition inside the current one.
  private func resolve(_ reference: String, in document: [String: Any]) -> ([String: Any], [String: Any])? {
    if reference.hasPrefix("#/definitions/") {
      let name = String(reference.dropFirst("#/definitions/".count))
      guard let target = (document["definitions"] as? [String: [String: Any]])?[name] else { return nil }
      return (target, document)
    }
    let file = reference.hasPrefix("./") ? String(reference.dropFirst(2)) : reference
    guard let target = documents["https://cucumber.io/schema/\(file)"] else { return nil }
    return (target, target)
  }

  private static func value(_ value: Any, isOfType type: String) -> Bool {
    switch type {
    case "object": return value is [String: Any]
    case "array": return value is [Any]
    case "string": return value is String
    case "boolean": return (value as? NSNumber).map(isBoolean) ?? false
    case "integer":
      return (value as? NSNumber).map { !isBoolean($0) && $0.doubleValue.rounded() == $0.doubleValue } ?? false
    case "number": return (value as? NSNumber).map { !isBoolean($0) } ?? false
    default: return true
    }
  }

  private static func isBoolean(_ number: NSNumber) -> Bool {
    #if canImport(Darwin)
      return CFGetTypeID(number) == CFBooleanGetTypeID()
    #else
      return type(of: number) == type(of: NSNumber(value: true))
    #endif
  }
}
