@_spi(Harness) import Evergreen

extension TestStore {
  /// Ends the test: runs the effects until idle, then fails for every action fed back and not
  /// received, and for every effect still running (each named by the `send` that started it), and
  /// finally cancels what is left.
  ///
  /// ```swift
  /// await store.send(.stopTapped) { $0.isRunning = false }
  /// await store.finish()
  /// ```
  ///
  /// Releasing the store performs the same checks; `finish()` reports them at a
  /// line of your choosing and lets cancelled effects wind down first.
  public func finish(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await settle(reportingAt: site)
    let unreceived = takeAllReceived()
    let inFlight = tracker.inFlightDescriptions()
    let sharedChanges = unassertedSharedChanges()
    switch exhaustivity {
    case .on:
      if !unreceived.isEmpty {
        site.report(Self.unreceivedMessage(unreceived, when: "at the end of the test"))
      }
      if let sharedChanges { site.report(sharedChanges) }
      if !inFlight.isEmpty {
        site.report(Self.inFlightMessage(inFlight, when: "at the end of the test"))
      }
    case .off(showSkippedAssertions: true):
      if !unreceived.isEmpty {
        noteSkipped(Self.unreceivedMessage(unreceived, when: "at the end of the test"), at: site)
      }
      if !inFlight.isEmpty {
        noteSkipped(Self.inFlightMessage(inFlight, when: "at the end of the test"), at: site)
      }
    case .off(showSkippedAssertions: false):
      break
    }
    await cancelEffects(at: site)
  }

  /// Drops every action fed back and not received yet.
  ///
  /// - Parameters:
  ///   - strict: fail when there is nothing to skip (the call is then useless).
  ///   - fileID: the file a failure is reported in; leave the default, the caller's file.
  ///   - filePath: the full path of that file, for XCTest; leave the default.
  ///   - line: the line a failure is reported at; leave the default.
  ///   - column: the column a failure is reported at; leave the default.
  public func skipReceivedActions(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await settle(reportingAt: site)
    let skipped = takeAllReceived()
    if strict && skipped.isEmpty {
      site.report("There were no received actions to skip.\n\nRemove this call, or pass 'strict: false'.")
    }
  }

  /// Cancels every effect still running, so that `finish()` and the release of the store do not
  /// fail for them.
  ///
  /// - Parameters:
  ///   - strict: fail when no effect is running (the call is then useless).
  ///   - fileID: the file a failure is reported in; leave the default, the caller's file.
  ///   - filePath: the full path of that file, for XCTest; leave the default.
  ///   - line: the line a failure is reported at; leave the default.
  ///   - column: the column a failure is reported at; leave the default.
  public func skipInFlightEffects(
    strict: Bool = true,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await settle(reportingAt: site)
    if strict && tracker.inFlightCount == 0 {
      site.report("There were no in-flight effects to skip.\n\nRemove this call, or pass 'strict: false'.")
    }
    await cancelEffects(at: site)
  }

  /// Cancels every running effect and lets the cancelled tasks wind down. Actions they send while
  /// cancelled are dropped, as in production.
  private func cancelEffects(at site: CallSite) async {
    guard tracker.inFlightCount > 0 else { return }
    runtime.cancelAll()
    await settle(reportingAt: site)
    takeAllReceived()
  }

  /// Shared values effects changed after the last assertion, as a failure message; `nil` when none.
  private func unassertedSharedChanges() -> String? {
    let changes = sharedChanges.unassertedChanges.filter { equalIfEquatable($0.asserted, $0.current) != true }
    sharedChanges.acceptChanges()
    guard !changes.isEmpty else { return nil }
    let list = changes.map { bulletItem("\($0.key): \(dumpValue($0.asserted)) → \(dumpValue($0.current))") }
    return """
      \(changes.count) shared value(s) changed after the last assertion and were never asserted:
      \(list.joined(separator: "\n"))

      Assert each where it changed, for example 'await store.receive(…) { $0.$value.withLock { $0 = … } }', \
      or 'store.assert { $0.$value.withLock { $0 = … } }'.
      """
  }

  nonisolated static func unreceivedMessage(_ unreceived: [ActionInbox<Action>.Received], when: String) -> String {
    let list = unreceived.map { bulletItem($0.description) }.joined(separator: "\n")
    return """
      \(unreceived.count) action(s) fed back by effects were not received \(when):
      \(list)

      Receive each with 'await store.receive(…)', or skip them with 'await store.skipReceivedActions()'.
      """
  }

  nonisolated static func inFlightMessage(_ inFlight: [String], when: String) -> String {
    let list = inFlight.map { bulletItem($0) }.joined(separator: "\n")
    return """
      \(inFlight.count) effect(s) still running \(when):
      \(list)

      Let each effect end (advance the TestClock, send the action that stops it), cancel it in the \
      reducer, or skip it with 'await store.skipInFlightEffects()'.
      """
  }
}
