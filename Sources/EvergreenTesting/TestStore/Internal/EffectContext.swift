/// What every effect task of a `TestStore` knows about itself, as a task-local value: which
/// effect it is and which harness runs it. `TestClock.sleep` reads it to tell the harness that the
/// effect is parked on the clock, and to settle the right executor after a wake-up.
struct EffectContext: Sendable {
  let ticket: UInt64
  let tracker: EffectTracker

  @TaskLocal static var current: EffectContext?
}
