import CucumberMessages

/// Reads a run's messages as they are made, each once the run's index holds it: what `specrun`'s
/// live report is to a ``SpecRunner``. Unlike the runner's `emit` closure it may be called on a
/// thread other than the main actor's: with `--parallel 2` and up, a run reads its scenarios'
/// messages behind the steps, on a thread of its own (see `MessageHandOff`), in the order made.
///
/// ```swift
/// final class Counter: IndexedMessageReader {
///   let finished = Atomic(0)
///   func read(_ envelope: Messages.Envelope, in query: MessageQuery) {
///     if envelope.testCaseFinished != nil { finished.add(1, ordering: .relaxed) }
///   }
/// }
/// let runner = SpecRunner(catalog: catalog, options: options, reader: Counter())
/// ```
protocol IndexedMessageReader: Sendable {
  /// Called with each message of the run, in order, once `query` holds it.
  func read(_ envelope: Messages.Envelope, in query: MessageQuery)
}

extension IndexedMessageReader {
  /// Adds `envelope` to `query`, then reads it with the index that holds it (the index is lent,
  /// not copied).
  func index(_ envelope: Messages.Envelope, into query: inout MessageQuery) {
    query.update(envelope)
    read(envelope, in: query)
  }

  /// Adds a scenario's `attempt` to `query` at once, then reads each of its messages in order
  /// with the index that holds them all (a message is never read before the index holds it).
  /// The messages are made here, from the attempt's values: on the hand-off's thread when there
  /// is one.
  func index(_ attempt: MessageQuery.FinishedAttempt, into query: inout MessageQuery) {
    MessageQuery.add(attempt, to: &query) { envelope, query in read(envelope, in: query) }
  }
}
