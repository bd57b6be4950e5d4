import Evergreen
import SpecRun

extension ScenarioStore {
  /// `Then` exactly `count` actions of `casePath`'s case came back (none when `count` is 0): fails
  /// when fewer came back, or when more are waiting. Returns their payloads, oldest first.
  ///
  /// ```swift
  /// let loaded = try await store.expectReceived(/Action.surveysLoaded, times: 1)
  /// ```
  @discardableResult
  func expectReceived<Value>(_ casePath: CasePath<Action, Value>, times count: Int, _ what: String) async throws
    -> [Value]
  {
    await absorbReceived()
    let came = undescribedActions.filter(casePath.matches).count
    guard came == count else {
      throw StepFailure("\(came) \(what) came back; this step expects \(count).")
    }
    var payloads: [Value] = []
    for _ in 0..<count { payloads.append(try await expectReceived(casePath)) }
    return payloads
  }
}

extension Result {
  /// The success value, or a step failure saying what failed and why.
  func succeeded(_ what: String) throws -> Success {
    switch self {
    case .success(let value): return value
    case .failure(let error): throw StepFailure("\(what) failed: \(error)")
    }
  }

  /// The error, or a step failure saying that `what` succeeded when it should have failed.
  func failed(_ what: String) throws -> Failure {
    switch self {
    case .success(let value): throw StepFailure("\(what) succeeded (\(value)) where this step expects it to fail.")
    case .failure(let error): return error
    }
  }
}
