/// How many test cases a worker process holds at a time (``WorkerLanes``): the one it runs and
/// the next ones, about `ahead` of its time by how long its scenarios took so far, from 1 to
/// `most`. Quick scenarios: many, so the worker never waits for the run between two (a request
/// crosses two processes and a busy core); slow ones: one or two, so that when the queue runs
/// out no lane waits while another works through a pile it took early.
///
/// ```swift
/// var hand = HandSize()
/// hand.count                            // 2: nothing ran yet
/// hand.ran(for: .milliseconds(1_000))   // a slow scenario
/// hand.count                            // 1
/// ```
struct HandSize {
  /// Before any scenario ran.
  static let first = 2
  private(set) var count = first
  private let ahead: Duration
  private let most: Int
  /// How long a scenario takes, weighing the latest most.
  private var typical: Duration?

  init(ahead: Duration = .milliseconds(4), most: Int = 32) {
    self.ahead = ahead
    self.most = most
  }

  /// A scenario of the worker's took `time`.
  mutating func ran(for time: Duration) {
    let time = max(time, .nanoseconds(1))
    let typical = self.typical.map { $0 * 0.75 + time * 0.25 } ?? time
    self.typical = typical
    count = Int(min(Double(most), max(1, (ahead / typical).rounded(.up))))
  }
}
