import CucumberMessages
import Synchronization

/// Writers that `specrun gherkin` hands back once a file's lines are out, for the next files to
/// write into: the same memory serves file after file, so the workers neither ask `malloc` for a
/// large block per file (nor make it tidy its free lists each time) nor touch fresh pages.
///
/// ```swift
/// let pool = JSONWriterPool(keeping: 16)
/// var json = pool.take(idOffset: firstId, reservingCapacity: 1 << 20)   // on a worker
/// json.write(envelope)
/// // on the thread that wrote the lines out:
/// pool.giveBack([json])
/// ```
///
/// A writer still shared with a copy when it is taken again gets fresh memory instead
/// (``CucumberMessages/JSONWriter/removeAll(idOffset:reservingCapacity:)``), so no text is ever
/// overwritten under a reader.
final class JSONWriterPool: Sendable {
  private let idle = Mutex<[JSONWriter]>([])
  /// The most writers kept at once; more given back are dropped (their memory freed).
  let limit: Int

  /// A pool that keeps at most `limit` writers idle.
  init(keeping limit: Int) {
    self.limit = limit
  }

  /// How many writers wait to be taken.
  var idleCount: Int { idle.withLock { $0.count } }

  /// A writer that starts empty, with ids moved by `idOffset` and room for at least
  /// `reservingCapacity` bytes: one given back, or a new one when none waits.
  func take(idOffset: Int, reservingCapacity: Int) -> JSONWriter {
    guard var writer = idle.withLock({ $0.popLast() }) else {
      return JSONWriter(idOffset: idOffset, reservingCapacity: reservingCapacity)
    }
    writer.removeAll(idOffset: idOffset, reservingCapacity: reservingCapacity)
    return writer
  }

  /// Keeps `writers` for the next files to take, up to ``limit``.
  func giveBack(_ writers: [JSONWriter]) {
    idle.withLock { idle in
      for writer in writers where idle.count < limit { idle.append(writer) }
    }
  }
}
