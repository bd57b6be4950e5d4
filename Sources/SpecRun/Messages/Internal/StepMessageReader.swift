import CucumberMessages

/// Reads the lines a run writes for every step and every attempt (`testStepStarted`,
/// `testStepFinished`, `testCaseStarted`, `testCaseFinished`: five of six lines of a saved run)
/// straight from their bytes, without Foundation's `JSONDecoder`, which took twenty times as long
/// as the run that wrote them. Anything else, or anything unusual in one of them (an escaped or
/// `null` value, text beyond ASCII, an unknown or repeated key, a number outside its range, a
/// result with a message), gives nil, and the line goes through the decoder as before, which
/// gives the same value or says what is wrong with it.
///
/// ```swift
/// let line = Array(#"{"testStepStarted":{"testCaseStartedId":"7","testStepId":"3","timestamp":{"seconds":1,"nanos":2}}}"#.utf8)
/// StepMessageReader.envelope(line)   // the envelope JSONDecoder reads from the same line
/// ```
enum StepMessageReader {
  static func envelope(_ line: some Collection<UInt8>) -> Messages.Envelope? {
    line.withContiguousStorageIfAvailable { bytes in
      var reader = Cursor(bytes)
      guard reader.take(UInt8(ascii: "{")), let kind = reader.key() else { return nil }
      let envelope: Messages.Envelope?
      switch kind {
      case "testStepStarted": envelope = reader.stepStarted().map(Messages.Envelope.init)
      case "testStepFinished": envelope = reader.stepFinished().map(Messages.Envelope.init)
      case "testCaseStarted": envelope = reader.caseStarted().map(Messages.Envelope.init)
      case "testCaseFinished": envelope = reader.caseFinished().map(Messages.Envelope.init)
      // Any other message (a pickle, a test case, the document) is the decoder's, unread here.
      default: return nil
      }
      guard reader.take(UInt8(ascii: "}")), reader.atEnd else { return nil }
      return envelope
    } ?? nil
  }

  /// A place in a line's bytes; each read skips the whitespace before it.
  private struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    var atEnd: Bool {
      mutating get {
        skipSpace()
        return at == bytes.count
      }
    }

    mutating func skipSpace() {
      while at < bytes.count {
        switch bytes[at] {
        case 0x20, 0x0A, 0x0D, 0x09: at += 1
        default: return
        }
      }
    }

    mutating func take(_ byte: UInt8) -> Bool {
      skipSpace()
      guard at < bytes.count, bytes[at] == byte else { return false }
      at += 1
      return true
    }

    /// A string of printable ASCII with no escape in it (ids and statuses are): anything else,
    /// even valid UTF-8, is the decoder's to check.
    mutating func string() -> String? {
      guard take(UInt8(ascii: "\"")) else { return nil }
      let start = at
      while at < bytes.count, bytes[at] != UInt8(ascii: "\"") {
        guard bytes[at] != UInt8(ascii: "\\"), bytes[at] >= 0x20, bytes[at] < 0x7F else { return nil }
        at += 1
      }
      guard at < bytes.count else { return nil }
      defer { at += 1 }
      return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<at]), as: UTF8.self)
    }

    /// `"name":`, the colon taken.
    mutating func key() -> String? {
      guard let name = string(), take(UInt8(ascii: ":")) else { return nil }
      return name
    }

    /// A whole number written as JSON writes one: digits, a minus sign perhaps, nothing else.
    mutating func integer() -> Int64? {
      skipSpace()
      // A minus sign right before the digits, as JSON writes it.
      let negative = at < bytes.count && bytes[at] == UInt8(ascii: "-")
      if negative { at += 1 }
      let start = at
      var value: Int64 = 0
      while at < bytes.count, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9") {
        let (times, overflow) = value.multipliedReportingOverflow(by: 10)
        let (sum, carry) = times.addingReportingOverflow(Int64(bytes[at] - UInt8(ascii: "0")))
        guard !overflow, !carry else { return nil }
        value = sum
        at += 1
      }
      guard at > start, at - start == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
      // A fraction or an exponent is the decoder's to judge.
      if at < bytes.count, bytes[at] == UInt8(ascii: ".") || bytes[at] | 0x20 == UInt8(ascii: "e") { return nil }
      return negative ? -value : value
    }

    mutating func bool() -> Bool? {
      skipSpace()
      if matches("true") { return true }
      if matches("false") { return false }
      return nil
    }

    /// Whether `word` comes next, taken if it does.
    private mutating func matches(_ word: StaticString) -> Bool {
      let end = at + word.utf8CodeUnitCount
      guard end <= bytes.count,
        UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount).elementsEqual(bytes[at..<end])
      else { return false }
      at = end
      return true
    }

    /// An object's members, each read by `member` (given its key; false when the key is not
    /// one it reads, was read already, or its value could not be read); false unless every
    /// member was read.
    mutating func object(_ member: (inout Cursor, String) -> Bool) -> Bool {
      guard take(UInt8(ascii: "{")) else { return false }
      if take(UInt8(ascii: "}")) { return true }
      repeat {
        guard let key = key(), member(&self, key) else { return false }
      } while take(UInt8(ascii: ","))
      return take(UInt8(ascii: "}"))
    }

    /// Puts `value` in `slot`: false when there is none, or the slot was filled already (a key
    /// written twice).
    static func fill<Value>(_ slot: inout Value?, with value: Value?) -> Bool {
      guard case .none = slot, let value else { return false }
      slot = value
      return true
    }

    /// `{"seconds":…,"nanos":…}` within the ranges given.
    mutating func secondsAndNanos(_ allowedSeconds: ClosedRange<Int64>, _ allowedNanos: ClosedRange<Int32>) -> (
      Int64, Int32
    )? {
      var seconds: Int64?
      var nanos: Int32?
      let read = object { cursor, key in
        switch key {
        case "seconds": Self.fill(&seconds, with: cursor.integer().flatMap { allowedSeconds.contains($0) ? $0 : nil })
        case "nanos":
          Self.fill(
            &nanos,
            with: cursor.integer().flatMap { Int32(exactly: $0) }.flatMap { allowedNanos.contains($0) ? $0 : nil })
        default: false
        }
      }
      guard read, let seconds, let nanos else { return nil }
      return (seconds, nanos)
    }

    mutating func timestamp() -> Messages.Timestamp? {
      secondsAndNanos(Messages.Timestamp.allowedSeconds, Messages.Timestamp.allowedNanos).map {
        Messages.Timestamp(seconds: $0.0, nanos: $0.1)
      }
    }

    mutating func duration() -> Messages.MessageDuration? {
      secondsAndNanos(Messages.MessageDuration.allowedSeconds, Messages.MessageDuration.allowedNanos).map {
        Messages.MessageDuration(seconds: $0.0, nanos: $0.1)
      }
    }

    /// A result with no message and no exception (every passed step's).
    mutating func result() -> Messages.TestStepResult? {
      var duration: Messages.MessageDuration?
      var status: Messages.TestStepResultStatus?
      let read = object { cursor, key in
        switch key {
        case "duration": Self.fill(&duration, with: cursor.duration())
        case "status": Self.fill(&status, with: cursor.string().flatMap(Messages.TestStepResultStatus.init(rawValue:)))
        default: false
        }
      }
      guard read, let duration, let status else { return nil }
      return Messages.TestStepResult(duration: duration, status: status)
    }

    mutating func stepStarted() -> Messages.TestStepStarted? {
      var started: String?
      var step: String?
      var time: Messages.Timestamp?
      let read = object { cursor, key in
        switch key {
        case "testCaseStartedId": Self.fill(&started, with: cursor.string())
        case "testStepId": Self.fill(&step, with: cursor.string())
        case "timestamp": Self.fill(&time, with: cursor.timestamp())
        default: false
        }
      }
      guard read, let started, let step, let time else { return nil }
      return Messages.TestStepStarted(testCaseStartedId: started, testStepId: step, timestamp: time)
    }

    mutating func stepFinished() -> Messages.TestStepFinished? {
      var started: String?
      var step: String?
      var result: Messages.TestStepResult?
      var time: Messages.Timestamp?
      let read = object { cursor, key in
        switch key {
        case "testCaseStartedId": Self.fill(&started, with: cursor.string())
        case "testStepId": Self.fill(&step, with: cursor.string())
        case "testStepResult": Self.fill(&result, with: cursor.result())
        case "timestamp": Self.fill(&time, with: cursor.timestamp())
        default: false
        }
      }
      guard read, let started, let step, let result, let time else { return nil }
      return Messages.TestStepFinished(
        testCaseStartedId: started, testStepId: step, testStepResult: result, timestamp: time)
    }

    mutating func caseStarted() -> Messages.TestCaseStarted? {
      var attempt: Int?
      var id: String?
      var testCase: String?
      var worker: String?
      var time: Messages.Timestamp?
      let read = object { cursor, key in
        switch key {
        case "attempt": Self.fill(&attempt, with: cursor.integer().flatMap { Int(exactly: $0) })
        case "id": Self.fill(&id, with: cursor.string())
        case "testCaseId": Self.fill(&testCase, with: cursor.string())
        case "workerId": Self.fill(&worker, with: cursor.string())
        case "timestamp": Self.fill(&time, with: cursor.timestamp())
        default: false
        }
      }
      guard read, let attempt, let id, let testCase, let time else { return nil }
      return Messages.TestCaseStarted(attempt: attempt, id: id, testCaseId: testCase, workerId: worker, timestamp: time)
    }

    mutating func caseFinished() -> Messages.TestCaseFinished? {
      var started: String?
      var time: Messages.Timestamp?
      var retried: Bool?
      let read = object { cursor, key in
        switch key {
        case "testCaseStartedId": Self.fill(&started, with: cursor.string())
        case "timestamp": Self.fill(&time, with: cursor.timestamp())
        case "willBeRetried": Self.fill(&retried, with: cursor.bool())
        default: false
        }
      }
      guard read, let started, let time, let retried else { return nil }
      return Messages.TestCaseFinished(testCaseStartedId: started, timestamp: time, willBeRetried: retried)
    }
  }
}
