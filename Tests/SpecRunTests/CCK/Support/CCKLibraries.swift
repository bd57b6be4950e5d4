import Foundation
import SharedFixtures
import SpecRun

/// Swift step definitions equivalent to the TypeScript ones of the Cucumber Compatibility Kit
/// samples (one file per sample under `Samples/`, each extending this namespace). They are
/// written in the order of the kit's `stepDefinition`/`hook` messages, so glue ids line up.
enum CCKLibraries {}

/// Node's `assert.strictEqual`, with its message, for the samples whose TypeScript uses it.
enum NodeAssert {
  static func strictEqual<Value: Equatable>(_ actual: Value, _ expected: Value) throws {
    guard actual != expected else { return }
    throw StepFailure("Expected values to be strictly equal:\n\n\(actual) !== \(expected)\n")
  }
}

/// A file of a kit sample (an image, a PDF) for steps that attach it.
func cckFixture(_ sample: String, _ file: String) throws -> Data {
  try Data(contentsOf: SharedConformance.folder("cck/\(sample)").appendingPathComponent(file))
}

extension ScenarioContext {
  /// The value of `type`, starting from `make()` when no step kept one yet; settable.
  subscript<Value>(_ type: Value.Type, default make: @autoclosure () -> Value) -> Value {
    get { self[type] ?? make() }
    set { self[type] = newValue }
  }
}
