import Foundation

/// Work shared out between threads whose results still come back in order: each input is made
/// on the calling thread (a file's index), worked on by the calling thread or one of
/// `threads - 1` threads of its own (reading and parsing the file, writing its messages), and its
/// output handed to `deliver` on the calling thread, strictly in the inputs' order. At most
/// `lookahead` inputs are made beyond the one waiting to be handed on, so a long run never holds
/// more than that many outputs. With one thread or one input everything runs on the calling
/// thread, one input after the other.
///
/// ```swift
/// InOrderWork.run(
///   count: paths.count, threads: 2, lookahead: 8,
///   input: { index in paths[index] },
///   work: { index, path in lineCount(of: try? Data(contentsOf: URL(fileURLWithPath: path))) },
///   deliver: { count in print(count) })   // in the paths' order, whichever thread finished first
/// ```
///
/// The calling thread works too while the output it must hand on next is not there yet, so
/// `threads` threads share the work and no thread is woken up only to hand an output on (on two
/// cores, two threads of its own and a third handing on had the scheduler switching between
/// three). The threads are started for the call and have ended when it returns; they are not
/// Swift concurrency's shared threads, so `work` may wait for another input's work (as
/// ``IdRanges/claim(_:for:)`` does for the input before it) without holding up anyone's tasks: an
/// input only ever waits for inputs taken before it, which are being worked on.
enum InOrderWork {
  static func run<Input: Sendable, Output: Sendable>(
    count: Int, threads: Int, lookahead: Int,
    input: (Int) -> Input, work: @escaping @Sendable (Int, Input) -> Output, deliver: (Output) -> Void
  ) {
    guard threads > 1, count > 1 else {
      for index in 0..<count { deliver(work(index, input(index))) }
      return
    }
    let board = Board<Input, Output>(count: count)
    let helpers = min(threads, count) - 1
    for _ in 0..<helpers {
      Thread { board.workUntilClosed(work) }.start()
    }
    var made = 0
    for delivered in 0..<count {
      while made < count, made - delivered < max(lookahead, 1) {
        board.queue(input(made), at: made)
        made += 1
      }
      deliver(board.takeOutput(at: delivered, workingMeanwhile: work))
    }
    board.closeAndWait(for: helpers)
  }

  /// What the calling thread and the workers share, under one lock: the inputs waiting to be
  /// worked on, the outputs waiting to be handed on, and how many workers still run.
  private final class Board<Input: Sendable, Output: Sendable>: @unchecked Sendable {
    // @unchecked: every stored property below is read and written only while `condition` is locked.
    private let condition = NSCondition()
    private var inputs: [Input?]
    private var outputs: [Output?]
    private var nextToWork = 0
    private var queuedCount = 0
    private var closed = false
    private var endedWorkers = 0

    init(count: Int) {
      inputs = Array(repeating: nil, count: count)
      outputs = Array(repeating: nil, count: count)
    }

    func queue(_ input: Input, at index: Int) {
      condition.withLock {
        inputs[index] = input
        queuedCount = index + 1
        condition.broadcast()
      }
    }

    /// Waits for the output of input `index`, and hands it over; until it is there, works on
    /// the inputs no thread has taken yet.
    func takeOutput(at index: Int, workingMeanwhile work: (Int, Input) -> Output) -> Output {
      condition.lock()
      defer { condition.unlock() }
      while outputs[index] == nil {
        if nextToWork < queuedCount {
          workOnNextInput(work)
        } else {
          condition.wait()
        }
      }
      defer { outputs[index] = nil }
      return outputs[index].unsafelyUnwrapped
    }

    /// A helper thread's whole life: take the next input, work on it, post its output, until the
    /// calling thread says no more inputs will come.
    func workUntilClosed(_ work: (Int, Input) -> Output) {
      condition.lock()
      while true {
        while nextToWork == queuedCount, !closed { condition.wait() }
        guard nextToWork < queuedCount else { break }
        workOnNextInput(work)
      }
      endedWorkers += 1
      condition.broadcast()
      condition.unlock()
    }

    /// Takes the next input, works on it with `condition` unlocked, and posts its output. Called
    /// and returns with `condition` locked, when an input is waiting.
    private func workOnNextInput(_ work: (Int, Input) -> Output) {
      let index = nextToWork
      nextToWork += 1
      let input = inputs[index].unsafelyUnwrapped
      inputs[index] = nil
      condition.unlock()
      let output = work(index, input)
      condition.lock()
      outputs[index] = output
      condition.broadcast()
    }

    /// Tells the helper threads that no more inputs will come, and waits until all `workers`
    /// have ended (one that had not started yet starts, finds nothing left and ends).
    func closeAndWait(for workers: Int) {
      condition.withLock {
        closed = true
        condition.broadcast()
        while endedWorkers < workers { condition.wait() }
      }
    }
  }
}
