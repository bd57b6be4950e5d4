@_spi(Harness) import Evergreen

extension TestStore {
  /// Checks the current state without sending anything: `assert` turns a copy of the current state
  /// into the expected one.
  ///
  /// ```swift
  /// store.exhaustivity = .off
  /// await store.send(.refreshTapped)
  /// store.assert { $0.isLoading = true }
  /// ```
  public func assert(
    _ assert: (inout State) throws -> Void,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    tracker.flush(at: site)
    withoutActuallyEscaping(assert) { assert in
      checkState(from: state, to: state, assert: assert, after: "assert", at: site)
    }
  }

  /// Compares the state a step produced (`actual`) with what the test expects: `assert` applied to
  /// the state before the step (exhaustive), or to `actual` itself (non-exhaustive: only what the
  /// closure sets is checked).
  ///
  /// Shared state is part of it: a shared value changed by the step must be asserted
  /// (`$0.$total.withLock { $0 = 3 }`); once checked, what changed counts as seen.
  func checkState(
    from before: State, to actual: State, assert: ((inout State) throws -> Void)?,
    after step: @autoclosure () -> String, of action: Action? = nil, at site: CallSite
  ) {
    DependencyValues.$current.withValue(dependencies) {
      compareState(from: before, to: actual, assert: assert, after: step, of: action, at: site)
    }
    sharedChanges.acceptChanges()
  }

  private func compareState(
    from before: State, to actual: State, assert: ((inout State) throws -> Void)?,
    after step: () -> String, of action: Action?, at site: CallSite
  ) {
    switch exhaustivity {
    case .on:
      guard let expected = expectedState(from: before, assert, after: step, at: site) else { return }
      guard sharedChanges.comparing({ expected != actual }) else { return }
      let (diff, lines) = describeChanges(expected, actual)
      if assert == nil {
        let fix =
          lines.map {
            "Add an assert closure that makes these changes:\n\n" + Self.closure(after: step(), of: action, lines: $0)
          }
          ?? "Add an assert closure that makes these changes, for example 'await store.send(…) { $0.field = newValue }'."
        site.report(
          """
          State was not expected to change after \(step()), but it did:

          \(diff)

          \(fix)
          """)
      } else {
        site.report(
          """
          State was not as expected after \(step()):

          \(diff)

          Make the assert closure produce the state above marked '+' (or fix the reducer if '−' \
          is right)\(Self.linesThatDoIt(lines))
          """)
      }
    case .off(let showSkipped):
      guard let expected = expectedState(from: actual, assert, after: step, at: site) else { return }
      if sharedChanges.comparing({ expected != actual }) {
        let (diff, lines) = describeChanges(expected, actual)
        site.report(
          """
          State was not as expected after \(step()):

          \(diff)

          Only the fields the assert closure sets are checked (exhaustivity is off); make them match \
          the state marked '+'\(Self.linesThatDoIt(lines))
          """)
      } else if showSkipped, let fullyExpected = expectedState(from: before, assert, after: step, at: site),
        sharedChanges.comparing({ fullyExpected != actual })
      {
        noteSkipped(
          """
          Skipped assertions after \(step()): the state also changed in ways the test did not assert:

          \(describeDifference(fullyExpected, actual))
          """, at: site)
      }
    }
  }

  /// The assert closure to add to `step` (`send(.add(3))`, `receive(.added)`, `assert`), holding
  /// `lines`, indented to stand in a failure. The action is written out only where the test could
  /// write it so: as Swift writes it (`.paid(UUID(0))`, ``ValueDumper/swiftLiteral(of:)``) or as
  /// described when that is Swift (``isLiteralDump(_:)``; not `.loaded(Item(…))`), and a
  /// receive's action type is `Equatable` (otherwise the test receives by case or key path);
  /// elsewhere `send(…)`, `receive(…)`:
  ///
  /// ```
  ///   await store.send(.add(3)) {
  ///     $0.count = 3
  ///   }
  /// ```
  private static func closure(after step: String, of action: Action?, lines: [String]) -> String {
    guard step != "assert" else { return assertClosureListing("store.assert", lines: lines) }
    let name = step.prefix { $0 != "(" }
    // A test receives an action that is not `Equatable` by case or key path, not by value.
    guard name != "receive" || Action.self is any Equatable.Type else {
      return assertClosureListing("await store.receive(…)", lines: lines)
    }
    let described = String(step.dropFirst(name.count + 1).dropLast())
    let asSwift = action.flatMap { ValueDumper.swiftLiteral(of: $0) }
    let written = [asSwift, described].compactMap { $0 }.first(where: isLiteralDump) ?? "…"
    return assertClosureListing("await store.\(name)(\(written))", lines: lines)
  }

  /// The end of the sentence that asks to mend the closure: the lines that do it, when Swift can
  /// write every change, or a full stop.
  private static func linesThatDoIt(_ lines: [String]?) -> String {
    guard let lines else { return "." }
    return "; these lines in it do so:\n\n" + lines.map { "  " + $0 }.joined(separator: "\n")
  }

  /// Runs `operation` with ``exhaustivity`` set to `exhaustivity`, then puts the previous setting
  /// back: one non-exhaustive block in an exhaustive test.
  ///
  /// ```swift
  /// await store.withExhaustivity(.off) {
  ///   await store.send(.onAppear)          // a burst of loading the test does not describe
  ///   await store.skipReceivedActions()
  /// }
  /// await store.send(.refresh) { $0.isLoading = true }   // exhaustive again
  /// ```
  public func withExhaustivity<Result>(
    _ exhaustivity: Exhaustivity, operation: () async throws -> Result
  ) async rethrows -> Result {
    let previous = self.exhaustivity
    self.exhaustivity = exhaustivity
    defer { self.exhaustivity = previous }
    return try await operation()
  }

  /// `state` changed by `assert`, or `nil` (reported) when the closure throws.
  private func expectedState(
    from state: State, _ assert: ((inout State) throws -> Void)?, after step: () -> String, at site: CallSite
  ) -> State? {
    var expected = state
    do {
      try sharedChanges.asserting { try assert?(&expected) }
      return expected
    } catch {
      site.report("The assert closure of \(step()) threw an error: \(error)")
      return nil
    }
  }

  /// The diff between two states (as ``describeDifference(_:_:)``), and the assert closure's lines
  /// that make `actual` from `expected` when Swift can write every change
  /// (``ValueDifference/assignments``).
  func describeChanges<T>(_ expected: T, _ actual: T) -> (diff: String, lines: [String]?) {
    guard let difference = sharedChanges.comparing({ structuralDifference(expected, actual) }) else {
      return (describeDifference(expected, actual), nil)
    }
    return (difference.rendered, difference.assignments)
  }

  /// The diff between two states; never empty, even for values that are `!=` but print alike.
  func describeDifference<T>(_ expected: T, _ actual: T) -> String {
    sharedChanges.comparing { difference(expected, actual) }
      ?? "(The values are not equal, but no difference shows in their structure: check the type's '==' implementation.)"
  }

  /// Records something a non-exhaustive store did not check (only with `showSkippedAssertions`).
  func noteSkipped(_ message: String, at site: CallSite) {
    skippedAssertions.append(message)
    noteSkippedAssertion(site.issue(message))
  }
}
