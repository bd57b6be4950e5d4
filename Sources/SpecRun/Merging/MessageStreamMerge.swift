import CucumberMessages

/// Joins the message streams of several runs (the shards of one run on several CI machines, or
/// separate runs of the same scenario files) into the stream of one run, which any report then
/// reads as if one run had made it.
///
/// ```swift
/// let merged = try MessageStreamMerge.merge([
///   .init(name: "shard-1.ndjson", envelopes: first), .init(name: "shard-2.ndjson", envelopes: second),
/// ])
/// let junit = JUnitFormatter().format(merged.envelopes)
/// ```
///
/// The joined stream has one `meta` (the first stream's), one `testRunStarted` (the earliest) and
/// one `testRunFinished` (the latest; it succeeds when every run did). A scenario file, its
/// document and pickles appear once; so does each step definition, hook and parameter type.
/// Every other id is kept apart by the stream it came from (`s2.` before it), so two shards'
/// `testCase` ids never meet. Refused, as a ``Refusal`` saying what to do:
/// - a stream that is not a whole run (no `testRunStarted`, or cut before `testRunFinished`);
/// - two streams with different text for one scenario file: they ran different Specs;
/// - one scenario (its file, line and name) run in two streams: the shards overlap; with
///   `keepingLast`, the later stream's result is kept instead.
public enum MessageStreamMerge {
  /// One run's message stream, and the name messages call it by (its file).
  public struct Stream: Sendable {
    /// The file the stream was read from, as refusals name it.
    public var name: String
    /// The stream's messages, in order.
    public var envelopes: [Messages.Envelope]

    /// The stream `envelopes`, read from the file `name`.
    public init(name: String, envelopes: [Messages.Envelope]) {
      self.name = name
      self.envelopes = envelopes
    }
  }

  /// Streams that cannot be joined, and why, said with what to do.
  public struct Refusal: Error, CustomStringConvertible {
    public var description: String
  }

  /// The joined stream, and the scenarios of its files that no stream ran (left out by every
  /// shard's `--tags` or `--name`, or the stream of a shard is missing).
  public struct Merged: Sendable {
    /// The joined run's messages: one meta, one start and end, every stream's test cases.
    public var envelopes: [Messages.Envelope]
    /// The scenarios of the streams' files that no stream ran.
    public var notRun: [Messages.Pickle]
  }

  /// The id of the joined run's `testRunStarted`.
  static let runID = "merged-run"

  /// Joins `streams` into one run, or says why they cannot be joined.
  ///
  /// ```swift
  /// let merged = try MessageStreamMerge.merge([shard1, shard2], keepingLast: false)
  /// for pickle in merged.notRun { print("not run:", pickle.name) }
  /// ```
  public static func merge(_ streams: [Stream], keepingLast: Bool = false) throws(Refusal) -> Merged {
    let queries = streams.map { MessageQuery($0.envelopes) }
    for (stream, query) in zip(streams, queries) {
      if let missing = query.missingForAWholeRun { throw Refusal(description: "\(stream.name) \(missing)") }
    }
    // Each id is renamed into the joined run: what two streams share (a file's pickles, a step
    // definition) to the first stream's, the rest to its own stream's.
    var shared: [[String: String]] = Array(repeating: [:], count: streams.count)
    func own(_ index: Int, _ id: String) -> String { "s\(index + 1).\(id)" }
    var sourceOwner: [String: Int] = [:]
    for (index, query) in queries.enumerated() {
      for source in query.sources {
        guard let owner = sourceOwner[source.uri] else {
          sourceOwner[source.uri] = index
          continue
        }
        if queries[owner].sources.first(where: { $0.uri == source.uri })?.data != source.data {
          throw Refusal(
            description:
              "\(streams[owner].name) and \(stream(index, streams)) hold different text for \(source.uri): they ran different Specs. Merge the streams of runs of one commit, or run the shards again from the same checkout."
          )
        }
        // The same text compiles to the same pickles, in the same order.
        let mine = query.pickles.filter { $0.uri == source.uri }
        let theirs = queries[owner].pickles.filter { $0.uri == source.uri }
        for (pickle, kept) in zip(mine, theirs) {
          shared[index][pickle.id] = own(owner, kept.id)
          for (step, keptStep) in zip(pickle.steps, kept.steps) { shared[index][step.id] = own(owner, keptStep.id) }
        }
      }
    }
    var glueOwner: [String: String] = [:]
    for (index, query) in queries.enumerated() {
      var glue = query.stepDefinitions.map { (glueKey($0), $0.id) }
      glue += query.hooks.values.map { (glueKey($0), $0.id) }
      for (key, id) in glue {
        if let kept = glueOwner[key] { shared[index][id] = kept } else { glueOwner[key] = own(index, id) }
      }
      for envelope in streams[index].envelopes {
        guard let type = envelope.parameterType else { continue }
        let key = "parameter type \(type.name)"
        if let kept = glueOwner[key] { shared[index][type.id] = kept } else { glueOwner[key] = own(index, type.id) }
      }
    }
    // Which stream's test case counts for each scenario: the only one, or with keepingLast the last.
    var runBy: [String: (stream: Int, testCase: String)] = [:]
    for (index, query) in queries.enumerated() {
      for started in query.testCasesStarted {
        guard let pickle = query.pickle(of: started) else { continue }
        let key = scenarioKey(pickle)
        if let earlier = runBy[key], !keepingLast {
          throw Refusal(
            description:
              "\(stream(earlier.stream, streams)) and \(stream(index, streams)) both ran \(pickle.uri):\(pickle.location?.line ?? 0) (\(pickle.name)): the shards overlap. Give every shard the same total and order (--shard K/N --order random:SEED), or pass --keep-last to keep the later stream's result."
          )
        }
        runBy[key] = (index, started.testCaseId)
      }
    }
    // Test cases that do not count: run again in a later stream, or planned and run elsewhere.
    var dropped: [Set<String>] = Array(repeating: [], count: streams.count)
    var plannedOnly: Set<String> = []
    for (index, query) in queries.enumerated() {
      for testCase in query.testCases {
        guard let pickle = query.pickle(id: testCase.pickleId) else { continue }
        let key = scenarioKey(pickle)
        if let counted = runBy[key] {
          if counted.stream != index || counted.testCase != testCase.id { dropped[index].insert(testCase.id) }
        } else if !plannedOnly.insert(key).inserted {
          dropped[index].insert(testCase.id)
        }
      }
    }

    var head: [Messages.Envelope] = []
    var testCases: [Messages.Envelope] = []
    var execution: [Messages.Envelope] = []
    var seenParseErrors: Set<Messages.ParseError> = []
    var seenUndefined: Set<Messages.UndefinedParameterType> = []
    var keptGlue: Set<String> = []
    var droppedStarts: Set<String> = []
    do {
      for (index, stream) in streams.enumerated() {
        let runID = queries[index].testRunStarted?.id
        func rename(_ envelope: Messages.Envelope) throws -> Messages.Envelope {
          try MessageIDRewriter.rename(envelope) { id in id == runID ? Self.runID : shared[index][id] ?? own(index, id)
          }
        }
        for envelope in stream.envelopes {
          if envelope.meta != nil {
            if index == 0 { head.append(envelope) }
          } else if let source = envelope.source {
            if sourceOwner[source.uri] == index { head.append(envelope) }
          } else if let document = envelope.gherkinDocument {
            if sourceOwner[document.uri ?? ""] == index { head.append(try rename(envelope)) }
          } else if let pickle = envelope.pickle {
            if sourceOwner[pickle.uri] == index { head.append(try rename(envelope)) }
          } else if let error = envelope.parseError {
            if seenParseErrors.insert(error).inserted { head.append(envelope) }
          } else if let undefined = envelope.undefinedParameterType {
            if seenUndefined.insert(undefined).inserted { head.append(envelope) }
          } else if envelope.stepDefinition != nil || envelope.hook != nil || envelope.parameterType != nil {
            let renamed = try rename(envelope)
            let id = renamed.stepDefinition?.id ?? renamed.hook?.id ?? renamed.parameterType?.id ?? ""
            if keptGlue.insert(id).inserted { head.append(renamed) }
          } else if envelope.testRunStarted != nil || envelope.testRunFinished != nil {
            continue
          } else if let testCase = envelope.testCase {
            if !dropped[index].contains(testCase.id) { testCases.append(try rename(envelope)) }
          } else {
            if let started = envelope.testCaseStarted, dropped[index].contains(started.testCaseId) {
              droppedStarts.insert(own(index, started.id))
            }
            let renamed = try rename(envelope)
            if let id = startedID(of: renamed), droppedStarts.contains(id) { continue }
            execution.append(renamed)
          }
        }
      }
    } catch {
      throw Refusal(
        description:
          "a message could not be renamed while merging (\(error)). Report this as a bug of specrun merge, with the streams."
      )
    }
    let starts = queries.compactMap(\.testRunStarted)
    let finishes = queries.compactMap(\.testRunFinished)
    let earliest =
      starts.map(\.timestamp).min { ($0.seconds, $0.nanos) < ($1.seconds, $1.nanos) }
      ?? Messages.Timestamp(seconds: 0, nanos: 0)
    let latest = finishes.map(\.timestamp).max { ($0.seconds, $0.nanos) < ($1.seconds, $1.nanos) } ?? earliest
    var messages: [String] = []
    for message in finishes.compactMap(\.message) where !messages.contains(message) { messages.append(message) }
    let finished = Messages.TestRunFinished(
      message: messages.isEmpty ? nil : messages.joined(separator: "\n"), success: finishes.allSatisfy(\.success),
      timestamp: latest, testRunStartedId: runID)
    let envelopes =
      head + [.init(Messages.TestRunStarted(timestamp: earliest, id: runID))] + testCases + execution + [
        .init(finished)
      ]
    let ran = Set(runBy.keys)
    let notRun = sourceOwner.sorted { $0.key < $1.key }.flatMap { uri, owner in
      queries[owner].pickles.filter { $0.uri == uri && !ran.contains(scenarioKey($0)) }
    }
    return Merged(envelopes: envelopes, notRun: notRun)
  }

  /// A scenario as every stream names it alike: its file, place and name.
  private static func scenarioKey(_ pickle: Messages.Pickle) -> String {
    "\(pickle.uri):\(pickle.location?.line ?? 0):\(pickle.location?.column ?? 0) \(pickle.name)"
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

  /// The test case attempt a message belongs to, when it belongs to one.
  private static func startedID(of envelope: Messages.Envelope) -> String? {
    envelope.testCaseStarted?.id ?? envelope.testCaseFinished?.testCaseStartedId ?? envelope.testStepStarted?
      .testCaseStartedId
      ?? envelope.testStepFinished?.testCaseStartedId ?? envelope.attachment?.testCaseStartedId
  }

  private static func stream(_ index: Int, _ streams: [Stream]) -> String { streams[index].name }
}
