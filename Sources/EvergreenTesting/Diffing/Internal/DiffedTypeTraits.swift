import Synchronization

/// What the diff asks of a value before walking it (is it shown whole, is it text, is it
/// `Equatable`, does it diff or dump its own way), found with dynamic casts once per type and
/// kept: a state walked after every step asks the same of the same types again and again, and a
/// failed cast costs the runtime a walk of its casting rules each time.
///
/// Only a struct or an enum's answers are the type's alone. A cast can also look inside the value:
/// `Optional<Int>.some(3) as? Int` succeeds and `.none as? Int` does not, and an `AnyHashable`
/// casts as whatever it holds. So those two, classes (whose casts may bridge) and everything else
/// get no traits (`nil`), and their values are asked every time.
///
/// ```swift
/// if let traits = DiffedTypeTraits.of(value), !traits.mayBeShownWhole { /* no atomicDescription */ }
/// ```
struct DiffedTypeTraits: Sendable {
  /// `atomicDescription(of:)` gives text for it (a number, text, a Foundation value type).
  var mayBeShownWhole: Bool
  /// `String` or `Substring`.
  var isText: Bool
  /// It conforms to `CustomDiffRepresentable`.
  var hasDiffDescription: Bool
  /// It is an array, a dictionary or a set the diff compares through its typed paths.
  var isTypedCollection: Bool
  /// Evergreen's own collections, dumped as their elements.
  var isDumpedAsElements: Bool
  /// It conforms to `Equatable`.
  var isEquatable: Bool

  private static let known = Mutex<[ObjectIdentifier: DiffedTypeTraits]>([:])

  /// The traits of `value`'s type, or `nil` when its casts can depend on the value itself.
  static func of(_ value: Any) -> DiffedTypeTraits? {
    let type = Swift.type(of: value)
    guard isStructOrEnumOtherThanOptional(type), type != AnyHashable.self else { return nil }
    let key = ObjectIdentifier(type)
    if let traits = known.withLock({ $0[key] }) { return traits }
    let traits = DiffedTypeTraits(
      mayBeShownWhole: uncachedAtomicDescription(of: value) != nil, isText: value is String || value is Substring,
      hasDiffDescription: value is any CustomDiffRepresentable,
      isTypedCollection: value is any DiffableArray || value is any DiffableDictionary || value is any DiffableSet,
      isDumpedAsElements: value is any DumpedAsElements, isEquatable: value is any Equatable)
    known.withLock { $0[key] = traits }
    return traits
  }

  /// Whether `type`'s metadata is a struct's (kind 0x200) or a non-`Optional` enum's (0x201), as
  /// `docs/ABI/TypeMetadata.rst` in the Swift repository lays out its first word.
  private static func isStructOrEnumOtherThanOptional(_ type: Any.Type) -> Bool {
    let kind = unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self)
    return kind == 0x200 || kind == 0x201
  }
}
