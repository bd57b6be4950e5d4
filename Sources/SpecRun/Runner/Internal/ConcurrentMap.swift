/// `transform` applied to every element, the elements split into `parts` runs of neighbours
/// that are transformed at the same time on the shared threads; the results in the elements'
/// order. Each run has a state of its own, made by `makeState` and handed to `transform` for each
/// of its elements (a cache no other thread touches, so it needs no lock). With one part (or one
/// element) it is a plain `map` with one state.
///
/// ```swift
/// let matches = await concurrentMap(pickles, parts: 2, state: { StepMatchMemo(library) }) { memo, pickle in
///   TestCasePlan.matches(pickle.steps, in: &memo)
/// }
/// ```
func concurrentMap<Element: Sendable, State, Result: Sendable>(
  _ elements: [Element], parts: Int, state makeState: @escaping @Sendable () -> State,
  _ transform: @escaping @Sendable (inout State, Element) -> Result
) async -> [Result] {
  guard parts > 1, elements.count > 1 else {
    var state = makeState()
    return elements.map { transform(&state, $0) }
  }
  let size = (elements.count + parts - 1) / parts
  return await withTaskGroup(of: (start: Int, results: [Result]).self) { group in
    for start in stride(from: 0, to: elements.count, by: size) {
      let run = Array(elements[start..<min(start + size, elements.count)])
      group.addTask {
        var state = makeState()
        return (start, run.map { transform(&state, $0) })
      }
    }
    var runs: [(start: Int, results: [Result])] = []
    for await run in group { runs.append(run) }
    return runs.sorted { $0.start < $1.start }.flatMap(\.results)
  }
}
