/// Where a ``Shared`` value is kept and how it is loaded and saved: in memory for the app's
/// lifetime (``InMemoryKey``, `.inMemory("total")`) or in a JSON file (``FileStorageKey``,
/// `.fileStorage(url)`).
///
/// Every `@Shared` made with keys of equal ``id`` in the same ``storage`` holds one value: a change
/// through one is seen by all.
public protocol SharedKey<Value>: Sendable, CustomStringConvertible {
  /// The type of the shared value.
  associatedtype Value: Sendable
  /// Keys with equal ids in the same storage share one value.
  var id: String { get }
  /// The values of this kind of key, shared by id.
  var storage: SharedStorage { get }
  /// The stored value, if there is one; called once, when the first `@Shared` with this key is made.
  /// Throws when what is stored cannot be read (the error says what became of it).
  func load() throws -> Value?
  /// Keeps a changed value.
  func save(_ value: Value)
}
