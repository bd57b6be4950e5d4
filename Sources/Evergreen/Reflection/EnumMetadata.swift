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
  /// What each case's payload is, in tag order; `nil` when the type carries no reflection metadata.
  private let payloads: [Payload]?
  /// Whether the type is `CustomReflectable`.
  private let hasCustomMirror: Bool
  /// Whether each case, in tag order, is `indirect` (its payload kept in a box of its own).
  private let indirectCases: [Bool]?

  /// What a case carries, as its field record declares it.
  package enum Payload: Equatable, Sendable {
    /// Nothing: a case without payload.
    case none
    /// A value of one struct or enum type that is not generic, named by a symbolic reference
    /// (the package's own types): every value of the case carries exactly that type, so whether
    /// it casts to another type is the same for all of them.
    case concrete
    /// Anything else: a class (or a subclass), an existential, a generic parameter, a tuple, or a
    /// standard library type (`Int`, `String`: their names are spelled out, not referenced).
    case other
  }

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

  private init(record: UnsafeRawPointer, cases: [Case]?, hasCustomMirror: Bool) {
    self.record = record
    self.hasCustomMirror = hasCustomMirror
    self.caseNames = cases?.map(\.name)
    self.payloads = cases?.map(\.payload)
    self.indirectCases = cases?.map(\.isIndirect)
  }

  private struct Case {
    var name: String
    var payload: Payload
    var isIndirect: Bool
  }

  /// What the case of `value` carries, or `nil` when `Value` is not an enum, carries no
  /// reflection metadata, or has a mirror of its own (`CustomReflectable`: what reflection shows
  /// of its cases is then the mirror's choice).
  ///
  /// ```swift
  /// enum Action { case child(Child.Action), box(any Sendable), count(Int), refresh }
  /// EnumMetadata.payload(of: Action.child(.tapped))   // (tag: 0, .concrete)
  /// EnumMetadata.payload(of: Action.box(1))           // (tag: 1, .other)
  /// EnumMetadata.payload(of: Action.refresh)          // (tag: 3, .none)
  /// ```
  package static func payload<Value>(of value: Value) -> (tag: UInt32, payload: Payload)? {
    guard let metadata = EnumMetadata(Value.self), let payloads = metadata.payloads, !metadata.hasCustomMirror
    else { return nil }
    let tag = metadata.tag(of: value)
    return payloads.indices.contains(Int(tag)) ? (tag, payloads[Int(tag)]) : nil
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

  /// The payload of `value`, whose case has tag `tag` and carries a ``Payload/concrete`` payload
  /// of type `Value` exactly (the caller found so once, through `Mirror`): copied out of the value
  /// as the runtime's own reflection does, with the enum's `destructiveProjectEnumData` witness,
  /// without making a mirror. `nil` when the case is `indirect` (its payload is in a box) or
  /// `Value`'s type is not an enum of this metadata.
  ///
  /// ```swift
  /// enum Action { case child(Child.Action), refresh }
  /// EnumMetadata.payload(of: Action.child(.tapped), tag: 0, exactly: Child.Action.self)   // .tapped
  /// ```
  package static func payload<Root, Value>(of value: Root, tag: UInt32, exactly _: Value.Type) -> Value? {
    guard let metadata = EnumMetadata(Root.self), let indirect = metadata.indirectCases,
      indirect.indices.contains(Int(tag)), !indirect[Int(tag)], metadata.tag(of: value) == tag
    else { return nil }
    let witnesses = (metadata.record - Layout.pointer).load(as: UnsafeRawPointer.self)
    let project = unsafeBitCast(
      (witnesses + Layout.destructiveProjectEnumDataWitness).load(as: UnsafeRawPointer.self),
      to: (@convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer) -> Void).self)
    let copy = UnsafeMutablePointer<Root>.allocate(capacity: 1)
    defer { copy.deallocate() }
    copy.initialize(to: value)
    // The copy now holds the payload where the enum kept it, at its start: moved out, nothing is left.
    project(UnsafeMutableRawPointer(copy), metadata.record)
    return UnsafeMutableRawPointer(copy).assumingMemoryBound(to: Value.self).move()
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
    return EnumMetadata(
      record: record, cases: cases(in: descriptor), hasCustomMirror: type is any CustomReflectable.Type)
  }

  /// The names and payloads of the field records of an enum's nominal type descriptor, in tag order.
  private static func cases(in descriptor: UnsafeRawPointer) -> [Case]? {
    guard let fields = relative(descriptor + Layout.descriptorFields) else { return nil }
    let recordSize = Int((fields + Layout.fieldRecordSize).load(as: UInt16.self))
    let count = Int((fields + Layout.fieldCount).load(as: UInt32.self))
    var cases: [Case] = []
    cases.reserveCapacity(count)
    for index in 0..<count {
      let field = fields + Layout.fieldRecords + index * recordSize
      guard let name = relative(field + Layout.fieldName) else { return nil }
      cases.append(
        Case(
          name: String(cString: name.assumingMemoryBound(to: CChar.self)),
          payload: payload(named: relative(field + Layout.fieldType)),
          isIndirect: field.load(as: UInt32.self) & Layout.indirectCase != 0))
    }
    return cases
  }

  /// What a field record's mangled type name declares: nothing, a type named by a symbolic
  /// reference alone (`\u{1}` or `\u{2}` then a 32-bit relative pointer, then the name's end) to
  /// the descriptor of a struct or enum that is not generic, or anything else.
  private static func payload(named mangledName: UnsafeRawPointer?) -> Payload {
    guard let mangledName else { return .none }
    let reference = mangledName.load(as: UInt8.self)
    guard reference == 1 || reference == 2, (mangledName + 5).load(as: UInt8.self) == 0,
      let target = relative(mangledName + 1)
    else { return .other }
    // A direct reference points at the descriptor, an indirect one at a pointer to it.
    let descriptor = reference == 1 ? target : target.loadUnaligned(as: UnsafeRawPointer?.self)
    guard let flags = descriptor?.load(as: UInt32.self) else { return .other }
    let isValueType = Layout.valueTypeKinds.contains(flags & Layout.contextKindMask)
    return isValueType && flags & Layout.contextIsGeneric == 0 ? .concrete : .other
  }

  /// The target of the 32-bit relative pointer stored at `place`, or `nil` for a null one.
  private static func relative(_ place: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = place.loadUnaligned(as: Int32.self)  // a symbolic reference in a name is not aligned
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
    /// The second enum witness, `destructiveProjectEnumData(value, metadata)`.
    static let destructiveProjectEnumDataWitness = getEnumTagWitness + pointer
    /// Enum descriptor: flags, parent, name and access function (32 bits each), then the relative
    /// pointer to the field descriptor.
    static let descriptorFields = 4 * MemoryLayout<Int32>.size
    /// Field descriptor: mangled type name, superclass, kind (16 bits), record size (16 bits),
    /// record count (32 bits), then the records; each record's name is its third 32-bit word.
    static let fieldRecordSize = 2 * MemoryLayout<Int32>.size + MemoryLayout<UInt16>.size
    static let fieldCount = fieldRecordSize + MemoryLayout<UInt16>.size
    static let fieldRecords = fieldCount + MemoryLayout<UInt32>.size
    static let fieldName = 2 * MemoryLayout<Int32>.size
    /// A record's mangled type name is its second 32-bit word (a null one: no payload); its first
    /// word holds its flags, of which 0x1 marks an `indirect` case.
    static let fieldType = MemoryLayout<Int32>.size
    static let indirectCase: UInt32 = 0x1
    /// Context descriptor flags: the kind in the low five bits (struct 17, enum 18), and the
    /// "generic" bit.
    static let contextKindMask: UInt32 = 0x1F
    static let valueTypeKinds: Set<UInt32> = [17, 18]
    static let contextIsGeneric: UInt32 = 0x80
  }
}
