import Foundation
import SharedFixtures
import SpecRun

/// Reads the official conformance data in `../shared/conformance` (the `.json` twins of the
/// YAML files) for the parameterised conformance tests. Every listing is empty when
/// `../shared` is absent; the tests are then skipped through `SharedConformance.isAvailable`.
enum ConformanceCases {
  /// The `.json` files of `../shared/conformance/<folder>`, sorted, as paths relative to it.
  static func jsonFiles(in folder: String) -> [String] {
    guard SharedConformance.isAvailable, let url = try? SharedConformance.folder(folder),
      let names = try? FileManager.default.contentsOfDirectory(atPath: url.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
  }

  /// The decoded JSON of `../shared/conformance/<relativePath>`.
  static func load(_ relativePath: String) throws -> Any {
    let url = try SharedConformance.folder(relativePath)
    return try JSONSerialization.jsonObject(
      with: Data(contentsOf: url), options: [.fragmentsAllowed])
  }

  /// A JSON object's fields, or a readable error naming the file.
  static func object(_ relativePath: String) throws -> [String: Any] {
    guard let object = try load(relativePath) as? [String: Any] else {
      throw UnexpectedShape(path: relativePath, expected: "an object")
    }
    return object
  }

  /// A JSON array of objects, or a readable error naming the file.
  static func objects(_ relativePath: String) throws -> [[String: Any]] {
    guard let objects = try load(relativePath) as? [[String: Any]] else {
      throw UnexpectedShape(path: relativePath, expected: "an array of objects")
    }
    return objects
  }

  struct UnexpectedShape: Error, CustomStringConvertible {
    let path: String
    let expected: String
    var description: String {
      "\(path) is not \(expected); has the conformance data's format changed?"
    }
  }
}

/// A JSON value from the conformance data, for comparing with what the engines produce.
enum JSONValue: Equatable, CustomStringConvertible {
  case null
  case string(String)
  case integer(Int64)
  case number(Double)
  case array([JSONValue])

  init(_ any: Any?) {
    switch any {
    case nil, is NSNull: self = .null
    case let string as String: self = .string(string)
    case let integer as Int: self = .integer(Int64(integer))
    case let double as Double:
      self = double.rounded() == double && abs(double) < 1e15 ? .integer(Int64(double)) : .number(double)
    case let array as [Any]: self = .array(array.map { JSONValue($0) })
    case let number as NSNumber: self = .number(number.doubleValue)
    default: self = .string("\(any!)")
    }
  }

  /// Whether a transformed argument value equals this expected value (numbers within 1e-12
  /// relative, since the data writes `1500.0` for a `Double` the engine computes).
  func matches(_ argument: StepArgument) -> Bool {
    let actual = argument.value
    switch self {
    case .null:
      return argument.isAbsent
    case .string(let expected):
      return (actual as? String) == expected
    case .integer(let expected):
      if let value = actual as? any BinaryInteger { return Int64(exactly: value) == expected }
      if let value = actual as? Double { return value == Double(expected) }
      return false
    case .number(let expected):
      guard let value = actual as? Double else { return false }
      return abs(value - expected) <= 1e-12 * max(1, abs(expected))
    case .array:
      return false
    }
  }

  var description: String {
    switch self {
    case .null: "null"
    case .string(let string): "\"\(string)\""
    case .integer(let integer): "\(integer)"
    case .number(let number): "\(number)"
    case .array(let array): "[\(array.map(\.description).joined(separator: ", "))]"
    }
  }
}
