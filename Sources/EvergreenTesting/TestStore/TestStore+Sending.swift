extension TestStore {
  /// Sends `action` as the user would, checks the new state, and runs the effects it starts until
  /// they are idle.
  ///
  /// ```swift
  /// await store.send(.incrementTapped) { $0.count = 1 }
  /// ```
  ///
  /// - Parameters:
  ///   - action: the action to send, as a view would.
  ///   - assert: turns a copy of the state before the action into the state expected after
  ///     it. Leave it out when the action must not change the state.
  ///   - fileID: the file a failure is reported in; leave the default, the caller's file.
  ///   - filePath: the full path of that file, for XCTest; leave the default.
  ///   - line: the line a failure is reported at; leave the default.
  ///   - column: the column a failure is reported at; leave the default.
  /// - Returns: the effects this send started (and those of the actions they feed back), to end a
  ///   long-living one the test started: `let task = await store.send(.onAppear)` … `await task.cancel()`.
  @discardableResult
  public func send(
    _ action: Action,
    assert: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async -> TestStoreTask {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    // Actions are described only when a message needs them: describing costs more than a send.
    tracker.flush(at: site)
    checkNothingLeftToReceive(before: "send(\(describeAction(action)))", at: site)
    sendCount += 1
    let number = sendCount
    let before = state
    let effect = reduce(action)
    recording?.record(action, direction: .sent)
    let after = state
    start(effect, origin: .sent(action, at: site, number: number))
    checkState(from: before, to: after, assert: assert, after: "send(\(describeAction(action)))", of: action, at: site)
    await settle(reportingAt: site)
    return TestStoreTask(host: self, sendNumber: number, sentAction: action, site: site)
  }

  /// Before a new step, every action already fed back must have been received (exhaustive), or is
  /// skipped (non-exhaustive).
  private func checkNothingLeftToReceive(before step: @autoclosure () -> String, at site: CallSite) {
    guard effectInbox?.hasReceived == true else { return }
    let pending = takeAllReceived()
    let list = pending.map { bulletItem($0.description) }.joined(separator: "\n")
    switch exhaustivity {
    case .on:
      site.report(
        """
        Must receive \(pending.count) action(s) before \(step()):
        \(list)

        Receive each with 'await store.receive(…)', or skip them with 'await store.skipReceivedActions()'.
        """)
    case .off(showSkippedAssertions: true):
      noteSkipped("Skipped receiving \(pending.count) action(s) before \(step()):\n\(list)", at: site)
    case .off(showSkippedAssertions: false):
      break
    }
  }
}
