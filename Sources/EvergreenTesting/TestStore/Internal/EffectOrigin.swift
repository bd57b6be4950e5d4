/// Who started an effect: the action whose reducer returned it, and the `send` in the test at the
/// root of that chain. Every failure about an effect names it.
///
/// The actions are kept as values and written out only when a message shows the origin: every
/// effect has an origin, few ever appear in a failure.
///
/// ```swift
/// let origin = EffectOrigin.sent(action, at: site, number: 1).fedBack(nextAction)
/// origin.description  // .tick (fed back by the effects of send(.startTimer) at CounterTests.swift:12)
/// ```
struct EffectOrigin: Sendable, CustomStringConvertible {
  /// The action whose reducer returned the effect, as written in messages (`.startTimer`).
  var action: String { describe(actionValue) }
  /// The action the test sent at the root of the chain.
  var sentAction: String { describe(sentActionValue) }
  /// The test's `send` call at the root of the chain.
  let site: CallSite
  /// Whether `action` was fed back by an effect rather than sent by the test.
  let isFedBack: Bool
  /// Which `send` of the test is at the root of the chain (counted per store from 1; 0 for none):
  /// the effects a `TestStoreTask` answers for.
  let sendNumber: UInt64

  private let actionValue: Written
  private let sentActionValue: Written

  /// An effect returned for an action the test sent.
  static func sent(_ action: some Sendable, at site: CallSite, number: UInt64 = 0) -> Self {
    Self(
      site: site, isFedBack: false, sendNumber: number, actionValue: .action(action), sentActionValue: .action(action))
  }

  /// An effect started where no action of the test's can be named: `label` stands for it
  /// (`(an effect started outside a send)`).
  static func unnamed(_ label: String, at site: CallSite) -> Self {
    Self(site: site, isFedBack: false, sendNumber: 0, actionValue: .label(label), sentActionValue: .label(label))
  }

  /// An effect returned for an action that an effect of this chain fed back.
  func fedBack(_ action: some Sendable) -> Self {
    Self(
      site: site, isFedBack: true, sendNumber: sendNumber, actionValue: .action(action),
      sentActionValue: sentActionValue)
  }

  /// `send(.startTimer) at CounterTests.swift:12`, or
  /// `.tick (fed back by the effects of send(.startTimer) at CounterTests.swift:12)`.
  var description: String {
    isFedBack
      ? "\(action) (fed back by the effects of send(\(sentAction)) at \(site))"
      : "send(\(action)) at \(site)"
  }

  /// An action as it was given, or the words that stand in for one.
  private enum Written: Sendable {
    case action(any Sendable)
    case label(String)
  }

  private func describe(_ written: Written) -> String {
    switch written {
    case .action(let value): describeAction(value)
    case .label(let text): text
    }
  }
}
