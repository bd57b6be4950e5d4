import CucumberMessages
import Foundation

/// Writes the JUnit XML report CI servers read, by default exactly as Cucumber's JUnit formatter
/// does: one `<testsuite>`, one `<testcase>` per scenario (classname = feature, name = scenario and
/// example), a `<failure>` or `<skipped>` from its most severe step, and each step's status in
/// `<system-out>`. With ``Suites/perFeature(_:)`` (what `specrun --format junit` writes) it is a
/// `<testsuites>` with one `<testsuite>` per app and feature, named `App / Feature`, whose test
/// cases carry a `classname` unique across apps (`App.Feature`), the `file` and `line` of the
/// scenario, and the failing step's keyword and text in the failure's message. A selected
/// scenario that never started (an interrupted or `--fail-fast` run) is a `<testcase>` with a
/// `<skipped message>` saying why, so `tests=` is always the number of selected scenarios. A file
/// that could not be parsed or read is a `<testcase>` with an `<error>` (counted in `errors=`),
/// so CI never reads a broken file as a smaller green run. With ``Suites/perFeature(_:)``, a
/// scenario retried with `--retry` keeps its failed attempts as Maven Surefire does: `<flakyFailure>` inside a test case that passed in
/// the end (a flaky one), `<rerunFailure>` inside one that failed every time.
///
/// ```swift
/// let xml = JUnitFormatter().format(envelopes)
/// ```
public struct JUnitFormatter: Sendable {
  /// The `<testsuite name>`.
  public var suiteName: String
  /// A fixed `classname` for every test case, instead of the feature's name.
  public var testClassName: String?
  /// How each `<testcase name>` is made from its scenario.
  public var naming: TestCaseNaming
  /// How test cases are grouped into `<testsuite>`s.
  public var suites: Suites

  /// One suite for the run, as Cucumber's formatter writes it, or one per app and feature, as CI
  /// dashboards (Jenkins, GitLab, GitHub's test reporters) show best.
  public enum Suites: Sendable {
    /// One `<testsuite>` for the whole run, as Cucumber's JUnit formatter writes it.
    case one
    /// One `<testsuite>` per feature file, named `App / Feature` (just `Feature` in a package with
    /// one app), inside a `<testsuites>` named after the layout's title.
    case perFeature(ReportLayout)
  }

  /// A formatter with Cucumber's defaults: one suite named `Cucumber`, each test case's `classname` its
  /// feature.
  public init(
    suiteName: String = "Cucumber", testClassName: String? = nil, naming: TestCaseNaming = .init(),
    suites: Suites = .one
  ) {
    self.suiteName = suiteName
    self.testClassName = testClassName
    self.naming = naming
    self.suites = suites
  }

  /// The XML report of `envelopes`, a whole run's stream.
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
    let started = query.testCasesStarted
    let notStarted = query.testCasesNotStarted.compactMap { query.pickle(id: $0.pickleId) }
    let reason = query.testRunFinished?.message ?? "The scenario did not run."
    var places: [(uri: String, line: Int)] = []
    places.reserveCapacity(started.count + notStarted.count)
    func add(_ pickle: Messages.Pickle?) { places.append((pickle?.uri ?? "", pickle?.location?.line ?? 0)) }
    for testCase in started { add(query.pickle(of: testCase)) }
    for pickle in notStarted { add(pickle) }
    let order = fileOrder(places)
    /// The status a test case counts with: its most severe step, or skipped when it did not run.
    func status(_ position: Int) -> Messages.TestStepResultStatus? {
      position < started.count ? query.mostSevereResult(of: started[position])?.status : .skipped
    }
    func testCase(_ position: Int, in suite: Suite?) -> String {
      position < started.count
        ? testCaseElement(started[position], query, in: suite)
        : notRunElement(notStarted[position - started.count], query, reason: reason, in: suite)
    }
    var head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    let whole = Tally(statuses: order.map(status), errors: query.parseErrors.count)
    guard case .perFeature(let layout) = suites else {
      try write(
        head + "<testsuite name=\"\(XMLText.attribute(suiteName))\"" + whole.attributes(query.runDuration, query)
          + ">\n")
      for error in query.parseErrors { try write(parseErrorElement(error)) }
      for position in order { try write(testCase(position, in: nil)) }
      return try write("</testsuite>\n")
    }
    head +=
      "<testsuites name=\"\(XMLText.attribute(layout.title))\"" + whole.attributes(query.runDuration, query) + ">\n"
    try write(head)
    for error in query.parseErrors {
      let uri = error.source.uri ?? ""
      let suite = Suite(uri: uri, name: Suite.name(app: layout.app(of: uri), feature: uri))
      try write(
        suite.openingTag(Tally(statuses: [], errors: 1), nil, query) + parseErrorElement(error, in: suite)
          + "</testsuite>\n")
    }
    // Test cases in file order: the positions of one file follow each other.
    var index = 0
    while index < order.count {
      let uri = places[order[index]].uri
      var end = index
      while end < order.count, places[order[end]].uri == uri { end += 1 }
      let positions = order[index..<end]
      let pickle = positions.first.flatMap {
        $0 < started.count ? query.pickle(of: started[$0]) : notStarted[$0 - started.count]
      }
      let feature = pickle.flatMap { query.lineage(of: $0)?.feature?.name } ?? uri
      let suite = Suite(uri: uri, name: Suite.name(app: layout.app(of: uri), feature: feature))
      let time = positions.map { position in
        position < started.count ? query.duration(of: started[position])?.totalNanoseconds ?? 0 : 0
      }.saturatingSum
      try write(
        suite.openingTag(
          Tally(statuses: positions.map(status), errors: 0), Messages.MessageDuration(nanoseconds: time), query))
      for position in positions { try write(testCase(position, in: suite)) }
      try write("</testsuite>\n")
      index = end
    }
    try write("</testsuites>\n")
  }

  /// One `<testsuite>` of ``Suites/perFeature(_:)``: a feature file and the name it is shown by.
  struct Suite {
    let uri: String
    let name: String
    /// `PointApp.アプリ全体`: unique across apps, and Jenkins groups the classes by app. Made
    /// once: every test case of the suite writes it.
    let classname: String

    init(uri: String, name: String) {
      self.uri = uri
      self.name = name
      classname = name.replacingOccurrences(of: " / ", with: ".")
    }

    /// `PointApp / アプリ全体`, or `アプリ全体` when there is one app.
    static func name(app: String, feature: String) -> String { app.isEmpty ? feature : "\(app) / \(feature)" }

    func openingTag(_ tally: Tally, _ time: Messages.MessageDuration?, _ query: MessageQuery) -> String {
      "<testsuite name=\"\(XMLText.attribute(name))\"" + tally.attributes(time, query)
        + " file=\"\(XMLText.attribute(uri))\">\n"
    }
  }

  /// The counts a `<testsuite>` or `<testsuites>` element carries.
  struct Tally {
    var statuses: [Messages.TestStepResultStatus?]
    var errors: Int

    func attributes(_ time: Messages.MessageDuration?, _ query: MessageQuery) -> String {
      let skipped = statuses.filter { $0 == .skipped }.count
      let failures = statuses.filter { $0 != nil && $0 != .passed && $0 != .skipped }.count
      var text = " time=\"\(JUnitFormatter.seconds(time))\" tests=\"\(statuses.count + errors)\""
      text += " skipped=\"\(skipped)\" failures=\"\(failures)\" errors=\"\(errors)\""
      if let started = query.testRunStarted {
        text += " timestamp=\"\(JUnitFormatter.isoTimestamp(started.timestamp))\""
      }
      return text
    }
  }

  /// Positions in `places` in scenario-file order: by uri, then by line, then as given. Sorted
  /// by these small keys alone, so a large run does not copy its pickles or test cases to sort.
  private func fileOrder(_ places: [(uri: String, line: Int)]) -> [Int] {
    let uris = Set(places.map(\.uri)).sorted()
    let uriRank = Dictionary(uniqueKeysWithValues: uris.enumerated().map { ($0.element, $0.offset) })
    let keys = places.map { (uri: Int32(uriRank[$0.uri] ?? 0), line: Int32(clamping: $0.line)) }
    return keys.indices.sorted { (keys[$0].uri, keys[$0].line, $0) < (keys[$1].uri, keys[$1].line, $1) }
  }

  private func openingTag(
    _ pickle: Messages.Pickle, _ lineage: MessageQuery.Lineage?, time: String, in suite: Suite?
  ) -> String {
    let classname = testClassName ?? suite?.classname ?? lineage?.feature?.name ?? pickle.uri
    let place = suite.map { " file=\"\(XMLText.attribute($0.uri))\" line=\"\(pickle.location?.line ?? 0)\"" } ?? ""
    return "<testcase classname=\"\(XMLText.attribute(classname))\""
      + " name=\"\(XMLText.attribute(naming.name(of: pickle, lineage: lineage)))\"\(place) time=\"\(time)\">\n"
  }

  private func parseErrorElement(_ error: Messages.ParseError, in suite: Suite? = nil) -> String {
    let uri = error.source.uri ?? ""
    let line = error.source.location?.line ?? 1
    let place = "line \(line), column \(error.source.location?.column ?? 1)"
    let placeAttributes = suite.map { " file=\"\(XMLText.attribute($0.uri))\" line=\"\(line)\"" } ?? ""
    return
      "<testcase classname=\"\(XMLText.attribute(testClassName ?? suite?.classname ?? uri))\" name=\"\(XMLText.attribute(uri + ", " + place))\"\(placeAttributes) time=\"0\">\n"
      + "<error type=\"ParseError\" message=\"\(XMLText.attribute(error.message))\"/>\n</testcase>\n"
  }

  private func notRunElement(_ pickle: Messages.Pickle, _ query: MessageQuery, reason: String, in suite: Suite?)
    -> String
  {
    openingTag(pickle, query.lineage(of: pickle), time: "0", in: suite)
      + "<skipped message=\"\(XMLText.attribute(reason))\"/>\n</testcase>\n"
  }

  private func testCaseElement(_ started: Messages.TestCaseStarted, _ query: MessageQuery, in suite: Suite?) -> String {
    guard let pickle = query.pickle(of: started) else { return "" }
    let lineage = query.lineage(of: pickle)
    var xml = openingTag(pickle, lineage, time: Self.seconds(query.duration(of: started)), in: suite)
    if let result = query.mostSevereResult(of: started), result.status != .passed {
      // For dashboards, the failure's message starts with the step that failed, as written.
      let failing = suite == nil ? nil : FailureList.failures(of: started, query).first
      xml += failureElement(result, failingStep: failing.map { "\($0.step) (\($0.place))" })
    }
    // Cucumber's own formatter (one suite) leaves earlier attempts out; specrun's report keeps them.
    if suite != nil { xml += retriedAttemptElements(started, query, lineage) }
    xml += systemOut(started, query, lineage)
    xml += "</testcase>\n"
    return xml
  }

  /// Each step's status as a line, in a `<system-out>`; nothing when no step finished.
  private func systemOut(_ started: Messages.TestCaseStarted, _ query: MessageQuery, _ lineage: MessageQuery.Lineage?)
    -> String
  {
    let lines = query.stepsFinished(of: started).compactMap { finished, step -> String? in
      guard let pickleStep = query.pickleStep(of: step) else { return nil }
      let keyword = query.gherkinStep(of: pickleStep, in: lineage)?.keyword ?? ""
      return Self.stepLine(keyword: keyword, text: pickleStep.text, status: finished.testStepResult.status)
    }
    guard !lines.isEmpty else { return "" }
    return "<system-out>\(XMLText.cdata("\n" + lines.joined(separator: "\n") + "\n"))</system-out>\n"
  }

  /// The attempts that failed before the one that counts (`--retry`), as Maven Surefire writes
  /// reruns and Jenkins reads them: a `<flakyFailure>` each inside a test case that then passed
  /// (still a passed test for every reader), a `<rerunFailure>` each inside one that failed every
  /// time; each with the failure's `message` and `type`, its `<stackTrace>` and the attempt's steps.
  private func retriedAttemptElements(
    _ started: Messages.TestCaseStarted, _ query: MessageQuery, _ lineage: MessageQuery.Lineage?
  ) -> String {
    let retried = query.retriedAttempts(of: started)
    guard !retried.isEmpty else { return "" }
    let tag = query.isFlaky(started) ? "flakyFailure" : "rerunFailure"
    return retried.map { attempt in
      let result = query.mostSevereResult(of: attempt)
      var attributes = ""
      if let message = result?.exception?.message ?? result?.message?.split(separator: "\n").first.map(String.init) {
        attributes += " message=\"\(XMLText.attribute(message))\""
      }
      attributes += " type=\"\(XMLText.attribute(result?.exception?.type ?? "attempt \(attempt.attempt + 1) failed"))\""
      var element = "<\(tag)\(attributes)>\n"
      if let stack = result?.exception?.stackTrace ?? result?.message {
        element += "<stackTrace>\(XMLText.cdata(stack))</stackTrace>\n"
      }
      return element + systemOut(attempt, query, lineage) + "</\(tag)>\n"
    }.joined()
  }

  private func failureElement(_ result: Messages.TestStepResult, failingStep: String? = nil) -> String {
    let skipped = result.status == .skipped
    let tag = skipped ? "skipped" : "failure"
    var attributes = ""
    if !skipped, let type = result.exception?.type { attributes += " type=\"\(XMLText.attribute(type))\"" }
    if !skipped, let message = [failingStep, result.exception?.message].compactMap({ $0 }).nonEmptyJoined(": ") {
      attributes += " message=\"\(XMLText.attribute(message))\""
    }
    guard let stack = result.exception?.stackTrace ?? result.message else {
      return "<\(tag)\(attributes)/>\n"
    }
    return "<\(tag)\(attributes)>\n\(XMLText.cdata(stack))\n</\(tag)>\n"
  }

  /// `Given I have 42 cukes.....passed`, padded with dots to 76 UTF-16 units before the status.
  static func stepLine(keyword: String, text: String, status: Messages.TestStepResultStatus) -> String {
    let line = keyword.trimmedOfWhitespace + " " + text.trimmedOfWhitespace + ".."
    return line + dotRuns[max(0, 76 - line.utf16.count)] + status.lowercaseName
  }

  /// `""`, `"."`, `".."`, … up to the 76 dots a step line can need: made once, not dot by dot.
  private static let dotRuns = (0...76).map { String(repeating: ".", count: $0) }

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

extension Array where Element == String {
  /// The elements joined by `separator`, or nil when there are none.
  fileprivate func nonEmptyJoined(_ separator: String) -> String? { isEmpty ? nil : joined(separator: separator) }
}
