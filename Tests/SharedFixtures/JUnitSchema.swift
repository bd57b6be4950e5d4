import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The structure CI's JUnit readers accept (Jenkins' JUnit plugin, GitLab's and GitHub's test
/// reporters), written from the rules of the Ant/Surefire JUnit schema (`junit-10.xsd`), since the
/// toolchain has no XML Schema validator on Linux: which elements may hold which, which attributes
/// each may carry and must carry, that counts are whole numbers and times decimal seconds, and
/// that a suite's counts are those of its test cases. Maven Surefire's rerun elements
/// (`<flakyFailure>`, `<rerunFailure>` and their `…Error` forms, from `surefire-test-report.xsd`)
/// may stand in a test case, as Jenkins reads them: `type` required, a `<stackTrace>` and the
/// attempt's output inside.
///
/// ```swift
/// #expect(JUnitSchema.problems(in: xml) == [])
/// JUnitSchema.problems(in: "<testsuite/>")   // ["testsuite: the attribute 'name' is required", …]
/// ```
public enum JUnitSchema {
  struct Rule {
    var required: Set<String>
    var optional: Set<String>
    var children: Set<String>
    /// Children that may appear at most once.
    var single: Set<String> = []
    var text: Bool = false
  }

  static let counts: Set<String> = ["tests", "failures", "errors", "skipped", "disabled", "assertions"]
  static let rules: [String: Rule] = [
    "testsuites": Rule(
      required: [], optional: ["name", "tests", "failures", "errors", "skipped", "disabled", "time", "timestamp"],
      children: ["testsuite"]),
    "testsuite": Rule(
      required: ["name", "tests"],
      optional: [
        "failures", "errors", "skipped", "disabled", "time", "timestamp", "hostname", "id", "package", "file", "log",
        "url", "version", "group", "assertions",
      ],
      children: ["properties", "testcase", "testsuite", "system-out", "system-err"],
      single: ["properties", "system-out", "system-err"]),
    "properties": Rule(required: [], optional: [], children: ["property"]),
    "property": Rule(required: ["name", "value"], optional: [], children: []),
    "testcase": Rule(
      required: ["name"], optional: ["classname", "time", "file", "line", "assertions", "status", "group"],
      children: Set(["skipped", "error", "failure", "system-out", "system-err"]).union(rerunElements)),
    "failure": Rule(required: [], optional: ["message", "type"], children: [], text: true),
    "error": Rule(required: [], optional: ["message", "type"], children: [], text: true),
    "skipped": Rule(required: [], optional: ["message"], children: [], text: true),
    "system-out": Rule(required: [], optional: [], children: [], text: true),
    "system-err": Rule(required: [], optional: [], children: [], text: true),
    "stackTrace": Rule(required: [], optional: [], children: [], text: true),
  ].merging(rerunElements.map { ($0, rerunRule) }) { rule, _ in rule }

  /// Surefire's records of a retried test's earlier attempts: failed then passed (`flaky…`), or
  /// failed every time (`rerun…`).
  static let rerunElements: Set<String> = ["flakyFailure", "flakyError", "rerunFailure", "rerunError"]
  static let rerunRule = Rule(
    required: ["type"], optional: ["message"], children: ["stackTrace", "system-out", "system-err"],
    single: ["stackTrace", "system-out", "system-err"])

  /// Every way `xml` breaks the rules, each naming the element (by its path of names) and what
  /// to change; empty when it follows them.
  public static func problems(in xml: String) -> [String] {
    // XMLDocument recovers from some mistakes on Linux (an end tag that closes nothing); the
    // streaming parser does not, so it decides whether the report is well-formed.
    let parser = XMLParser(data: Data(xml.utf8))
    guard parser.parse() else {
      return [
        "the report is not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown error") at line \(parser.lineNumber)"
      ]
    }
    let document: XMLDocument
    do {
      document = try XMLDocument(data: Data(xml.utf8), options: [])
    } catch {
      return ["the report is not well-formed XML: \(error)"]
    }
    guard let root = document.rootElement() else { return ["the report has no root element"] }
    guard root.name == "testsuites" || root.name == "testsuite" else {
      return ["the root element is <\(root.name ?? "")>; it must be <testsuites> or <testsuite>"]
    }
    var problems: [String] = []
    check(root, path: root.name ?? "", &problems)
    return problems
  }

  private static func check(_ element: XMLElement, path: String, _ problems: inout [String]) {
    let name = element.name ?? ""
    guard let rule = rules[name] else {
      problems.append("\(path): <\(name)> is not an element of the JUnit schema")
      return
    }
    let attributes = Dictionary(
      (element.attributes ?? []).map { ($0.name ?? "", $0.stringValue ?? "") }, uniquingKeysWith: { first, _ in first })
    for missing in rule.required.subtracting(attributes.keys).sorted() {
      problems.append("\(path): the attribute '\(missing)' is required")
    }
    for (attribute, value) in attributes.sorted(by: { $0.key < $1.key }) {
      if !rule.required.contains(attribute) && !rule.optional.contains(attribute) {
        problems.append("\(path): <\(name)> may not carry the attribute '\(attribute)'")
      } else if counts.contains(attribute) || attribute == "line", UInt(value) == nil {
        problems.append("\(path): '\(attribute)' must be a whole number, not '\(value)'")
      } else if attribute == "time", Double(value).map({ $0 >= 0 && $0.isFinite }) != true || value.contains("e") {
        problems.append("\(path): 'time' must be seconds as a decimal number, not '\(value)'")
      }
    }
    let children = (element.children ?? []).compactMap { $0 as? XMLElement }
    if !rule.text,
      let text = element.children?.first(where: {
        $0.kind == .text && !($0.stringValue ?? "").allSatisfy(\.isWhitespace)
      })
    {
      problems.append(
        "\(path): <\(name)> holds text ('\((text.stringValue ?? "").trimmingCharacters(in: .whitespacesAndNewlines).prefix(40))'); only elements may stand there"
      )
    }
    for child in children where !rule.children.contains(child.name ?? "") {
      problems.append("\(path): <\(child.name ?? "")> may not stand inside <\(name)>")
    }
    for single in rule.single where children.filter({ $0.name == single }).count > 1 {
      problems.append("\(path): <\(name)> may hold one <\(single)> at most")
    }
    if name == "testcase" {
      let outcomes = children.filter { $0.name == "skipped" }.count
      if outcomes > 1 || (outcomes == 1 && children.contains { $0.name == "failure" || $0.name == "error" }) {
        problems.append("\(path): a <testcase> is skipped once at most, and not also failed")
      }
    }
    if name == "testsuite" { checkCounts(element, children, path: path, attributes, &problems) }
    for (index, child) in children.enumerated() where rule.children.contains(child.name ?? "") {
      check(child, path: "\(path)/\(child.name ?? "")[\(index + 1)]", &problems)
    }
  }

  /// A suite's `tests`, `failures`, `errors` and `skipped` must be what its own test cases hold.
  private static func checkCounts(
    _ suite: XMLElement, _ children: [XMLElement], path: String, _ attributes: [String: String],
    _ problems: inout [String]
  ) {
    let cases = children.filter { $0.name == "testcase" }
    func count(_ outcome: String) -> Int {
      cases.filter { ($0.children ?? []).contains { ($0 as? XMLElement)?.name == outcome } }.count
    }
    let actual = [
      "tests": cases.count, "failures": count("failure"), "errors": count("error"), "skipped": count("skipped"),
    ]
    for (attribute, number) in actual.sorted(by: { $0.key < $1.key }) {
      guard let written = attributes[attribute], let value = Int(written) else { continue }
      if children.contains(where: { $0.name == "testsuite" }) { continue }
      if value != number {
        problems.append("\(path): \(attribute)=\"\(written)\" but the suite holds \(number)")
      }
    }
  }
}
