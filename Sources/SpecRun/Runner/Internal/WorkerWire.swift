import CucumberMessages
import Foundation

/// What a worker process (``WorkerLanes``) and the run that started it say to each other: the run
/// asks for the test case at a position of its queue (4 bytes), the worker answers with each
/// attempt it ran, as one record: its length (4 bytes), then its kind and its values.
///
/// ```swift
/// let record = WorkerWire.record(of: attempt, at: 12, countsAsFailure: false, pickleSteps: stepIDs)
/// var reader = WorkerWire.Reader(record.dropFirst(4))
/// let result = try reader.result()   // the same attempt, at position 12
/// ```
///
/// An attempt crosses as the runner's own plain values (times, statuses, positions of steps),
/// never as messages: the run makes the messages, with its own ids. A worker made its own ids
/// for the same test case, so what an attempt carries that names a step (an attachment, a
/// suggestion) names it by position, and the run puts its ids back (``Result/attempt(started:testCase:pickleSteps:suggestionID:)``).
/// Results, messages and exceptions are rare (most steps pass) and cross as JSON.
enum WorkerWire {
  /// A record's first byte.
  enum Kind: UInt8 {
    /// An attempt the worker ran.
    case attempt = 1
    /// The worker's queue is the run's: it runs what it is handed. (A worker whose queue is not,
    /// the files having changed on disk between the two loads, ends without a record.)
    case ready = 2
    /// A position the worker had nothing to run at (its index holds no such pickle).
    case skipped = 3
  }

  /// The record that says the worker ran nothing at `position`.
  static func skippedRecord(_ position: Int) -> [UInt8] {
    var writer = Writer()
    writer.int32(0)
    writer.byte(Kind.skipped.rawValue)
    writer.int32(Int32(position))
    writer.patchLength()
    return writer.bytes
  }

  /// The request for the test case at `position` of the run's queue.
  static func request(_ position: Int) -> [UInt8] {
    var writer = Writer()
    writer.int32(Int32(position))
    return writer.bytes
  }

  /// What the run sends first: the fingerprint of its queue.
  static func fingerprint(_ fingerprint: UInt64) -> [UInt8] {
    var writer = Writer()
    writer.int64(Int64(bitPattern: fingerprint))
    return writer.bytes
  }

  /// One attempt a worker ran at a test case of the run's queue.
  struct Result: Sendable {
    /// The test case's position in the run's queue.
    var position: Int
    /// Which attempt it was (0 for the first).
    var number: Int
    /// Its most severe status, and whether that fails the run (the worker knows `--no-strict`).
    var status: Messages.TestStepResultStatus
    var countsAsFailure: Bool
    var startedAt: Messages.Timestamp
    var inTurn: Int
    var sent: [MessageQuery.FinishedAttempt.Sent]
    var steps: [MessageQuery.Attempt.FinishedStep]
    /// Each attachment, with the position of the test step that attached it (-1: none).
    var attachments: [(step: Int32, attachment: Messages.Attachment)]
    /// Each suggestion, with the position of its undefined step among the pickle's steps.
    var suggestions: [(step: Int32, suggestion: Messages.Suggestion)]
    var finished: MessageQuery.Attempt.Finished?

    /// Whether the test case runs again.
    var willBeRetried: Bool { finished?.willBeRetried ?? false }

    /// The attempt as the run reports it: `started` (the run's id for it), the steps of the run's
    /// `testCase`, and the run's ids of the pickle's steps, for suggestions (each a new id).
    func attempt(
      started: Messages.TestCaseStarted, testCase: Messages.TestCase, pickleSteps: () -> [String],
      suggestionID: () -> String
    ) -> MessageQuery.FinishedAttempt {
      let testSteps = testCase.testSteps
      let pickleSteps = suggestions.isEmpty ? [] : pickleSteps()
      return MessageQuery.FinishedAttempt(
        started: started, testSteps: testSteps, inTurn: inTurn, sent: sent, steps: steps,
        attachments: attachments.map { step, attachment in
          var attachment = attachment
          attachment.testCaseStartedId = started.id
          attachment.testStepId = testSteps.indices.contains(Int(step)) ? testSteps[Int(step)].id : nil
          return attachment
        },
        suggestions: suggestions.map { step, suggestion in
          var suggestion = suggestion
          suggestion.id = suggestionID()
          suggestion.pickleStepId = pickleSteps.indices.contains(Int(step)) ? pickleSteps[Int(step)] : ""
          return suggestion
        },
        finished: finished)
    }
  }

  /// The record of `attempt`, the worker's attempt at the test case at `position`, whose pickle's
  /// steps have the ids `pickleSteps` (the worker's).
  static func record(
    of attempt: ScenarioExecutor.ScenarioAttempt, at position: Int, countsAsFailure: Bool, pickleSteps: [String]
  ) -> [UInt8] {
    var writer = Writer()
    writer.int32(0)
    writer.byte(Kind.attempt.rawValue)
    let indexed = attempt.indexed
    writer.int32(Int32(position))
    writer.int32(Int32(attempt.number))
    writer.status(attempt.status)
    writer.byte(countsAsFailure ? 1 : 0)
    writer.timestamp(indexed.started.timestamp)
    writer.int32(Int32(indexed.inTurn))
    writer.int32(Int32(indexed.sent.count))
    for sent in indexed.sent {
      switch sent {
      case .stepStarted(let step):
        writer.byte(0)
        writer.int32(step)
      case .suggestion: writer.byte(1)
      case .attachment: writer.byte(2)
      case .stepFinished: writer.byte(3)
      }
    }
    writer.int32(Int32(indexed.steps.count))
    for step in indexed.steps {
      writer.int32(step.stepIndex)
      writer.status(step.status)
      writer.int64(step.duration.seconds)
      writer.int32(step.duration.nanos)
      writer.timestamp(step.timestamp)
      writer.string(step.details?.value.message)
      writer.json(step.details?.value.exception)
    }
    let testStepIDs = indexed.testSteps.map(\.id)
    writer.int32(Int32(indexed.attachments.count))
    for attachment in indexed.attachments {
      writer.int32(attachment.testStepId.flatMap { testStepIDs.firstIndex(of: $0) }.map(Int32.init) ?? -1)
      writer.json(attachment)
    }
    writer.int32(Int32(indexed.suggestions.count))
    for suggestion in indexed.suggestions {
      writer.int32(pickleSteps.firstIndex(of: suggestion.pickleStepId).map(Int32.init) ?? -1)
      writer.json(suggestion)
    }
    writer.byte(indexed.finished == nil ? 0 : (indexed.finished!.willBeRetried ? 2 : 1))
    if let finished = indexed.finished { writer.timestamp(finished.timestamp) }
    writer.patchLength()
    return writer.bytes
  }

  /// The record that says the worker's queue is the run's.
  static let readyRecord: [UInt8] = {
    var writer = Writer()
    writer.int32(0)
    writer.byte(Kind.ready.rawValue)
    writer.patchLength()
    return writer.bytes
  }()

  /// A record that could not be read: the worker and the run are not the same build.
  struct Malformed: Error {}

  /// Appends values little-endian.
  struct Writer {
    var bytes: [UInt8] = []

    mutating func byte(_ value: UInt8) { bytes.append(value) }
    mutating func int32(_ value: Int32) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func int64(_ value: Int64) { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }

    mutating func status(_ status: Messages.TestStepResultStatus) {
      byte(UInt8(Messages.TestStepResultStatus.allCases.firstIndex(of: status)!))
    }

    mutating func timestamp(_ timestamp: Messages.Timestamp) {
      int64(timestamp.seconds)
      int32(timestamp.nanos)
    }

    mutating func string(_ string: String?) {
      guard let string else { return int32(-1) }
      int32(Int32(string.utf8.count))
      bytes.append(contentsOf: string.utf8)
    }

    mutating func json(_ value: (some Encodable)?) {
      string(value.flatMap { try? JSONEncoder().encode($0) }.map { String(decoding: $0, as: UTF8.self) })
    }

    /// Writes the record's length (what follows its first 4 bytes) into its first 4 bytes.
    mutating func patchLength() {
      let length = Int32(bytes.count - 4).littleEndian
      withUnsafeBytes(of: length) { bytes.replaceSubrange(0..<4, with: $0) }
    }
  }

  /// Reads a record's values in the order ``Writer`` wrote them.
  struct Reader {
    private let bytes: ArraySlice<UInt8>
    private var at: Int

    init(_ bytes: ArraySlice<UInt8>) {
      self.bytes = bytes
      at = bytes.startIndex
    }

    /// The record's kind.
    mutating func kind() throws(Malformed) -> Kind {
      guard let kind = Kind(rawValue: try byte()) else { throw Malformed() }
      return kind
    }

    /// The attempt that follows the kind `.attempt`.
    mutating func result() throws(Malformed) -> Result {
      let position = Int(try int32())
      let number = Int(try int32())
      let status = try status()
      let countsAsFailure = try byte() == 1
      let startedAt = try timestamp()
      let inTurn = Int(try int32())
      var sent: [MessageQuery.FinishedAttempt.Sent] = []
      for _ in 0..<(try count()) {
        switch try byte() {
        case 0: sent.append(.stepStarted(try int32()))
        case 1: sent.append(.suggestion)
        case 2: sent.append(.attachment)
        case 3: sent.append(.stepFinished)
        default: throw Malformed()
        }
      }
      var steps: [MessageQuery.Attempt.FinishedStep] = []
      for _ in 0..<(try count()) {
        let stepIndex = try int32()
        let stepStatus = try self.status()
        let duration = Messages.MessageDuration(seconds: try int64(), nanos: try int32())
        let timestamp = try self.timestamp()
        let message = try string()
        let exception = try json(Messages.MessageException.self)
        let result = Messages.TestStepResult(
          duration: duration, message: message, status: stepStatus, exception: exception)
        steps.append(.init(stepIndex: Int(stepIndex), result: result, timestamp: timestamp))
      }
      var attachments: [(Int32, Messages.Attachment)] = []
      for _ in 0..<(try count()) {
        let step = try int32()
        guard let attachment = try json(Messages.Attachment.self) else { throw Malformed() }
        attachments.append((step, attachment))
      }
      var suggestions: [(Int32, Messages.Suggestion)] = []
      for _ in 0..<(try count()) {
        let step = try int32()
        guard let suggestion = try json(Messages.Suggestion.self) else { throw Malformed() }
        suggestions.append((step, suggestion))
      }
      let finishedKind = try byte()
      let finished =
        finishedKind == 0
        ? nil : MessageQuery.Attempt.Finished(timestamp: try timestamp(), willBeRetried: finishedKind == 2)
      return Result(
        position: position, number: number, status: status, countsAsFailure: countsAsFailure, startedAt: startedAt,
        inTurn: inTurn, sent: sent, steps: steps, attachments: attachments, suggestions: suggestions, finished: finished
      )
    }

    private mutating func take(_ count: Int) throws(Malformed) -> ArraySlice<UInt8> {
      guard count >= 0, bytes.endIndex - at >= count else { throw Malformed() }
      defer { at += count }
      return bytes[at..<(at + count)]
    }

    mutating func byte() throws(Malformed) -> UInt8 { try take(1).first! }

    mutating func int32() throws(Malformed) -> Int32 {
      var value: Int32 = 0
      let slice = try take(4)
      withUnsafeMutableBytes(of: &value) { $0.copyBytes(from: slice) }
      return Int32(littleEndian: value)
    }

    mutating func int64() throws(Malformed) -> Int64 {
      var value: Int64 = 0
      let slice = try take(8)
      withUnsafeMutableBytes(of: &value) { $0.copyBytes(from: slice) }
      return Int64(littleEndian: value)
    }

    private mutating func count() throws(Malformed) -> Int {
      let count = Int(try int32())
      guard count >= 0 else { throw Malformed() }
      return count
    }

    private mutating func status() throws(Malformed) -> Messages.TestStepResultStatus {
      let all = Messages.TestStepResultStatus.allCases
      let index = Int(try byte())
      guard index < all.count else { throw Malformed() }
      return all[all.index(all.startIndex, offsetBy: index)]
    }

    private mutating func timestamp() throws(Malformed) -> Messages.Timestamp {
      Messages.Timestamp(seconds: try int64(), nanos: try int32())
    }

    private mutating func string() throws(Malformed) -> String? {
      let length = Int(try int32())
      guard length >= 0 else { return nil }
      return String(decoding: try take(length), as: UTF8.self)
    }

    private mutating func json<Value: Decodable>(_ type: Value.Type) throws(Malformed) -> Value? {
      guard let text = try string() else { return nil }
      do { return try JSONDecoder().decode(type, from: Data(text.utf8)) } catch { throw Malformed() }
    }
  }
}
