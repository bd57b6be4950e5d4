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
    let plan = try MergePlan(streams, queries: queries, keepingLast: keepingLast)
    let joined: Joined
    do {
      joined = try join(streams, queries, plan)
    } catch {
      throw Refusal(
        description:
          "a message could not be renamed while merging (\(error)). Report this as a bug of specrun merge, with the streams."
      )
    }
    let (started, finished) = runBounds(queries)
    let ran = Set(plan.runBy.keys)
    let notRun = plan.sourceOwner.sorted { $0.key < $1.key }.flatMap { uri, owner in
      queries[owner].pickles.filter { $0.uri == uri && !ran.contains(MergePlan.scenarioKey($0)) }
    }
    return Merged(
      envelopes: joined.head + [.init(started)] + joined.testCases + joined.execution + [.init(finished)],
      notRun: notRun)
  }

  /// The joined run's messages before its start and end: what the runs declare, the test cases
  /// that count, and what happened to them.
  private struct Joined {
    var head: [Messages.Envelope] = []
    var testCases: [Messages.Envelope] = []
    var execution: [Messages.Envelope] = []
  }

  /// Renames and copies every stream's messages by `plan`: each file, pickle, definition and
  /// problem once, the test cases that count and their attempts.
  private static func join(_ streams: [Stream], _ queries: [MessageQuery], _ plan: MergePlan) throws -> Joined {
    var joined = Joined()
    var seenParseErrors: Set<Messages.ParseError> = []
    var seenUndefined: Set<Messages.UndefinedParameterType> = []
    var keptGlue: Set<String> = []
    var droppedStarts: Set<String> = []
    for (index, stream) in streams.enumerated() {
      let ownRunID = queries[index].testRunStarted?.id
      func rename(_ envelope: Messages.Envelope) throws -> Messages.Envelope {
        try MessageIDRewriter.rename(envelope) { id in id == ownRunID ? runID : plan.id(id, inStream: index) }
      }
      let ownsFile = { (uri: String?) in plan.sourceOwner[uri ?? ""] == index }
      let droppedSteps = droppedPickleSteps(of: stream, dropping: plan.dropped[index])
      for envelope in stream.envelopes {
        if envelope.meta != nil {
          if index == 0 { joined.head.append(envelope) }
        } else if let source = envelope.source {
          if ownsFile(source.uri) { joined.head.append(envelope) }
        } else if let document = envelope.gherkinDocument {
          if ownsFile(document.uri) { joined.head.append(try rename(envelope)) }
        } else if let pickle = envelope.pickle {
          if ownsFile(pickle.uri) { joined.head.append(try rename(envelope)) }
        } else if let error = envelope.parseError {
          if seenParseErrors.insert(error).inserted { joined.head.append(envelope) }
        } else if let undefined = envelope.undefinedParameterType {
          if seenUndefined.insert(undefined).inserted { joined.head.append(envelope) }
        } else if envelope.stepDefinition != nil || envelope.hook != nil || envelope.parameterType != nil {
          let renamed = try rename(envelope)
          let id = renamed.stepDefinition?.id ?? renamed.hook?.id ?? renamed.parameterType?.id ?? ""
          if keptGlue.insert(id).inserted { joined.head.append(renamed) }
        } else if envelope.testRunStarted != nil || envelope.testRunFinished != nil {
          continue
        } else if let suggestion = envelope.suggestion {
          if !droppedSteps.contains(suggestion.pickleStepId) { joined.execution.append(try rename(envelope)) }
        } else if let testCase = envelope.testCase {
          if !plan.dropped[index].contains(testCase.id) { joined.testCases.append(try rename(envelope)) }
        } else {
          if let started = envelope.testCaseStarted, plan.dropped[index].contains(started.testCaseId) {
            droppedStarts.insert(MergePlan.own(index, started.id))
          }
          let renamed = try rename(envelope)
          if let id = startedID(of: renamed), droppedStarts.contains(id) { continue }
          joined.execution.append(renamed)
        }
      }
    }
    return joined
  }

  /// The joined run's start (the earliest) and end (the latest; it succeeds when every run did,
  /// and says each run's message once).
  private static func runBounds(_ queries: [MessageQuery]) -> (Messages.TestRunStarted, Messages.TestRunFinished) {
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
    return (Messages.TestRunStarted(timestamp: earliest, id: runID), finished)
  }

  /// The pickle steps (stream's own ids) of the test cases `dropped` from `stream`: their
  /// suggestions are dropped with them, so a merged report suggests only for results it shows.
  private static func droppedPickleSteps(of stream: Stream, dropping dropped: Set<String>) -> Set<String> {
    var steps: Set<String> = []
    for envelope in stream.envelopes {
      guard let testCase = envelope.testCase, dropped.contains(testCase.id) else { continue }
      steps.formUnion(testCase.testSteps.compactMap(\.pickleStepId))
    }
    return steps
  }

  /// The test case attempt a message belongs to, when it belongs to one.
  private static func startedID(of envelope: Messages.Envelope) -> String? {
    envelope.testCaseStarted?.id ?? envelope.testCaseFinished?.testCaseStartedId ?? envelope.testStepStarted?
      .testCaseStartedId
      ?? envelope.testStepFinished?.testCaseStartedId ?? envelope.attachment?.testCaseStartedId
  }
}
