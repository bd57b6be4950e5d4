import EvergreenReporting
import Synchronization

/// The one value behind every `@Shared` of a key: read and changed under a lock, saved through its
/// key after each change, and reported to the test's change tracker so a `TestStore` can insist that
/// every change is asserted.
final class SharedReference<Value: Sendable>: Sendable {
  let key: any SharedKey<Value>
  private let value: Mutex<Value>

  init(key: any SharedKey<Value>, value: Value) {
    self.key = key
    self.value = Mutex(value)
  }

  /// The live value.
  var current: Value { value.withLock { $0 } }

  /// Changes the live value; a test's tracker learns what it was before.
  func change<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    var copy = current
    let before = copy
    let result = try body(&copy)
    value.withLock { $0 = copy }
    SharedChangeTracker.current?.recordChange(of: self, from: before, description: key.description)
    key.save(copy)
    return result
  }
}
