import Evergreen

// The Composable Architecture's `timeout:` arguments, made unavailable with a message that says why
// Evergreen needs none, instead of "extra argument 'timeout' in call".

extension TestStore {
  /// The Composable Architecture's `receive(_:timeout:assert:)`. Evergreen's `receive` never waits:
  ///
  /// ```swift
  /// await store.receive(.tick) { $0.seconds = 1 }
  /// ```
  @available(
    *, unavailable,
    message:
      "receive never waits: the TestStore runs effects until they are idle, so drop 'timeout:' (advance a TestClock to make time pass)"
  )
  public func receive(_ expected: Action, timeout: Duration, assert: ((inout State) throws -> Void)? = nil) async {
    fatalError("unavailable")
  }

  /// The Composable Architecture's `receive(_:timeout:assert:)` with a case. Evergreen's spelling:
  /// `await store.receive(/Feature.Action.response) { … }`.
  @available(
    *, unavailable,
    message:
      "receive never waits: the TestStore runs effects until they are idle, so drop 'timeout:' (advance a TestClock to make time pass)"
  )
  public func receive<Value>(
    _ casePath: CasePath<Action, Value>, timeout: Duration, assert: ((inout State) throws -> Void)? = nil
  ) async {
    fatalError("unavailable")
  }

  /// The Composable Architecture's `finish(timeout:)`. Evergreen's `finish()` never waits:
  /// `await store.finish()`.
  @available(
    *, unavailable,
    message:
      "finish never waits: effects run on the TestStore's executor, so drop 'timeout:'; finish() fails at once naming any effect still running"
  )
  public func finish(timeout: Duration) async {
    fatalError("unavailable")
  }
}
