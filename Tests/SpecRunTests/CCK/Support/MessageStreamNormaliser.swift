import Foundation

/// Turns a Cucumber Messages stream into a form two runners can be compared in: what depends
/// on the machine, the clock or the implementation language is removed or made canonical, and
/// everything the Cucumber Compatibility Kit pins down is kept.
///
/// ```swift
/// let lines = MessageStreamNormaliser(sample: "minimal").normalise(envelopes)  // [String]
/// ```
///
/// The rules, in order:
/// - `meta` envelopes are dropped (they describe the machine).
/// - Glue envelopes (`parameterType`, `stepDefinition`, `undefinedParameterType`, `hook`) that
///   stand together are grouped by kind in that order, keeping their order within a kind: the
///   reference runner announces glue in the order of its TypeScript file, where kinds interleave.
/// - `timestamp`, `duration` and `stackTrace` fields are dropped.
/// - Ids are replaced by `#n`, n counting first appearances, so references stay consistent.
/// - A `uri` naming a scenario file becomes `samples/<sample>/<file>`, as in the kit.
/// - `sourceReference` becomes `true`: Swift locations differ from TypeScript ones; only its
///   presence is compared.
/// - A `suggestion`'s snippets become `true` when there are any: snippets are Swift here.
/// - An exception's `type` is mapped from the JavaScript names to the Swift error the runner
///   reports for the same situation (`exceptionTypes`).
/// - An `AMBIGUOUS` result keeps only its status: this runner explains the ambiguity in a
///   message (which definitions matched, where); the reference runner leaves it empty.
struct MessageStreamNormaliser {
  var sample: String

  /// JavaScript exception names in the kit → the Swift type the runner reports.
  static let exceptionTypes = [
    "Error": "StepFailure",
    "AssertionError": "StepFailure",
    "PendingException": "PendingStep",
    "SkippedException": "SkipScenario",
  ]

  static let glueOrder = ["parameterType", "stepDefinition", "undefinedParameterType", "hook"]
  static let droppedKeys: Set<String> = ["timestamp", "duration", "stackTrace"]

  /// Each envelope normalised and written as JSON with sorted keys, one string per envelope.
  func normalise(_ envelopes: [[String: Any]]) -> [String] {
    var ids = IdRenumbering()
    return groupGlue(envelopes.filter { $0["meta"] == nil }).map { envelope in
      let value = normalise(envelope, key: nil, ids: &ids)
      let data = try! JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
      return String(decoding: data, as: UTF8.self)
    }
  }

  private func groupGlue(_ envelopes: [[String: Any]]) -> [[String: Any]] {
    func glueRank(_ envelope: [String: Any]) -> Int? {
      envelope.keys.first.flatMap { Self.glueOrder.firstIndex(of: $0) }
    }
    var result: [[String: Any]] = []
    var run: [[String: Any]] = []
    func flushRun() {
      result += run.enumerated().sorted { (glueRank($0.element)!, $0.offset) < (glueRank($1.element)!, $1.offset) }.map(
        \.element)
      run.removeAll()
    }
    for envelope in envelopes {
      if glueRank(envelope) != nil {
        run.append(envelope)
      } else {
        flushRun()
        result.append(envelope)
      }
    }
    flushRun()
    return result
  }

  private func normalise(_ value: Any, key: String?, ids: inout IdRenumbering) -> Any {
    switch value {
    case let object as [String: Any]:
      var out: [String: Any] = [:]
      var object = object
      if let result = object["testStepResult"] as? [String: Any], result["status"] as? String == "AMBIGUOUS" {
        object["testStepResult"] = ["status": "AMBIGUOUS"]
      }
      for field in object.keys.sorted() where !Self.droppedKeys.contains(field) {
        let child = object[field]!
        switch field {
        case "sourceReference":
          out[field] = true
        case "snippets":
          out[field] = !((child as? [Any]) ?? []).isEmpty
        case "uri":
          out[field] = normaliseURI(child)
        case "type" where key == "exception":
          out[field] = (child as? String).map { Self.exceptionTypes[$0] ?? $0 } ?? child
        case _ where IdRenumbering.isIdField(field):
          out[field] = ids.renumber(child)
        default:
          out[field] = normalise(child, key: field, ids: &ids)
        }
      }
      return out
    case let array as [Any]:
      return array.map { normalise($0, key: key, ids: &ids) }
    default:
      return value
    }
  }

  private func normaliseURI(_ value: Any) -> Any {
    guard let uri = value as? String, uri.hasSuffix(".feature") || uri.hasSuffix(".feature.md") else { return value }
    return "samples/\(sample)/\((uri as NSString).lastPathComponent)"
  }
}

/// Replaces ids by `#1`, `#2`, … in order of first appearance.
struct IdRenumbering {
  private var numbers: [String: Int] = [:]

  /// `id`, `…Id` and `…Ids` fields hold ids.
  static func isIdField(_ name: String) -> Bool {
    name == "id" || name.hasSuffix("Id") || name.hasSuffix("Ids")
  }

  mutating func renumber(_ value: Any) -> Any {
    if let many = value as? [Any] { return many.map { renumber($0) } }
    guard let id = value as? String else { return value }
    if let number = numbers[id] { return "#\(number)" }
    numbers[id] = numbers.count + 1
    return "#\(numbers.count)"
  }
}
