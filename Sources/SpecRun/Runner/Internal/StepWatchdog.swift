/// One timer for every step a run is watching, so starting and finishing a scenario costs no
/// timer of its own: a run of thousands of scenarios with `--step-timeout 60` wakes this timer
/// about once a minute, not once per scenario.
///
/// ```swift
/// let watchdog = StepWatchdog()
/// defer { watchdog.close() }
/// let token = watchdog.watch(watch) { race.finish(with: nil) }   // called once, if the step runs out of time
/// … the scenario runs, calling watch.begin(_:) as each step starts …
/// watchdog.stop(token)                                            // finished in time: forget it
/// ```
///
/// Time in which the timer itself could not run (the main actor or the shared threads were busy
/// elsewhere: `--parallel`, a loaded machine) was not any step's time either: it is given back to
/// every watched step, so only a step that had its time and still did not finish runs out.
@MainActor
final class StepWatchdog {
  /// A watched step's handle, to stop watching it.
  struct Token: Hashable {
    fileprivate let number: Int
  }

  private struct Entry {
    let watch: StepWatch
    let expire: @MainActor () -> Void
  }

  private var entries: [Int: Entry] = [:]
  private var nextNumber = 0
  private var timer: Task<Void, Never>?
  /// When the running timer wakes; nil when none runs.
  private var wakeAt: ContinuousClock.Instant?
  private var isClosed = false

  /// How late the timer may wake and still count as on time.
  static let punctuality = Duration.milliseconds(50)

  /// Watches `watch`'s current step (and each one it begins after): `expire` is called once
  /// when one of them has had its whole limit, and the watch is then forgotten.
  func watch(_ watch: StepWatch, onExpiry expire: @escaping @MainActor () -> Void) -> Token {
    nextNumber += 1
    entries[nextNumber] = Entry(watch: watch, expire: expire)
    wake(at: .now + watch.remaining)
    return Token(number: nextNumber)
  }

  /// Forgets a watch whose work finished (or was abandoned).
  func stop(_ token: Token) { entries[token.number] = nil }

  /// Ends the timer; nothing is watched any more.
  func close() {
    isClosed = true
    entries.removeAll()
    timer?.cancel()
    timer = nil
    wakeAt = nil
  }

  /// Makes sure the timer wakes by `deadline`. A step's deadline is never earlier than the one
  /// the timer already waits for when every step has the same limit, so in a run this starts a
  /// timer only when none is running.
  private func wake(at deadline: ContinuousClock.Instant) {
    guard !isClosed else { return }
    if let wakeAt, wakeAt <= deadline { return }
    timer?.cancel()
    wakeAt = deadline
    timer = Task { @MainActor [weak self] in
      do { try await Task.sleep(until: deadline, clock: .continuous) } catch { return }
      await Task.yield()
      self?.check(woken: deadline)
    }
  }

  /// Gives back the time the timer woke late, or (woken on time) fails every step whose time
  /// is up; then sleeps again until the next deadline.
  private func check(woken deadline: ContinuousClock.Instant) {
    guard wakeAt == deadline else { return }
    timer = nil
    wakeAt = nil
    let late = deadline.duration(to: .now)
    if late >= Self.punctuality {
      for entry in entries.values { entry.watch.extend(by: late) }
    } else {
      for (number, entry) in entries where entry.watch.remaining <= .zero {
        entries[number] = nil
        entry.expire()
      }
    }
    if let next = entries.values.map(\.watch.remaining).min() { wake(at: .now + next) }
  }
}
