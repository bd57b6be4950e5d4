/// A key path as a user writes it relative to its root: `\.email`, `\.form.email`. A computed
/// property, whose name the runtime does not keep, shows as `\.<computed Int>`.
func relativeKeyPathDescription<Root>(_ keyPath: PartialKeyPath<Root>) -> String {
  let full = String(describing: keyPath)
  let rootPrefix = String(describing: \Root.self).dropLast("self".count)
  var relative = full.hasPrefix(rootPrefix) ? "\\." + full.dropFirst(rootPrefix.count) : full
  // `<computed 0x00005651 (Int)>`: the address changes from run to run; keep the type.
  while let start = relative.range(of: "<computed 0x"), let end = relative[start.upperBound...].firstIndex(of: ">") {
    let inside = relative[start.upperBound..<end]
    let type = inside.firstIndex(of: "(").map { inside[inside.index(after: $0)...].dropLast() } ?? "?"
    relative.replaceSubrange(start.lowerBound...end, with: "<computed \(type)>")
  }
  return relative
}
