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
      throw StepFailure("\(what)が\(came)件戻ってきました。この手順では\(count)件のはずです。")
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
    case .failure(let error): throw StepFailure("\(what)に失敗しました: \(error)")
    }
  }

  /// The error, or a step failure saying that `what` succeeded when it should have failed.
  func failed(_ what: String) throws -> Failure {
    switch self {
    case .success(let value): throw StepFailure("\(what)は成功しました（\(value)）。この手順では失敗するはずです。")
    case .failure(let error): return error
    }
  }
}
