import EvergreenTesting

// State diffing on big state: one changed element in 10,000 and 100,000, everything changed in
// 10,000, against the naive approach of dumping the whole state (measured in the same run).

private struct BenchTodo: Equatable {
  var id: Int
  var title: String
  var isDone: Bool
}

private struct BenchState: Equatable {
  var name = "Inbox"
  var items: [BenchTodo]

  init(count: Int) {
    items = (0..<count).map { BenchTodo(id: $0, title: "Task \($0)", isDone: false) }
  }
}

/// The median wall time of `runs` runs of `body`, in milliseconds.
private func medianMilliseconds(runs: Int, _ body: () -> Int) -> Double {
  var times: [Double] = []
  var sink = 0
  for _ in 0..<runs {
    let elapsed = ContinuousClock().measure { sink &+= body() }
    times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
  }
  if sink == -1 { print("") }  // keeps the work from being optimised away
  return times.sorted()[times.count / 2]
}

private func formatted(_ milliseconds: Double) -> String {
  milliseconds < 10
    ? String(Int((milliseconds * 100).rounded())).leftPadded(3).inserting(".", fromEnd: 2)
    : String(Int(milliseconds.rounded()))
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
  fileprivate func inserting(_ text: String, fromEnd offset: Int) -> String {
    String(dropLast(offset)) + text + String(suffix(offset))
  }
}

func runDiffBenchmarks() {
  let small = BenchState(count: 10_000)
  var smallOneChanged = small
  smallOneChanged.items[5_000].isDone = true
  let big = BenchState(count: 100_000)
  var bigOneChanged = big
  bigOneChanged.items[50_000].isDone = true
  var smallAllChanged = small
  for index in smallAllChanged.items.indices { smallAllChanged.items[index].isDone = true }

  let oneIn10k = medianMilliseconds(runs: 21) { difference(small, smallOneChanged)?.count ?? 0 }
  let oneIn100k = medianMilliseconds(runs: 11) { difference(big, bigOneChanged)?.count ?? 0 }
  let allIn10k = medianMilliseconds(runs: 5) { difference(small, smallAllChanged)?.count ?? 0 }
  let dumpOne10k = medianMilliseconds(runs: 5) { dumpValue(small).count }

  print("diff: 10,000 elements, one changed:   \(formatted(oneIn10k)) ms (goal ≤ 5 ms)")
  print("diff: 100,000 elements, one changed:  \(formatted(oneIn100k)) ms (goal ≤ 50 ms)")
  print("diff: 10,000 elements, all changed:   \(formatted(allIn10k)) ms (goal ≤ 250 ms)")
  print("baseline: dumpValue of the 10,000-element state: \(formatted(dumpOne10k)) ms")
  print(
    "  naive diff (dump both, before any text diff) ≥ \(formatted(2 * dumpOne10k)) ms: "
      + "\(Int((2 * dumpOne10k / oneIn10k).rounded()))× the structural diff of one change in 10,000, "
      + "\(formatted(2 * dumpOne10k / allIn10k))× the diff of all 10,000 changed")
}
