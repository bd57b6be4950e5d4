/// A type that chooses how it appears in dumps and diffs.
///
/// By default ``dumpValue(_:)`` and ``difference(_:_:expectedLabel:actualLabel:)`` walk a value's
/// stored properties with `Mirror`. Conform when the stored properties are an implementation
/// detail and a short text says more. The text is shown verbatim (several lines are diffed line
/// by line), and two values are compared by `==` when the type is `Equatable`, otherwise by text:
///
/// ```swift
/// struct Money: Equatable, CustomDiffRepresentable {
///   var cents: Int
///   var diffDescription: String { "€\(cents / 100).\(String(format: "%02d", cents % 100))" }
/// }
/// // price: €1.50 → €2.00
/// ```
///
/// To change the *structure* a value is walked with (which children it has), implement
/// `CustomReflectable` instead: the diff follows `customMirror`.
public protocol CustomDiffRepresentable {
  /// The text that stands for this value in dumps and diffs.
  var diffDescription: String { get }
}
