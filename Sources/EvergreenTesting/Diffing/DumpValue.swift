/// A deterministic, readable dump of any value, on one line when it fits in 80 columns and
/// indented over several lines otherwise.
///
/// Module prefixes are left out, dictionary entries are sorted by key and set members by their
/// dump, optionals show their wrapped value or `nil`, enums show `.case(payload)`, and a class
/// that refers back to itself shows `↩︎` instead of recursing.
///
/// ```swift
/// dumpValue(Todo(id: 1, title: "Milk", isDone: false))
/// // Todo(id: 1, title: "Milk", isDone: false)
/// dumpValue(["b": 2, "a": 1])
/// // ["a": 1, "b": 2]
/// ```
public func dumpValue<T>(_ value: T) -> String {
  ValueDumper.text(of: value)
}
