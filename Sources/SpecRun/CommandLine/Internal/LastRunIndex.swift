/// The index of the run replayed last, kept until the next replay starts: a `specrun` process
/// ends right after its run, and the system takes back the index's memory at once, instead of the
/// run freeing every message it indexed (a fortieth of a large dry run's time) just before exit.
/// A process that replays again (`--watch`, the tests) frees it before the next run, so it never
/// holds two runs.
///
/// ```swift
/// LastRunIndex.release()        // as a replay starts
/// …
/// LastRunIndex.keep(query)      // as it returns
/// ```
@MainActor
enum LastRunIndex {
  /// The index kept now, if any (tests look at it).
  private(set) static var kept: MessageQuery?

  /// Keeps `query` until ``release()``.
  static func keep(_ query: MessageQuery) { kept = query }

  /// Frees the index kept last, if nobody else holds it.
  static func release() { kept = nil }
}
