import EvergreenTesting

/// Every value each part of a scenario store's state took since the steps last described it,
/// watched after each action sent or fed back (a state equal to the last one changed nothing): a
/// part that changed and came back within one block of `When` steps (`isLoading: false → true →
/// false`) was seen by the user, yet no `Then` step after the block can describe it, since its
/// value is gone.
///
/// ```swift
/// var trail = ChangeTrail(from: state)
/// trail.record(loadingState, by: ScenarioLine.running)   // isLoading: false → true
/// trail.record(loadedState, by: ScenarioLine.running)    // isLoading: true → false
/// trail.close(at: loadedState)   // [CameBack(path: "isLoading", values: ["false", "true", "false"], …)]
/// ```
struct ChangeTrail<State: Equatable> {
  typealias CameBack = ChangeThatCameBack

  /// The changes of one part since the trail was last closed.
  private struct Path {
    var values: [String]
    var changedBy: ScenarioLine?
    var restoredBy: ScenarioLine?
  }

  /// Each distinct state seen since the trail was last closed, the first one where it started,
  /// with the step that made it. The states are only compared part by part when the trail is
  /// closed, and only when there are enough of them for a part to have come back: most blocks of
  /// `When` steps change the state once, and then no part of it needs a diff.
  private var seen: [Seen] { [Seen(state: start, step: nil)] + changes[blockStart...] }

  /// The trail runs in code not specialised for any app's `State`, where each generic type a
  /// call touches costs the runtime a look-up of its metadata. So the state the block started
  /// from is kept apart (a step that changes nothing compares with it and touches no other type),
  /// the later ones in a struct of this type's own (not a tuple, which costs two look-ups), and
  /// ``changeCount`` and ``blockStart`` (no generic type at all) say how many there are.
  private var start: State
  /// The states seen since the steps last described everything, the earlier blocks' first: kept
  /// to name the steps that made a change no `Then` step described (``steps(thatChanged:)``),
  /// until ``forgetEarlierBlocks()``. The current block's states begin at ``blockStart``.
  private var changes: [Seen] = []
  /// `changes.count`.
  private var changeCount = 0
  /// Where the current block's states begin in ``changes``.
  private var blockStart = 0
  /// The state before the first of ``changes``.
  private var earliest: State
  /// How many states of earlier blocks a trail keeps at most: a scenario whose checks never run
  /// (`@non-exhaustive`) never lets them go otherwise.
  static var earlierLimit: Int { 64 }

  private struct Seen {
    var state: State
    var step: ScenarioLine?
  }

  init(from state: State) {
    start = state
    earliest = state
  }

  /// Notes `state`, and which step made it, when it differs from the last state seen.
  mutating func record(_ state: State, by step: ScenarioLine?) {
    if changeCount == blockStart ? start == state : changes[changeCount - 1].state == state { return }
    changes.append(Seen(state: state, step: step))
    changeCount += 1
  }

  /// Whether closing the trail at `state` would find nothing and change nothing: no state was
  /// seen since it started, and it started at `state`.
  func isClosed(at state: State) -> Bool { changeCount == blockStart && start == state }

  /// Ends the trail's block where the steps describe the state (`state`, the last one seen):
  /// returns the parts that came back to where they were, outermost only, in the order they
  /// first changed, and starts a new block from `state`, keeping the closed one's states with
  /// the earlier blocks' (the oldest let go beyond ``earlierLimit``).
  mutating func close(at state: State) -> [CameBack] {
    defer {
      start = state
      blockStart = changeCount
      if blockStart > Self.earlierLimit { forgetOldest(blockStart - Self.earlierLimit) }
    }
    // A part comes back in two changes at least: after one, nothing can have. The walk is a
    // function of its own, so a trail of one or two states never pays for its types.
    guard changeCount - blockStart > 1 else { return [] }
    return partsThatCameBack()
  }

  /// The parts that came back within the states seen, outermost only, in the order they first changed.
  @inline(never)
  private func partsThatCameBack() -> [CameBack] {
    // Only the parts two steps changed are walked into; any part, when that cannot be told.
    let partsOfEachStep = partsChangedByEachStep().map(partsChangedMoreThanOnce)
    if let partsOfEachStep, partsOfEachStep.allSatisfy(\.isEmpty) { return [] }
    var paths: [String: Path] = [:]
    var order: [String] = []
    let seen = self.seen
    for (index, (before, after)) in zip(seen, seen.dropFirst()).enumerated() {
      let changes: [ValueDifference.Change]
      if let partsOfEachStep {
        changes = partsOfEachStep[index].flatMap(\.changes)
      } else {
        changes = structuralDifference(before.state, after.state, writingAssignments: false)?.changes ?? []
      }
      for change in changes {
        if var path = paths[change.path] {
          path.values.append(change.actual)
          path.restoredBy = after.step
          paths[change.path] = path
        } else {
          paths[change.path] = Path(
            values: [change.expected, change.actual], changedBy: after.step, restoredBy: after.step)
          order.append(change.path)
        }
      }
    }
    var cameBack: [CameBack] = []
    for name in order {
      guard let path = paths[name], path.values.count > 2, path.values.first == path.values.last,
        !cameBack.contains(where: { diffPath(name, isWithin: $0.path) })
      else { continue }
      cameBack.append(CameBack(path: name, values: path.values, changedBy: path.changedBy, restoredBy: path.restoredBy))
    }
    return cameBack
  }

  /// The state's stored properties each step may have changed (compared with `==`, not walked
  /// into), or `nil` when the states cannot be told apart property by property.
  private func partsChangedByEachStep() -> [[ChangedPart]]? {
    var steps: [[ChangedPart]] = []
    // Each state is read once, though it is compared with the one before it and the one after.
    let states = seen.map { ReflectedValue($0.state) }
    for (before, after) in zip(states, states.dropFirst()) {
      guard let parts = changedParts(before, after, of: State.self) else { return nil }
      steps.append(parts)
    }
    return steps
  }

  /// Forgets the trail: the steps take `state` as described (a `Given` that sets the scene).
  mutating func restart(at state: State) {
    start = state
    earliest = state
    blockStart = 0
    if changeCount > 0 {
      changes = []
      changeCount = 0
    }
  }

  /// Forgets the blocks closed before the current one: the steps have described everything
  /// they did.
  mutating func forgetEarlierBlocks() {
    if blockStart > 0 { forgetOldest(blockStart) }
  }

  /// Lets the `count` oldest states go.
  private mutating func forgetOldest(_ count: Int) {
    earliest = changes[count - 1].state
    if count == changeCount {
      changes = []
    } else {
      changes.removeFirst(count)
    }
    changeCount -= count
    blockStart -= count
  }

  /// The steps that changed each of `paths` (as diffs name them: `count`, `items[2].title`) in the
  /// states seen since the steps last described everything, the first and the last of them; a path
  /// no step is seen to change has none. Walked only for a failure's report.
  ///
  /// ```swift
  /// trail.steps(thatChanged: ["brightness"])["brightness"]?.rendered
  /// // changed by "When I turn it brighter" (Specs/lamp.feature:4)
  /// ```
  @inline(never)
  func steps(thatChanged paths: [String]) -> [String: StepsThatChanged] {
    var found: [String: StepsThatChanged] = [:]
    let states = [Seen(state: earliest, step: nil)] + changes
    for (before, after) in zip(states, states.dropFirst()) {
      guard let step = after.step,
        let changed = structuralDifference(before.state, after.state, touching: paths)?.changes
      else { continue }
      for path in paths where changed.contains(where: { diffPath($0.path, overlaps: path) }) {
        found[path, default: StepsThatChanged(first: step, last: step)].last = step
      }
    }
    return found
  }
}

/// The first and the last step that changed a part of a scenario store's state (see
/// `ChangeTrail.steps(thatChanged:)`), for the report of a change no `Then` step described.
///
/// ```swift
/// StepsThatChanged(first: brighter, last: dimmer).rendered
/// // changed by "When I turn it brighter" (Specs/lamp.feature:4),
/// // last by "And I turn it dimmer" (Specs/lamp.feature:6)
/// ```
struct StepsThatChanged: Equatable {
  var first: ScenarioLine
  var last: ScenarioLine

  var rendered: String {
    first == last ? "changed by \(first)" : "changed by \(first),\nlast by \(last)"
  }
}

/// Of each step's parts, those that two steps or more changed (a part that came back changed
/// twice, so it lies within one of them), each replaced by its own parts that two of those
/// steps changed, as deep as parts can be told apart with `==` (`tasks` → `tasks.isLoading`):
/// a feature's state that several steps change is then diffed only where they all changed it.
/// The parts' changes are the steps' changes within them, in the same order.
private func partsChangedMoreThanOnce(_ steps: [[ChangedPart]]) -> [[ChangedPart]] {
  var changes: [String: Int] = [:]
  for parts in steps {
    for part in parts { changes[part.name, default: 0] += 1 }
  }
  let kept = steps.map { $0.filter { changes[$0.name, default: 0] > 1 } }
  // The narrowed parts of each kept part, one list per step that changed it, in step order.
  var narrowed: [String: [[ChangedPart]]] = [:]
  var tried: Set<String> = []
  for parts in kept {
    for part in parts where tried.insert(part.name).inserted {
      let occurrences = kept.compactMap { $0.first { $0.name == part.name } }
      let inner = occurrences.compactMap(\.parts)
      if inner.count == occurrences.count { narrowed[part.name] = partsChangedMoreThanOnce(inner) }
    }
  }
  guard !narrowed.isEmpty else { return kept }
  var used: [String: Int] = [:]
  return kept.map { parts in
    parts.flatMap { part -> [ChangedPart] in
      guard let inner = narrowed[part.name] else { return [part] }
      let occurrence = used[part.name, default: 0]
      used[part.name] = occurrence + 1
      return inner[occurrence]
    }
  }
}
