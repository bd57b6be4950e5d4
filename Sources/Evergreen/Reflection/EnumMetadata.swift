import Synchronization

/// What an enum type's metadata says about its cases, read through the layout Swift documents
/// for it (`docs/ABI/TypeMetadata.rst` in the Swift repository: the enum metadata record, its
/// nominal type descriptor and field descriptor, and the value witness table's enum witnesses),
/// never through a private runtime function.
///
/// ```swift
/// enum Action { case loaded(Int), refresh, close }
/// EnumMetadata(Action.self)?.caseNames     // ["loaded", "refresh", "close"]
/// EnumMetadata.caseName(of: Action.close)  // "close", whatever Action's description says
/// ```
///
/// Case names come in the order of the enum's tags: the cases with a payload first, then those
/// without, each group in declaration order. An enum compiled without reflection metadata
/// (`-disable-reflection-metadata`) has no case names to read: `caseNames` is then `nil`.
package struct EnumMetadata: @unchecked Sendable {
  /// The type's metadata record (immutable, and alive as long as the program: safe to share).
  private let record: UnsafeRawPointer
  /// Every case's name, in tag order; `nil` when the type carries no reflection metadata.
  package let caseNames: [String]?

  /// The metadata of `type`, or `nil` when it is not an enum (`Optional` is one).
  package init?(_ type: Any.Type) {
    if let known = Self.known.withLock({ $0[ObjectIdentifier(type)] }) {
      guard let known else { return nil }
      self = known
      return
    }
    let metadata = Self.read(type)
    Self.known.withLock { $0[ObjectIdentifier(type)] = metadata }
    guard let metadata else { return nil }
    self = metadata
  }

  private init(record: UnsafeRawPointer, caseNames: [String]?) {
    self.record = record
    self.caseNames = caseNames
  }

  /// The name of `value`'s case (`refresh`), or `nil` when `value` is not an enum or its type
  /// carries no reflection metadata. Descriptions (`CustomStringConvertible`,
  /// `CustomDebugStringConvertible`) and custom mirrors play no part.
  package static func caseName<Value>(of value: Value) -> String? {
    guard let metadata = EnumMetadata(Value.self), let names = metadata.caseNames else { return nil }
    let tag = Int(metadata.tag(of: value))
    return names.indices.contains(tag) ? names[tag] : nil
  }

  /// Whether `first` and `second` are the same case (payloads aside), or `nil` when `Value` is
  /// not an enum. Reads each value's tag, so it works without reflection metadata too.
  ///
  /// ```swift
  /// EnumMetadata.sameCase(Action.loaded(1), Action.loaded(2))   // true
  /// ```
  package static func sameCase<Value>(_ first: Value, _ second: Value) -> Bool? {
    guard let metadata = EnumMetadata(Value.self) else { return nil }
    return metadata.tag(of: first) == metadata.tag(of: second)
  }

  /// The tag of `value`'s case: its index in ``caseNames``.
  private func tag<Value>(of value: Value) -> UInt32 {
    let witnesses = (record - Layout.pointer).load(as: UnsafeRawPointer.self)
    let getEnumTag = unsafeBitCast(
      (witnesses + Layout.getEnumTagWitness).load(as: UnsafeRawPointer.self),
      to: (@convention(c) (UnsafeRawPointer, UnsafeRawPointer) -> UInt32).self)
    var copy = value
    return withUnsafePointer(to: &copy) { getEnumTag(UnsafeRawPointer($0), record) }
  }

  private static let known = Mutex<[ObjectIdentifier: EnumMetadata?]>([:])

  private static func read(_ type: Any.Type) -> EnumMetadata? {
    let record = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard Layout.enumKinds.contains(record.load(as: Int.self)) else { return nil }
    let witnesses = (record - Layout.pointer).load(as: UnsafeRawPointer.self)
    let flags = (witnesses + Layout.witnessFlags).load(as: UInt32.self)
    guard flags & Layout.hasEnumWitnesses != 0 else { return nil }
    let descriptor = (record + Layout.pointer).load(as: UnsafeRawPointer.self)
    return EnumMetadata(record: record, caseNames: caseNames(in: descriptor))
  }

  /// The names of the field records of an enum's nominal type descriptor, in tag order.
  private static func caseNames(in descriptor: UnsafeRawPointer) -> [String]? {
    guard let fields = relative(descriptor + Layout.descriptorFields) else { return nil }
    let recordSize = Int((fields + Layout.fieldRecordSize).load(as: UInt16.self))
    let count = Int((fields + Layout.fieldCount).load(as: UInt32.self))
    var names: [String] = []
    names.reserveCapacity(count)
    for index in 0..<count {
      let field = fields + Layout.fieldRecords + index * recordSize
      guard let name = relative(field + Layout.fieldName) else { return nil }
      names.append(String(cString: name.assumingMemoryBound(to: CChar.self)))
    }
    return names
  }

  /// The target of the 32-bit relative pointer stored at `place`, or `nil` for a null one.
  private static func relative(_ place: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = place.load(as: Int32.self)
    return offset == 0 ? nil : place + Int(offset)
  }

  /// Offsets and values from `docs/ABI/TypeMetadata.rst` and the runtime's `Metadata.h`.
  private enum Layout {
    static let pointer = MemoryLayout<UnsafeRawPointer>.size
    /// Metadata kinds: enum (1) and optional (2), both flagged "not on the heap" (0x200).
    static let enumKinds: Set<Int> = [0x201, 0x202]
    /// Value witness table: eight function pointers, then size and stride, then the flags.
    static let witnessFlags = 8 * pointer + 2 * MemoryLayout<Int>.size
    /// The flags' "has enum witnesses" bit, and the first enum witness, `getEnumTag(value, metadata)`,
    /// after the flags and the extra inhabitant count.
    static let hasEnumWitnesses: UInt32 = 0x0020_0000
    static let getEnumTagWitness = witnessFlags + 2 * MemoryLayout<UInt32>.size
    /// Enum descriptor: flags, parent, name and access function (32 bits each), then the relative
    /// pointer to the field descriptor.
    static let descriptorFields = 4 * MemoryLayout<Int32>.size
    /// Field descriptor: mangled type name, superclass, kind (16 bits), record size (16 bits),
    /// record count (32 bits), then the records; each record's name is its third 32-bit word.
    static let fieldRecordSize = 2 * MemoryLayout<Int32>.size + MemoryLayout<UInt16>.size
    static let fieldCount = fieldRecordSize + MemoryLayout<UInt16>.size
    static let fieldRecords = fieldCount + MemoryLayout<UInt32>.size
    static let fieldName = 2 * MemoryLayout<Int32>.size
  }
}
