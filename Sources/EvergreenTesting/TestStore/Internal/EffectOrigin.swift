/// Who started an effect: the action whose reducer returned it, and the `send` in the test at the
/// root of that chain. Every failure about an effect names it.
struct EffectOrigin: Sendable, CustomStringConvertible {
  /// The action whose reducer returned the effect, as written in messages (`.startTimer`).
  let action: String
  /// The action the test sent at the root of the chain.
  let sentAction: String
  /// The test's `send` call at the root of the chain.
  let site: CallSite
  /// Whether `action` was fed back by an effect rather than sent by the test.
  let isFedBack: Bool
  /// Which `send` of the test is at the root of the chain (counted per store from 1; 0 for none):
  /// the effects a `TestStoreTask` answers for.
  let sendNumber: UInt64

  /// An effect returned for an action the test sent.
  static func sent(_ action: String, at site: CallSite, number: UInt64 = 0) -> Self {
    Self(action: action, sentAction: action, site: site, isFedBack: false, sendNumber: number)
  }

  /// An effect returned for an action that an effect of this chain fed back.
  func fedBack(_ action: String) -> Self {
    Self(action: action, sentAction: sentAction, site: site, isFedBack: true, sendNumber: sendNumber)
  }

  /// `send(.startTimer) at CounterTests.swift:12`, or
  /// `.tick (fed back by the effects of send(.startTimer) at CounterTests.swift:12)`.
  var description: String {
    isFedBack
      ? "\(action) (fed back by the effects of send(\(sentAction)) at \(site))"
      : "send(\(action)) at \(site)"
  }
}
