/// `transform` applied to every element, the elements split into `parts` runs of neighbours
/// that are transformed at the same time on the shared threads; the results in the elements'
/// order. With one part (or one element) it is a plain `map`.
///
/// ```swift
/// let matches = await concurrentMap(pickles, parts: 2) { TestCasePlan.matches($0, in: memo) }
/// ```
func concurrentMap<Element: Sendable, Result: Sendable>(
  _ elements: [Element], parts: Int, _ transform: @escaping @Sendable (Element) -> Result
) async -> [Result] {
  guard parts > 1, elements.count > 1 else { return elements.map(transform) }
  let size = (elements.count + parts - 1) / parts
  return await withTaskGroup(of: (start: Int, results: [Result]).self) { group in
    for start in stride(from: 0, to: elements.count, by: size) {
      let run = Array(elements[start..<min(start + size, elements.count)])
      group.addTask { (start, run.map(transform)) }
    }
    var runs: [(start: Int, results: [Result])] = []
    for await run in group { runs.append(run) }
    return runs.sorted { $0.start < $1.start }.flatMap(\.results)
  }
}
