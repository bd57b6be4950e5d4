import Synchronization

/// The shared values of one kind of key, by id: the one place two `@Shared` properties with equal
/// keys find the same value. In-memory keys use ``DependencyValues/defaultInMemoryStorage``; file
/// keys the ``FileStorage`` they write to.
///
/// Tests get fresh storages: in-memory values and (unless the test chooses the real disk) files start
/// empty in every test.
public final class SharedStorage: Sendable {
  private let references = Mutex<[String: AnyObject & Sendable]>([:])

  /// An empty storage: no shared value yet.
  public init() {}

  /// The value kept under `key`, made with `make` the first time.
  func reference<Key: SharedKey>(
    for key: Key, make: () -> SharedReference<Key.Value>
  ) -> SharedReference<Key.Value> {
    if let existing = references.withLock({ $0[key.id] }) as? SharedReference<Key.Value> { return existing }
    // Made outside the lock (loading may read a file and report); the first one stored wins.
    let made = make()
    return references.withLock { references in
      if let existing = references[key.id] as? SharedReference<Key.Value> { return existing }
      references[key.id] = made
      return made
    }
  }
}
