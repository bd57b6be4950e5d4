/// The index of the run replayed last, kept until the next replay starts: a `specrun` process
/// ends right after its run, and the system takes back the index's memory at once, instead of the
/// run freeing every message it indexed (a fortieth of a large dry run's time) just before exit.
/// A process that replays again (`--watch`, the tests) lets it go as the next replay starts, to
/// be freed on the release thread (`ReleasedBehind`) while the main actor goes on; the next run
/// waits for that thread before it indexes anything (`SpecRunner.run()`), so it never holds two
/// runs.
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

  /// Lets go of the index kept last: freed on the release thread, if nobody else holds it.
  static func release() { release(&kept) }

  /// Moves the value out of `kept`, leaving `nil`, and hands it to the release thread.
  ///
  /// ```swift
  /// var kept: MessageQuery? = query
  /// LastRunIndex.release(&kept)   // kept == nil; the index is freed behind
  /// ```
  static func release<Value: Sendable>(_ kept: inout Value?) {
    // Moved, not copied: a copy left here would race the release thread to be the last reference.
    guard let value = kept.take() else { return }
    ReleasedBehind.release(consume value)
  }
}
