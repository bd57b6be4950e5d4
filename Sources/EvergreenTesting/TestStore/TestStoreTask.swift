import Evergreen

/// The effects one `send` of a ``TestStore`` started, and those of every action they fed back: the
/// handle a test uses to end a long-living effect it started (a listener, a timer).
///
/// ```swift
/// let listening = await store.send(.onAppear)          // starts listening to the task stream
/// continuation.yield(task)
/// await store.receive(.taskUpdated(task)) { … }
/// await listening.cancel()                             // the view went away
/// await store.finish()
/// ```
///
/// There is no waiting on the wall clock: ``finish(fileID:filePath:line:column:)`` runs the effects
/// until they are idle, and fails at once, naming what is left, when some could only end by
/// something the test has not done yet.
public struct TestStoreTask: Sendable {
  private weak var host: (any SendTaskHost)?
  private let sendNumber: UInt64
  private let sentAction: any Sendable
  private let site: CallSite

  init(host: any SendTaskHost, sendNumber: UInt64, sentAction: any Sendable, site: CallSite) {
    self.host = host
    self.sendNumber = sendNumber
    self.sentAction = sentAction
    self.site = site
  }

  /// Cancels the effects and lets them wind down; the actions they would still send are dropped.
  @MainActor
  public func cancel() async { await host?.cancelEffects(ofSend: sendNumber) }

  /// The effects of this send still running now, each named by what started it and what it waits
  /// on (as ``finish(fileID:filePath:line:column:)`` names them). Reading them runs nothing and
  /// never waits, so a driver can say what is left while something else is still going on:
  ///
  /// ```swift
  /// let listening = await store.send(.onAppear)
  /// listening.effectsStillRunning   // ["the effect started by send(.onAppear) at …: waiting on …"]
  /// ```
  @MainActor
  public var effectsStillRunning: [String] { host?.runningEffects(ofSend: sendNumber) ?? [] }

  /// Runs the effects until they are idle, and fails when some are still running: each is named
  /// with what it waits on (advance the `TestClock`, finish a stream, or ``cancel()``).
  @MainActor
  public func finish(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let finishSite = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let running = await host?.effectsStillRunning(ofSend: sendNumber, at: finishSite) ?? []
    guard !running.isEmpty else { return }
    let list = running.map { bulletItem($0) }.joined(separator: "\n")
    finishSite.report(
      """
      The effects of send(\(describeAction(sentAction))) at \(site) did not finish; \(running.count) still running:
      \(list)

      Let each end (advance the TestClock, finish the stream it listens to), or end them with \
      'await task.cancel()'.
      """)
  }
}

/// The store behind a ``TestStoreTask`` (held weakly: a task outliving its store does nothing).
@MainActor
protocol SendTaskHost: AnyObject, Sendable {
  func cancelEffects(ofSend number: UInt64) async
  func effectsStillRunning(ofSend number: UInt64, at site: CallSite) async -> [String]
  func runningEffects(ofSend number: UInt64) -> [String]
}

extension TestStore: SendTaskHost {
  /// Every run of `effect`, marked as belonging to the test's send number `number`.
  nonisolated static func tagging(_ effect: Effect<Action>, withSend number: UInt64) -> Effect<Action> {
    guard number > 0 else { return effect }
    let tag = Effect<Action>.Cancellation(id: EffectID(SendTag(number: number)), cancelInFlight: false)
    return Effect(
      operations: effect.operations.map { operation in
        guard case .run(var run) = operation else { return operation }
        run.cancellations.append(tag)
        return .run(run)
      })
  }

  func cancelEffects(ofSend number: UInt64) async {
    // A store that never started an effect has none to cancel.
    effectRuntime?.cancel(id: EffectID(SendTag(number: number)))
    await settle()
  }

  func effectsStillRunning(ofSend number: UInt64, at site: CallSite) async -> [String] {
    await settle(reportingAt: site)
    return runningEffects(ofSend: number)
  }

  func runningEffects(ofSend number: UInt64) -> [String] {
    tracker.inFlight(where: { $0.sendNumber == number }).map(\.description)
  }
}

/// The cancellation id every effect of one send carries.
private struct SendTag: Hashable, Sendable {
  let number: UInt64
}
