import CucumberMessages

/// Reads the lines a run writes for every file, scenario, test case, step and attempt
/// (`gherkinDocument`, `pickle`, `testCase`, `testStepStarted`, `testStepFinished`,
/// `testCaseStarted`, `testCaseFinished`: all but a saved run's sources, glue, start and end)
/// straight from their bytes, without Foundation's `JSONDecoder`, which took twenty times as
/// long as the run that wrote them. Anything else, or anything unusual in one of them (a `\u`
/// escape, a `null` value, bytes that are not UTF-8, an unknown or repeated key, a number outside
/// its range, a result with a message, a step with a doc string or a data table, capture groups
/// nested deeper than `Cursor.deepestGroup`), gives nil, and the line goes through the decoder as
/// before, which gives the same value or says what is wrong with it.
///
/// ```swift
/// let line = Array(#"{"testStepStarted":{"testCaseStartedId":"7","testStepId":"3","timestamp":{"seconds":1,"nanos":2}}}"#.utf8)
/// RunLineReader.envelope(line)   // the envelope JSONDecoder reads from the same line
/// ```
enum RunLineReader {
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
      case "testCase": envelope = reader.testCase().map(Messages.Envelope.init)
      case "pickle": envelope = reader.pickle().map(Messages.Envelope.init)
      case "gherkinDocument": envelope = reader.document().map(Messages.Envelope.init)
      // Any other message (the source, the glue, the run's start and end) is the decoder's,
      // unread here.
      default: return nil
      }
      guard reader.take(UInt8(ascii: "}")), reader.atEnd else { return nil }
      return envelope
    } ?? nil
  }

  /// A place in a line's bytes; each read skips the whitespace before it.
  struct Cursor {
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

    /// A string: its bytes as they are, or unescaped where a backslash stands before `"`, `\`,
    /// `/`, `b`, `f`, `n`, `r` or `t`. A `\u` escape, a control character, or bytes that are not
    /// UTF-8 are the decoder's to judge.
    mutating func string() -> String? {
      guard take(UInt8(ascii: "\"")) else { return nil }
      let start = at
      var escaped = false
      var ascii = true
      while at < bytes.count, bytes[at] != UInt8(ascii: "\"") {
        let byte = bytes[at]
        guard byte >= 0x20 else { return nil }
        if byte == UInt8(ascii: "\\") {
          escaped = true
          at += 2
          continue
        }
        if byte >= 0x80 { ascii = false }
        at += 1
      }
      guard at < bytes.count else { return nil }
      let raw = UnsafeBufferPointer(rebasing: bytes[start..<at])
      at += 1
      guard escaped else { return Self.text(raw, ascii: ascii) }
      var unescaped: [UInt8] = []
      unescaped.reserveCapacity(raw.count)
      var index = 0
      while index < raw.count {
        guard raw[index] == UInt8(ascii: "\\") else {
          unescaped.append(raw[index])
          index += 1
          continue
        }
        switch raw[index + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): unescaped.append(raw[index + 1])
        case UInt8(ascii: "b"): unescaped.append(0x08)
        case UInt8(ascii: "f"): unescaped.append(0x0C)
        case UInt8(ascii: "n"): unescaped.append(0x0A)
        case UInt8(ascii: "r"): unescaped.append(0x0D)
        case UInt8(ascii: "t"): unescaped.append(0x09)
        default: return nil
        }
        index += 2
      }
      return unescaped.withUnsafeBufferPointer { Self.text($0, ascii: ascii) }
    }

    /// `bytes` as text; nil when they are not UTF-8 (decoding repairs what is not, so the text's
    /// bytes are then other bytes).
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, ascii: Bool) -> String? {
      let text = String(decoding: bytes, as: UTF8.self)
      return ascii || text.utf8.elementsEqual(bytes) ? text : nil
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

    /// An array's elements, each read by `element`; nil unless every element was read.
    mutating func array<Element>(_ element: (inout Cursor) -> Element?) -> [Element]? {
      guard take(UInt8(ascii: "[")) else { return nil }
      var elements: [Element] = []
      if take(UInt8(ascii: "]")) { return elements }
      repeat {
        guard let value = element(&self) else { return nil }
        elements.append(value)
      } while take(UInt8(ascii: ","))
      return take(UInt8(ascii: "]")) ? elements : nil
    }

    /// `{"line":…,"column":…}`, the column optional.
    mutating func location() -> Messages.Location? {
      var line: Int?
      var column: Int?
      let read = object { cursor, key in
        switch key {
        case "line": Self.fill(&line, with: cursor.integer().flatMap { Int(exactly: $0) })
        case "column": Self.fill(&column, with: cursor.integer().flatMap { Int(exactly: $0) })
        default: false
        }
      }
      guard read, let line else { return nil }
      return Messages.Location(line: line, column: column)
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
  }
}
