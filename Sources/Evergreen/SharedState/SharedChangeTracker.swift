import Synchronization

/// How a `TestStore` checks shared state exhaustively. Every shared value is one reference, so the
/// state before a step and after it hold the same value; the tracker remembers, for each shared
/// value changed since the last assertion, the value the test last asserted. A test's assert closure
/// changes that remembered value (`$0.$total.withLock { $0 = 3 }`), and comparing the expected
/// state with the actual one compares it with the live value.
///
/// The harness installs one per store (as a dependency) and runs its assertions through
/// ``asserting(_:)`` and ``comparing(_:)``; nothing else needs it.
@_spi(Harness) public final class SharedChangeTracker: Sendable {
  private struct Snapshot {
    let reference: AnyObject & Sendable
    var asserted: any Sendable
    let description: String
    let current: @Sendable () -> any Sendable
  }

  private enum Mode { case live, asserting, comparing }

  private struct State {
    var mode = Mode.live
    var snapshots: [ObjectIdentifier: Snapshot] = [:]
  }

  private let state = Mutex(State())

  public init() {}

  /// The tracker of the store whose reducer, effect or assertion is running.
  static var current: SharedChangeTracker? { DependencyValues.current.sharedChangeTracker }

  func recordChange<Value: Sendable>(of reference: SharedReference<Value>, from before: Value, description: String) {
    state.withLock { state in
      let id = ObjectIdentifier(reference)
      guard state.snapshots[id] == nil else { return }
      state.snapshots[id] = Snapshot(
        reference: reference, asserted: before, description: description, current: { reference.current })
    }
  }

  /// Whether an assert closure is running: shared changes then go to the asserted value.
  var isAsserting: Bool { state.withLock { $0.mode == .asserting } }

  /// Whether expected and actual states are being compared: a shared value then compares the value
  /// the test asserted with the live one.
  var isComparing: Bool { state.withLock { $0.mode == .comparing } }

  /// The value the test last asserted for `reference`, when it changed since.
  func assertedValue<Value>(of reference: SharedReference<Value>) -> Value? {
    state.withLock { $0.snapshots[ObjectIdentifier(reference)]?.asserted as? Value }
  }

  /// Changes the asserted value of `reference` (an assert closure's `withLock`).
  func changeAsserted<Value: Sendable, Result>(
    _ reference: SharedReference<Value>, _ body: (inout Value) throws -> Result
  ) rethrows -> Result {
    var value = assertedValue(of: reference) ?? reference.current
    let result = try body(&value)
    let asserted = value
    state.withLock { state in
      let id = ObjectIdentifier(reference)
      if state.snapshots[id] == nil {
        state.snapshots[id] = Snapshot(
          reference: reference, asserted: asserted, description: reference.key.description,
          current: { reference.current })
      } else {
        state.snapshots[id]?.asserted = asserted
      }
    }
    return result
  }

  /// Runs an assert closure: shared values read and change what the test asserts.
  public func asserting<Result>(_ body: () throws -> Result) rethrows -> Result {
    try inMode(.asserting, body)
  }

  /// Compares expected and actual states (and renders their difference).
  public func comparing<Result>(_ body: () throws -> Result) rethrows -> Result {
    try inMode(.comparing, body)
  }

  private func inMode<Result>(_ mode: Mode, _ body: () throws -> Result) rethrows -> Result {
    let previous = state.withLock { state in
      defer { state.mode = mode }
      return state.mode
    }
    defer { state.withLock { $0.mode = previous } }
    return try body()
  }

  /// After a step was checked: what the test asserted is now what it has seen.
  public func acceptChanges() {
    state.withLock { $0.snapshots.removeAll() }
  }

  /// The shared values changed since the last assertion, each with the value the test last asserted
  /// and the live one: `(inMemory("total"), 0, 3)`.
  public var unassertedChanges: [(key: String, asserted: any Sendable, current: any Sendable)] {
    state.withLock { $0.snapshots.values.map { ($0.description, $0.asserted, $0.current()) } }
      .sorted { $0.key < $1.key }
  }
}

private enum SharedChangeTrackerKey: DependencyKey {
  static let liveValue: SharedChangeTracker? = nil
  static let testValue: SharedChangeTracker? = nil
}

extension DependencyValues {
  /// The tracker of a `TestStore` (see ``SharedChangeTracker``); `nil` outside one.
  @_spi(Harness) public var sharedChangeTracker: SharedChangeTracker? {
    get { self[SharedChangeTrackerKey.self] }
    set { self[SharedChangeTrackerKey.self] = newValue }
  }
}
