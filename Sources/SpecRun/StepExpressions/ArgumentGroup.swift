/// One capture group of a match, with its nested capture groups: the shape Cucumber Messages
/// report as `stepMatchArguments[].group`.
///
/// Offsets count UTF-16 code units from the start of the matched text (as Cucumber Messages do).
/// A group that did not take part in the match (an optional group) has `value`, `start` and
/// `end` all `nil`.
public struct ArgumentGroup: Sendable, Hashable {
  /// The matched text, or `nil` when the group did not take part in the match.
  public let value: String?
  /// UTF-16 offset where the group starts, or `nil` when it did not take part.
  public let start: Int?
  /// UTF-16 offset just past the group's end, or `nil` when it did not take part.
  public let end: Int?
  /// The capture groups nested inside this one, in the order they open.
  public let children: [ArgumentGroup]

  /// A group that matched `value` from `start` to `end`, with the groups nested in it.
  public init(value: String?, start: Int?, end: Int?, children: [ArgumentGroup] = []) {
    self.value = value
    self.start = start
    self.end = end
    self.children = children
  }

  /// The strings handed to a parameter type's transformer: the nested groups' values when there
  /// are nested groups (as `{string}` has), otherwise this group's own value.
  public var transformerInput: [String?] {
    children.isEmpty ? [value] : children.map(\.value)
  }
}
