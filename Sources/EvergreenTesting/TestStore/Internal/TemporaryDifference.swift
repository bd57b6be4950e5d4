// TEMPORARY: stands in for the diff engine (Sources/EvergreenTesting/Diffing/) until it is merged.
// Delete this file at merge; the real `difference` has exactly this signature.

/// Describes how `actual` differs from `expected`, or `nil` when they print the same.
public func difference<T>(
  _ expected: T, _ actual: T, expectedLabel: String = "expected", actualLabel: String = "actual"
) -> String? {
  let old = String(describing: expected)
  let new = String(describing: actual)
  guard old != new else { return nil }
  return "− \(old)\n+ \(new)\n(− \(expectedLabel), + \(actualLabel))"
}
