/// One step from a value to a part of it, as written in a change's path.
enum DiffPathComponent {
  /// A stored property or tuple element: `.title`.
  case field(String)
  /// An enum case's payload, written as the case: `.loaded`.
  case payload(String)
  /// A shared value's property (`@Shared var total`), written as the property: `.total`.
  case shared(String)
  /// A property whose wrapper is read only (`@SharedReader`), written as the property.
  case readOnly(String)
  /// The value an optional holds, not written (`fact.title` for `fact?.title`).
  case unwrapped
  /// A position in an ordered collection: `[2]`.
  case index(Int)
  /// The position of an element past the other side's last: added at the list's end, or taken
  /// from it. Written as a position: `[2]`.
  case end(Int)
  /// A dictionary key: `["alice"]`.
  case key(Any)
  /// An element of a list matched by identity: `[id: 7]`.
  case id(AnyHashable)
  /// An element of a collection that keeps its elements by id (an `IdentifiedArray`, a
  /// `StackState`), which its `subscript(id:)` reaches: `[id: 7]`.
  case ownID(AnyHashable)
  /// A line of a multi-line string: ` (line 3)`.
  case line(Int)
}

/// Writes a path such as `items[5000].isDone`; the empty path is written as the root type's name.
func renderPath(_ components: [DiffPathComponent], rootName: String) -> String {
  var text = ""
  for component in components {
    switch component {
    case .field(let name), .payload(let name), .shared(let name), .readOnly(let name):
      if !text.isEmpty { text += "." }
      text += name
    case .unwrapped: break
    case .index(let index), .end(let index): text += "[\(index)]"
    case .key(let key): text += "[\(ValueDumper.singleLine(of: key))]"
    case .id(let id), .ownID(let id): text += "[id: \(ValueDumper.singleLine(of: id.base))]"
    case .line(let line):
      if text.isEmpty { text = rootName }
      text += " (line \(line))"
    }
  }
  return text.isEmpty ? rootName : text
}

/// Whether the part a rendered path names lies inside the part `prefix` names: `items[2].title`
/// is within `items[2]` and `items`, and every path is within itself.
package func diffPath(_ path: String, isWithin prefix: String) -> Bool {
  path == prefix || path.hasPrefix(prefix + ".") || path.hasPrefix(prefix + "[") || path.hasPrefix(prefix + " (")
}

/// Whether the parts two rendered paths name overlap: one lies within the other (`items[2]` and
/// `items[2].title`, either way round).
package func diffPath(_ path: String, overlaps other: String) -> Bool {
  diffPath(path, isWithin: other) || diffPath(other, isWithin: path)
}
