import Evergreen

extension TestStore where Action: Equatable {
  /// Receives the next action an effect fed back, which must equal `expected`, and checks the state
  /// it produced.
  ///
  /// ```swift
  /// await store.receive(.timerTicked) { $0.seconds = 1 }
  /// ```
  ///
  /// There is no waiting: the store already ran its effects until they were idle. If no action is
  /// there, none will come by itself, and this fails at once naming the effects still in flight and
  /// what each waits on.
  public func receive(
    _ expected: Action,
    assert: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      Expectation(
        describe: { describeAction(expected) },
        matches: { $0 == expected },
        explainMismatch: { self.describeDifference(expected, $0) },
        isSameCase: { sameCase(expected, $0) }),
      assert: assert, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }
}

extension TestStore {
  /// Receives the next action an effect fed back, which must be the case without payload
  /// `expected`; the action type need not be `Equatable`.
  ///
  /// ```swift
  /// await store.receive(.refreshFinished) { $0.isRefreshing = false }
  /// ```
  ///
  /// A case with a payload cannot be compared without `==`: receive it by case path instead,
  /// `store.receive(/Action.loaded)`, or make the action `Equatable`.
  @_disfavoredOverload
  public func receive(
    _ expected: Action,
    assert: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    guard Mirror(reflecting: expected).children.isEmpty else {
      site.report(
        """
        receive(\(describeAction(expected))) needs '==' to compare the payload, but \
        \(readableTypeName(Action.self)) is not Equatable.

        Receive the case whatever its payload with a case path, 'await store.receive(/\(readableTypeName(Action.self)).\
        \(EnumReflection.caseName(of: expected) ?? "case"))', or make the action Equatable.
        """)
      await settle()
      return
    }
    await receive(
      Expectation(
        describe: { describeAction(expected) },
        matches: { sameCase(expected, $0) && Mirror(reflecting: $0).children.isEmpty },
        explainMismatch: { _ in nil }, isSameCase: { _ in false }),
      assert: assert, at: site)
  }
}

extension TestStore {
  /// Receives the next action an effect fed back, which must satisfy `isMatching`.
  ///
  /// ```swift
  /// await store.receive({ if case .loaded = $0 { true } else { false } }) { $0.isLoading = false }
  /// ```
  public func receive(
    _ isMatching: (Action) -> Bool,
    assert: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await withoutActuallyEscaping(isMatching) { isMatching in
      await receive(
        Expectation(
          describe: { "an action matching the predicate" }, matches: isMatching, explainMismatch: { _ in nil },
          isSameCase: { _ in false }),
        assert: assert, at: site)
    }
  }

  /// Receives the next action an effect fed back, which must be the case of `casePath`, whatever
  /// its payload.
  ///
  /// ```swift
  /// await store.receive(/Feature.Action.factResponse) { $0.isLoading = false }
  /// await store.receive(/Feature.Action.searchResponse .. Result.success) { $0.isSearching = false }
  /// ```
  public func receive<Value>(
    _ casePath: CasePath<Action, Value>,
    assert: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    await receive(
      Expectation(
        describe: { Self.describeCase(casePath, at: site) },
        matches: casePath.matches, explainMismatch: { _ in nil }, isSameCase: { _ in false }),
      assert: assert, at: site)
  }

  /// Receives the next action an effect fed back, which must be the case of `casePath` carrying
  /// `payload`.
  ///
  /// ```swift
  /// await store.receive(/Feature.Action.factResponse, "42 is the answer") { $0.fact = "42 is the answer" }
  /// ```
  public func receive<Value: Equatable>(
    _ casePath: CasePath<Action, Value>,
    _ payload: Value,
    assert: ((inout State) throws -> Void)? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await receive(
      Expectation(
        describe: { describeAction(casePath.embed(payload)) },
        matches: { casePath.extract(from: $0) == payload },
        explainMismatch: { action in
          casePath.extract(from: action).map { self.describeDifference(payload, $0) }
        },
        isSameCase: casePath.matches),
      assert: assert, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
  }

  /// How messages name the case a case path looks for: as the test wrote it
  /// (`/Feature.Action.searchResponse .. Result.success`), or by its payload type.
  static func describeCase<Value>(_ casePath: CasePath<Action, Value>, at site: CallSite) -> String {
    if let written = site.firstArgument(ofCallTo: "receive"), written.hasPrefix("/") || written.contains("CasePath") {
      return "an action of the case \(written)"
    }
    return "an action of the case path's case (payload \(readableTypeName(Value.self)))"
  }

  /// What a `receive` looks for.
  struct Expectation {
    /// How messages name the expected action (made only for a message).
    let describe: () -> String
    let matches: (Action) -> Bool
    /// A diff between the expected action and a received one, when one can be shown.
    let explainMismatch: (Action) -> String?
    /// Whether a received action is the expected case, with another payload.
    let isSameCase: (Action) -> Bool
  }

  func receive(
    _ expectation: Expectation, assert: ((inout State) throws -> Void)?, at site: CallSite
  ) async {
    await settle(reportingAt: site)
    let pending = effectInbox?.received ?? []
    guard !pending.isEmpty else {
      reportNothingReceived(expectation, at: site)
      return
    }
    switch exhaustivity {
    case .on:
      let (received, states) = takeReceived(through: 0)
      guard expectation.matches(received.action) else {
        let diff = expectation.explainMismatch(received.action).map { "\n\n\($0)" } ?? ""
        let hint =
          expectation.isSameCase(received.action)
          ? "The action is the expected case, but its payload differs (− expected, + actual): expect the "
            + "payload the effect sends, or fix the effect if '−' is right."
          : "Receive the actions in the order the effects send them."
        let receivedText =
          received.description.contains("\n")
          ? ":\n" + bulletItem(received.description) : " \(received.description)."
        site.report(
          """
          Received an unexpected action: expected \(expectation.describe()), but received\
          \(receivedText)\(diff)

          \(hint)
          """)
        return
      }
      checkState(
        from: states.before, to: states.after, assert: assert,
        after: "receive(\(describeAction(received.action)))", of: received.action, at: site)
    case .off(let showSkipped):
      guard let index = pending.firstIndex(where: { expectation.matches($0.action) }) else {
        let list = pending.map { bulletItem($0.description) }.joined(separator: "\n")
        site.report(
          """
          Expected to receive \(expectation.describe()), but none of the \(pending.count) received \
          action(s) matched:
          \(list)
          """)
        return
      }
      if showSkipped && index > 0 {
        let list = pending[..<index].map { bulletItem($0.description) }.joined(separator: "\n")
        noteSkipped("Skipped receiving \(index) action(s) before \(expectation.describe()):\n\(list)", at: site)
      }
      let (received, states) = takeReceived(through: index)
      checkState(
        from: states.before, to: states.after, assert: assert,
        after: "receive(\(describeAction(received.action)))", of: received.action, at: site)
    }
  }

  private func reportNothingReceived(_ expectation: Expectation, at site: CallSite) {
    let inFlight = tracker.inFlightDescriptions()
    let detail =
      inFlight.isEmpty
      ? "No effect is running, so no action will come."
      : "Effects still in flight:\n" + inFlight.map { bulletItem($0) }.joined(separator: "\n")
    site.report(
      """
      Expected to receive \(expectation.describe()), but no action was received: the effects are idle.
      \(detail)
      """)
  }
}

/// Whether two enum values are the same case (whatever their payloads).
private func sameCase(_ lhs: Any, _ rhs: Any) -> Bool {
  let left = Mirror(reflecting: lhs)
  let right = Mirror(reflecting: rhs)
  guard left.displayStyle == .enum, right.displayStyle == .enum else { return false }
  return EnumReflection.caseName(of: lhs, mirror: left) == EnumReflection.caseName(of: rhs, mirror: right)
}
