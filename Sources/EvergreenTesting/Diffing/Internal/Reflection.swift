import Foundation

/// Stored properties of a value in declaration order, superclass properties first, without the
/// `@Observable` registrar; a property wrapper (`_destination`) under the declared property's name,
/// as its wrapped value.
///
/// `asExpected`: the children as the expected side of a comparison shows them (a shared value as the
/// test asserted it).
func reflectedChildren(of mirror: Mirror, asExpected: Bool = false) -> [Mirror.Child] {
  var children: [Mirror.Child] = []
  if mirror.displayStyle == .class, let superclass = mirror.superclassMirror {
    children = reflectedChildren(of: superclass, asExpected: asExpected)
  }
  return children + diffedChildren(mirror.children, asExpected: asExpected)
}

/// ``reflectedChildren(of:asExpected:)`` of a mirror's own children, read already (`Mirror`
/// finds each child's type again every time its children are walked, so a value compared with
/// several others is walked once).
func diffedChildren<Children: Collection<Mirror.Child>>(_ stored: Children, asExpected: Bool) -> [Mirror.Child] {
  var children: [Mirror.Child] = []
  for child in stored where !(child.label?.hasPrefix("_$") ?? false) {
    if let label = child.label, label.hasPrefix("_"), let wrapper = child.value as? any DiffedAsWrappedValue {
      children.append((String(label.dropFirst()), wrapper.diffedValue(asExpected: asExpected)))
    } else {
      children.append(child)
    }
  }
  return children
}

/// The path components of the properties among `stored` whose wrappers an assert closure does not
/// write as plain fields (a shared value, changed under its lock; a read-only one), by the
/// property's name. Empty for a type without such wrappers, which is nearly every type.
func wrapperComponents(of stored: some Collection<Mirror.Child>) -> [String: DiffPathComponent] {
  var components: [String: DiffPathComponent] = [:]
  for child in stored {
    guard let label = child.label, label.hasPrefix("_"), !label.hasPrefix("_$"),
      let wrapper = child.value as? any DiffedAsWrappedValue
    else { continue }
    let name = String(label.dropFirst())
    if let component = wrapper.pathComponent(named: name) { components[name] = component }
  }
  return components
}

/// The object behind `value` when it is an instance of a class.
func classInstance(_ value: Any) -> AnyObject? {
  type(of: value) is AnyObject.Type ? value as AnyObject : nil
}

/// Text for values that are best shown whole: numbers, strings, characters, Foundation value
/// types. `nil` for values that are walked structurally, known without a cast once their type has
/// been seen (``DiffedTypeTraits``).
func atomicDescription(of value: Any) -> String? {
  if let traits = DiffedTypeTraits.of(value), !traits.mayBeShownWhole { return nil }
  return uncachedAtomicDescription(of: value)
}

/// ``atomicDescription(of:)`` found by casting `value` to each type shown whole.
func uncachedAtomicDescription(of value: Any) -> String? {
  switch value {
  case let bool as Bool: return bool.description
  case let int as Int: return int.description
  case let double as Double: return double.description
  case let float as Float: return float.description
  case let int as Int64: return int.description
  case let int as Int32: return int.description
  case let int as UInt: return int.description
  case let int as UInt64: return int.description
  case let int as UInt32: return int.description
  case let int as UInt8: return int.description
  case let string as String: return string.debugDescription
  case let substring as Substring: return String(substring).debugDescription
  case let character as Character: return String(character).debugDescription
  case let uuid as UUID: return "UUID(\(uuid.uuidString))"
  case let date as Date: return "Date(\(date))"
  case let url as URL: return "URL(\(url.absoluteString))"
  case let decimal as Decimal: return "\(decimal)"
  case let data as Data:
    let bytes = data.prefix(32).map { String($0, radix: 16).leftPadded(to: 2) }.joined(separator: " ")
    return data.count <= 32 ? "Data(\(data.count) bytes: \(bytes))" : "Data(\(data.count) bytes)"
  default: return nil
  }
}

extension String {
  func leftPadded(to width: Int, with pad: Character = "0") -> String {
    count >= width ? self : String(repeating: pad, count: width - count) + self
  }
}
