import CucumberMessages

/// What several runs' streams share and which of their test cases count, worked out before any
/// message is joined (``MessageStreamMerge`` then renames and copies the messages by it).
///
/// ```swift
/// let plan = try MergePlan(streams, queries: streams.map { MessageQuery($0.envelopes) }, keepingLast: false)
/// plan.id("tc-1", inStream: 1)   // "s2.tc-1", or the first stream's id of what both hold
/// ```
struct MergePlan {
  /// Per stream, the ids of what it shares with an earlier stream, renamed to that stream's.
  private(set) var shared: [[String: String]]
  /// The stream whose copy of each scenario file (by uri) the joined run keeps.
  private(set) var sourceOwner: [String: Int] = [:]
  /// For each scenario (``scenarioKey(_:)``), the stream and test case whose result counts.
  private(set) var runBy: [String: (stream: Int, testCase: String)] = [:]
  /// Per stream, its test cases that do not count: run again later, or planned and run elsewhere.
  private(set) var dropped: [Set<String>]

  /// Plans the merge of `streams` (`queries` index each), or says why they cannot be merged.
  init(_ streams: [MessageStreamMerge.Stream], queries: [MessageQuery], keepingLast: Bool) throws(MessageStreamMerge
    .Refusal)
  {
    shared = Array(repeating: [:], count: streams.count)
    dropped = Array(repeating: [], count: streams.count)
    try shareScenarioFiles(streams, queries)
    shareGlue(streams, queries)
    try chooseRuns(streams, queries, keepingLast: keepingLast)
    dropUncounted(queries)
  }

  /// The id `id` of stream `index` has in the joined run.
  func id(_ id: String, inStream index: Int) -> String { shared[index][id] ?? Self.own(index, id) }

  /// A scenario as every stream names it alike: its file, place and name.
  static func scenarioKey(_ pickle: Messages.Pickle) -> String {
    "\(pickle.uri):\(pickle.location?.line ?? 0):\(pickle.location?.column ?? 0) \(pickle.name)"
  }

  /// An id of stream `index` kept apart from every other stream's.
  static func own(_ index: Int, _ id: String) -> String { "s\(index + 1).\(id)" }

  /// Gives each scenario file to the first stream that holds it, and a later stream's pickles of
  /// it that stream's ids; refuses two streams with different text for one file.
  private mutating func shareScenarioFiles(
    _ streams: [MessageStreamMerge.Stream], _ queries: [MessageQuery]
  ) throws(MessageStreamMerge.Refusal) {
    for (index, query) in queries.enumerated() {
      for source in query.sources {
        guard let owner = sourceOwner[source.uri] else {
          sourceOwner[source.uri] = index
          continue
        }
        if queries[owner].sources.first(where: { $0.uri == source.uri })?.data != source.data {
          throw .init(
            description:
              "\(streams[owner].name) and \(streams[index].name) hold different text for \(source.uri): they ran different Specs. Merge the streams of runs of one commit, or run the shards again from the same checkout."
          )
        }
        // The same text compiles to the same pickles, in the same order.
        let mine = query.pickles.filter { $0.uri == source.uri }
        let theirs = queries[owner].pickles.filter { $0.uri == source.uri }
        for (pickle, kept) in zip(mine, theirs) {
          shared[index][pickle.id] = Self.own(owner, kept.id)
          for (step, keptStep) in zip(pickle.steps, kept.steps) {
            shared[index][step.id] = Self.own(owner, keptStep.id)
          }
        }
      }
    }
  }

  /// Gives each step definition, hook and parameter type (by what it is and where it is written)
  /// the id of the first stream that declares it.
  private mutating func shareGlue(_ streams: [MessageStreamMerge.Stream], _ queries: [MessageQuery]) {
    var glueOwner: [String: String] = [:]
    for (index, query) in queries.enumerated() {
      var glue = query.stepDefinitions.map { (Self.glueKey($0), $0.id) }
      glue += query.hooks.values.map { (Self.glueKey($0), $0.id) }
      glue += streams[index].envelopes.compactMap(\.parameterType).map { ("parameter type \($0.name)", $0.id) }
      for (key, id) in glue {
        if let kept = glueOwner[key] { shared[index][id] = kept } else { glueOwner[key] = Self.own(index, id) }
      }
    }
  }

  /// Chooses which stream's test case counts for each scenario: the only one, or with
  /// `keepingLast` the last; refuses a scenario run twice otherwise.
  private mutating func chooseRuns(
    _ streams: [MessageStreamMerge.Stream], _ queries: [MessageQuery], keepingLast: Bool
  ) throws(MessageStreamMerge.Refusal) {
    for (index, query) in queries.enumerated() {
      for started in query.testCasesStarted {
        guard let pickle = query.pickle(of: started) else { continue }
        let key = Self.scenarioKey(pickle)
        if let earlier = runBy[key], !keepingLast {
          throw .init(
            description:
              "\(streams[earlier.stream].name) and \(streams[index].name) both ran \(pickle.uri):\(pickle.location?.line ?? 0) (\(pickle.name)): the shards overlap. Give every shard the same total and order (--shard K/N --order random:SEED), or pass --keep-last to keep the later stream's result."
          )
        }
        runBy[key] = (index, started.testCaseId)
      }
    }
  }

  /// Marks the test cases that do not count: run again in a later stream, or planned in several
  /// streams and run in none (the first stream's plan is kept).
  private mutating func dropUncounted(_ queries: [MessageQuery]) {
    var plannedOnly: Set<String> = []
    for (index, query) in queries.enumerated() {
      for testCase in query.testCases {
        guard let pickle = query.pickle(id: testCase.pickleId) else { continue }
        let key = Self.scenarioKey(pickle)
        if let counted = runBy[key] {
          if counted.stream != index || counted.testCase != testCase.id { dropped[index].insert(testCase.id) }
        } else if !plannedOnly.insert(key).inserted {
          dropped[index].insert(testCase.id)
        }
      }
    }
  }

  private static func glueKey(_ definition: Messages.StepDefinition) -> String {
    "step \(definition.pattern.type) \(definition.pattern.source) at \(place(definition.sourceReference))"
  }

  private static func glueKey(_ hook: Messages.Hook) -> String {
    "hook \(hook.type ?? "") \(hook.name ?? "") \(hook.tagExpression ?? "") at \(place(hook.sourceReference))"
  }

  private static func place(_ reference: Messages.SourceReference) -> String {
    "\(reference.uri ?? ""):\(reference.location?.line ?? 0)"
  }
}
