import Foundation

/// Writes the JUnit XML report CI servers read, exactly as Cucumber's JUnit formatter does: one
/// `<testcase>` per scenario (classname = feature, name = scenario and example), a `<failure>` or
/// `<skipped>` from its most severe step, and each step's status in `<system-out>`. A selected
/// scenario that never started (an interrupted or `--fail-fast` run) is a `<testcase>` with a
/// `<skipped message>` saying why, so `tests=` is always the number of selected scenarios. A file
/// that could not be parsed or read is a `<testcase>` with an `<error>` (counted in `errors=`),
/// so CI never reads a broken file as a smaller green run.
///
/// ```swift
/// let xml = JUnitFormatter().format(envelopes)
/// ```
public struct JUnitFormatter: Sendable {
  /// The `<testsuite name>`.
  public var suiteName: String
  /// A fixed `classname` for every test case, instead of the feature's name.
  public var testClassName: String?
  public var naming: TestCaseNaming

  public init(suiteName: String = "Cucumber", testClassName: String? = nil, naming: TestCaseNaming = .init()) {
    self.suiteName = suiteName
    self.testClassName = testClassName
    self.naming = naming
  }

  public func format(_ envelopes: some Sequence<Messages.Envelope>) -> String {
    format(MessageQuery(envelopes))
  }

  public func format(_ query: MessageQuery) -> String {
    var xml = ""
    write(query) { xml += $0 }
    return xml
  }

  /// The report, one `<testcase>` at a time (see ``ReportFormatter/write(_:to:)``).
  public func write(_ query: MessageQuery, to write: (String) throws -> Void) rethrows {
    let counts = query.mostSevereStatusCounts
    let started = query.testCasesStarted
    let notStarted = query.testCasesNotStarted.compactMap { query.pickle(id: $0.pickleId) }
    var head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    head += "<testsuite name=\"\(XMLText.attribute(suiteName))\""
    head += " time=\"\(Self.seconds(query.runDuration))\""
    head += " tests=\"\(started.count + notStarted.count + query.parseErrors.count)\""
    head += " skipped=\"\(counts[.skipped, default: 0] + notStarted.count)\""
    let failures = counts.filter { $0.key != .passed && $0.key != .skipped }.map(\.value).reduce(0, +)
    head += " failures=\"\(failures)\" errors=\"\(query.parseErrors.count)\""
    if let started = query.testRunStarted {
      head += " timestamp=\"\(Self.isoTimestamp(started.timestamp))\""
    }
    try write(head + ">\n")
    for error in query.parseErrors { try write(parseErrorElement(error)) }
    let reason = query.testRunFinished?.message ?? "The scenario did not run."
    var places: [(uri: String, line: Int)] = []
    places.reserveCapacity(started.count + notStarted.count)
    func add(_ pickle: Messages.Pickle?) { places.append((pickle?.uri ?? "", pickle?.location?.line ?? 0)) }
    for testCase in started { add(query.pickle(of: testCase)) }
    for pickle in notStarted { add(pickle) }
    for position in fileOrder(places) {
      if position < started.count {
        try write(testCaseElement(started[position], query))
      } else {
        try write(notRunElement(notStarted[position - started.count], query, reason: reason))
      }
    }
    try write("</testsuite>\n")
  }

  /// Positions in `places` in scenario-file order: by uri, then by line, then as given. Sorted
  /// by these small keys alone, so a large run does not copy its pickles or test cases to sort.
  private func fileOrder(_ places: [(uri: String, line: Int)]) -> [Int] {
    let uris = Set(places.map(\.uri)).sorted()
    let uriRank = Dictionary(uniqueKeysWithValues: uris.enumerated().map { ($0.element, $0.offset) })
    let keys = places.map { (uri: Int32(uriRank[$0.uri] ?? 0), line: Int32(clamping: $0.line)) }
    return keys.indices.sorted { (keys[$0].uri, keys[$0].line, $0) < (keys[$1].uri, keys[$1].line, $1) }
  }

  private func openingTag(_ pickle: Messages.Pickle, _ query: MessageQuery, time: String) -> String {
    let lineage = query.lineage(of: pickle)
    let classname = testClassName ?? lineage?.feature?.name ?? pickle.uri
    return "<testcase classname=\"\(XMLText.attribute(classname))\""
      + " name=\"\(XMLText.attribute(naming.name(of: pickle, lineage: lineage)))\" time=\"\(time)\">\n"
  }

  private func parseErrorElement(_ error: Messages.ParseError) -> String {
    let uri = error.source.uri ?? ""
    let place = "line \(error.source.location?.line ?? 1), column \(error.source.location?.column ?? 1)"
    return "<testcase classname=\"\(XMLText.attribute(testClassName ?? uri))\" name=\"\(XMLText.attribute(uri + ", " + place))\" time=\"0\">\n"
      + "<error type=\"ParseError\" message=\"\(XMLText.attribute(error.message))\"/>\n</testcase>\n"
  }

  private func notRunElement(_ pickle: Messages.Pickle, _ query: MessageQuery, reason: String) -> String {
    openingTag(pickle, query, time: "0") + "<skipped message=\"\(XMLText.attribute(reason))\"/>\n</testcase>\n"
  }

  private func testCaseElement(_ started: Messages.TestCaseStarted, _ query: MessageQuery) -> String {
    guard let pickle = query.pickle(of: started) else { return "" }
    var xml = openingTag(pickle, query, time: Self.seconds(query.duration(of: started)))
    if let result = query.mostSevereResult(of: started), result.status != .passed {
      xml += failureElement(result)
    }
    let lineage = query.lineage(of: pickle)
    let lines = query.stepsFinished(of: started).compactMap { finished, step -> String? in
      guard let pickleStep = query.pickleStep(of: step) else { return nil }
      let keyword = query.gherkinStep(of: pickleStep, in: lineage)?.keyword ?? ""
      return Self.stepLine(keyword: keyword, text: pickleStep.text, status: finished.testStepResult.status)
    }
    if !lines.isEmpty {
      xml += "<system-out>\(XMLText.cdata("\n" + lines.joined(separator: "\n") + "\n"))</system-out>\n"
    }
    xml += "</testcase>\n"
    return xml
  }

  private func failureElement(_ result: Messages.TestStepResult) -> String {
    let skipped = result.status == .skipped
    let tag = skipped ? "skipped" : "failure"
    var attributes = ""
    if !skipped, let type = result.exception?.type { attributes += " type=\"\(XMLText.attribute(type))\"" }
    if !skipped, let message = result.exception?.message {
      attributes += " message=\"\(XMLText.attribute(message))\""
    }
    guard let stack = result.exception?.stackTrace ?? result.message else {
      return "<\(tag)\(attributes)/>\n"
    }
    return "<\(tag)\(attributes)>\n\(XMLText.cdata(stack))\n</\(tag)>\n"
  }

  /// `Given I have 42 cukes.....passed`, padded with dots to 76 UTF-16 units before the status.
  static func stepLine(keyword: String, text: String, status: Messages.TestStepResultStatus) -> String {
    var line = keyword.trimmingCharacters(in: .whitespacesAndNewlines) + " "
      + text.trimmingCharacters(in: .whitespacesAndNewlines) + ".."
    while line.utf16.count < 76 { line += "." }
    return line + status.rawValue.lowercased()
  }

  /// Seconds as a plain decimal, never in exponent form: `0.007`, `0`, `12.5`, `0.000083923`.
  static func seconds(_ duration: Messages.MessageDuration?) -> String {
    guard let duration else { return "0" }
    let nanoseconds = duration.totalNanoseconds
    let magnitude = nanoseconds.magnitude
    var fraction = String(magnitude % 1_000_000_000)
    fraction = String(repeating: "0", count: 9 - fraction.count) + fraction
    while fraction.last == "0" { fraction.removeLast() }
    let sign = nanoseconds < 0 ? "-" : ""
    return sign + "\(magnitude / 1_000_000_000)" + (fraction.isEmpty ? "" : "." + fraction)
  }

  static func isoTimestamp(_ timestamp: Messages.Timestamp) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(timestamp.seconds)))
  }
}
