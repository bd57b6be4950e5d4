@_spi(Reflection) import Swift
import Synchronization

/// A struct's stored properties as `Mirror` reads them (label and value, in declaration order),
/// read through the type's field layout (each property's name, offset and type), found once per
/// type and kept.
///
/// `Mirror` finds each property's name and type again, from the type's metadata and its mangled
/// type name, every time a value's children are walked; the diff walks the same state types after
/// every step. The layout is kept by type, and each instantiation of a generic type is a type of
/// its own (`Pair<Int, String>` and `Pair<String, Int>` lay their properties out differently).
///
/// Only a plain struct has a layout: a class, an enum, a tuple, an `Optional`, a type with a
/// custom mirror (`CustomReflectable`), and a struct with a `weak`, `unowned` or `unmanaged`
/// property (whose storage is not a value of its declared type) get `nil`, and are read through
/// `Mirror` as before.
///
/// ```swift
/// if let children = StoredFields.children(of: value) {   // [Mirror.Child], as Mirror's
///   for child in children { print(child.label!, child.value) }
/// }
/// ```
enum StoredFields {
  /// `value`'s stored properties, or `nil` when its type is not a plain struct.
  static func children(of value: Any) -> [Mirror.Child]? {
    guard let layout = layout(of: type(of: value)) else { return nil }
    return children(of: value, in: layout)
  }

  /// The stored properties of two values of one type, their layout found once; `nil` when the
  /// types differ or are not a plain struct.
  ///
  /// ```swift
  /// if let fields = StoredFields.children(of: before, and: after) { compare(fields.expected, fields.actual) }
  /// ```
  static func children(of expected: Any, and actual: Any) -> (expected: [Mirror.Child], actual: [Mirror.Child])? {
    guard type(of: expected) == type(of: actual), let layout = layout(of: type(of: expected)),
      let expectedChildren = children(of: expected, in: layout), let actualChildren = children(of: actual, in: layout)
    else { return nil }
    return (expectedChildren, actualChildren)
  }

  /// `value`'s stored properties read through `layout`, its type's.
  private static func children(of value: Any, in layout: [Field]) -> [Mirror.Child]? {
    func read<Value>(_ opened: Value) -> [Mirror.Child]? {
      withUnsafeBytes(of: opened) { bytes in
        // A struct of empty structs takes no bytes: `Mirror` reads it.
        guard let base = bytes.baseAddress else { return nil }
        return layout.map { ($0.label, $0.value(in: base)) }
      }
    }
    return _openExistential(value, do: read)
  }

  /// One stored property: where it lies in the struct and what it holds.
  struct Field: @unchecked Sendable {
    let label: String
    let offset: Int
    let type: Any.Type

    /// A copy of this property of the struct whose bytes start at `base`.
    func value(in base: UnsafeRawPointer) -> Any {
      func load<Value>(_: Value.Type) -> Any { base.load(fromByteOffset: offset, as: Value.self) }
      return _openExistential(type, do: load)
    }
  }

  /// The fields of `type`, or `nil` when it is not a plain struct.
  static func layout(of type: Any.Type) -> [Field]? {
    let key = ObjectIdentifier(type)
    if let known = known.withLock({ $0[key] }) { return known }
    let fields = uncachedLayout(of: type)
    known.withLock { $0[key] = fields }
    return fields
  }

  private static let known = Mutex<[ObjectIdentifier: [Field]?]>([:])

  private static func uncachedLayout(of type: Any.Type) -> [Field]? {
    let record = unsafeBitCast(type, to: UnsafeRawPointer.self)
    guard record.load(as: Int.self) == Layout.structKind, !(type is any CustomReflectable.Type),
      let names = strongFieldNames(of: record)
    else { return nil }
    var fields: [Field] = []
    let complete = _forEachField(of: type) { name, offset, fieldType, _ in
      fields.append(Field(label: String(cString: name), offset: offset, type: fieldType))
      return true
    }
    // The runtime's walk must find the very fields the descriptor lists, in its order.
    guard complete, fields.map(\.label) == names else { return nil }
    return fields
  }

  /// The names of a struct's fields from its type descriptor, or `nil` when one of them is not a
  /// strong reference or a plain value (its mangled type ends in `Xw`, `Xo` or `Xu`, as
  /// `docs/ABI/Mangling.rst` in the Swift repository spells reference storage).
  private static func strongFieldNames(of record: UnsafeRawPointer) -> [String]? {
    let descriptor = (record + Layout.pointer).load(as: UnsafeRawPointer.self)
    guard let fieldDescriptor = relative(descriptor + Layout.descriptorFields) else { return nil }
    let recordSize = Int((fieldDescriptor + Layout.fieldRecordSize).load(as: UInt16.self))
    let count = Int((fieldDescriptor + Layout.fieldCount).load(as: UInt32.self))
    var names: [String] = []
    for index in 0..<count {
      let field = fieldDescriptor + Layout.fieldRecords + index * recordSize
      guard let name = relative(field + Layout.fieldName), let typeName = relative(field + Layout.fieldType),
        !isReferenceStorage(typeName)
      else { return nil }
      names.append(String(cString: name.assumingMemoryBound(to: CChar.self)))
    }
    return names
  }

  /// Whether a mangled type name ends in a reference-storage suffix. Symbolic references (a byte
  /// from 1 to 0x17 and a 4-byte offset, or from 0x18 to 0x1F and a pointer) may hold zero bytes,
  /// so they are stepped over whole.
  private static func isReferenceStorage(_ mangledName: UnsafeRawPointer) -> Bool {
    var position = 0
    var last: (UInt8, UInt8) = (0, 0)
    while true {
      let byte = mangledName.load(fromByteOffset: position, as: UInt8.self)
      switch byte {
      case 0:
        return last.0 == UInt8(ascii: "X")
          && [UInt8(ascii: "w"), UInt8(ascii: "o"), UInt8(ascii: "u")].contains(last.1)
      case 0x01...0x17:
        position += 1 + 4
        last = (0, 0)
      case 0x18...0x1F:
        position += 1 + Layout.pointer
        last = (0, 0)
      default:
        position += 1
        last = (last.1, byte)
      }
    }
  }

  private static func relative(_ place: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = place.loadUnaligned(as: Int32.self)
    return offset == 0 ? nil : place + Int(offset)
  }

  /// Offsets in the runtime's records (`docs/ABI/TypeMetadata.rst`, `include/swift/ABI/Metadata.h`).
  private enum Layout {
    static let pointer = MemoryLayout<UnsafeRawPointer>.size
    static let structKind = 0x200
    /// A type descriptor's flags, parent, name and access function come before its fields.
    static let descriptorFields = 4 * MemoryLayout<Int32>.size
    static let fieldRecordSize = 2 * MemoryLayout<Int32>.size + MemoryLayout<UInt16>.size
    static let fieldCount = fieldRecordSize + MemoryLayout<UInt16>.size
    static let fieldRecords = fieldCount + MemoryLayout<UInt32>.size
    static let fieldType = MemoryLayout<Int32>.size
    static let fieldName = 2 * MemoryLayout<Int32>.size
  }
}
