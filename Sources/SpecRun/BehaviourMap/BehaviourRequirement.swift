/// The share of action cases that scenarios must exercise for a run to pass
/// (`--require-actions-specified 90%`, or `"require-actions-specified": "90%"` in a profile).
///
/// ```swift
/// BehaviourRequirement(required: 0.9).shortfall(of: map)
/// // "specrun: scenarios exercise 7/9 action cases (77%), below the required 90%. …"
/// ```
public struct BehaviourRequirement: Sendable {
  /// From 0 to 1.
  public var required: Double

  /// Requires at least `required` (from 0 to 1) of the action cases to be exercised by scenarios.
  public init(required: Double) { self.required = required }

  /// `nil` when `map` meets the requirement; otherwise the message that fails the run, listing
  /// each case no scenario exercises with its place in the sources.
  public func shortfall(of map: BehaviourMap) -> String? {
    guard map.specifiedFraction < required else { return nil }
    let missing = map.unspecified
    let total = map.apps.flatMap(\.features).flatMap(\.cases).count
    var message =
      "specrun: scenarios exercise \(total - missing.count)/\(total) action cases "
      + "(\(BehaviourMapText.percent(map.specifiedFraction))), below the required \(BehaviourMapText.percent(required)). "
      + "Write a scenario, in the product's words, that makes each of these happen, or lower --require-actions-specified:\n"
    for (app, feature, item) in missing {
      message += "  \(item.file):\(item.line): \(app.isEmpty ? "" : app + " › ")\(feature.name) › \(item.name)\n"
    }
    return message
  }
}
