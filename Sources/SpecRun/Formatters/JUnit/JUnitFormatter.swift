import Foundation

/// Writes the JUnit XML report CI servers read, exactly as Cucumber's JUnit formatter does: one
/// `<testcase>` per scenario (classname = feature, name = scenario and example), a `<failure>` or
/// `<skipped>` from its most severe step, and each step's status in `<system-out>`.
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
    let counts = query.mostSevereStatusCounts
    let testCases = orderedTestCases(query)
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuite name=\"\(XMLText.attribute(suiteName))\""
    xml += " time=\"\(Self.seconds(query.runDuration))\""
    xml += " tests=\"\(testCases.count)\""
    xml += " skipped=\"\(counts[.skipped, default: 0])\""
    let failures = counts.filter { $0.key != .passed && $0.key != .skipped }.map(\.value).reduce(0, +)
    xml += " failures=\"\(failures)\" errors=\"0\""
    if let started = query.testRunStarted {
      xml += " timestamp=\"\(Self.isoTimestamp(started.timestamp))\""
    }
    xml += ">\n"
    for started in testCases { xml += testCaseElement(started, query) }
    xml += "</testsuite>\n"
    return xml
  }

  /// Test cases in scenario-file order: by uri, then by line.
  private func orderedTestCases(_ query: MessageQuery) -> [Messages.TestCaseStarted] {
    let started = query.testCasesStarted
    return started.enumerated().sorted { a, b in
      let pa = query.pickle(of: a.element)
      let pb = query.pickle(of: b.element)
      let (ua, ub) = (pa?.uri ?? "", pb?.uri ?? "")
      if ua != ub { return ua < ub }
      let (la, lb) = (pa?.location?.line ?? 0, pb?.location?.line ?? 0)
      if la != lb { return la < lb }
      return a.offset < b.offset
    }.map(\.element)
  }

  private func testCaseElement(_ started: Messages.TestCaseStarted, _ query: MessageQuery) -> String {
    guard let pickle = query.pickle(of: started) else { return "" }
    let lineage = query.lineage(of: pickle)
    let classname = testClassName ?? lineage?.feature?.name ?? pickle.uri
    var xml = "<testcase classname=\"\(XMLText.attribute(classname))\""
    xml += " name=\"\(XMLText.attribute(naming.name(of: pickle, lineage: lineage)))\""
    xml += " time=\"\(Self.seconds(query.duration(of: started)))\">\n"
    if let result = query.mostSevereResult(of: started), result.status != .passed {
      xml += failureElement(result)
    }
    let lines = query.stepsFinished(of: started).compactMap { finished, step -> String? in
      guard let pickleStep = query.pickleStep(of: step) else { return nil }
      let keyword = query.gherkinStep(of: pickleStep)?.keyword ?? ""
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

  /// Seconds as JavaScript prints a number: `0.007`, `0`, `12.5`.
  static func seconds(_ duration: Messages.MessageDuration?) -> String {
    guard let duration else { return "0" }
    let value = Double(duration.totalNanoseconds) / 1_000_000 / 1000
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  static func isoTimestamp(_ timestamp: Messages.Timestamp) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(timestamp.seconds)))
  }
}
