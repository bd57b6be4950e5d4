/// The name `specrun init NAME` gives a package, checked to be a Swift identifier that no module of
/// Evergreen or the toolchain already uses. The package's targets and runner are named after it:
///
/// ```swift
/// let name = try PackageName("MyApp")
/// name.specsTarget    // "MyAppSpecs"
/// name.runnerProduct  // "myapp-specs", never Evergreen's own `specrun`
/// ```
struct PackageName: Equatable, Sendable {
  /// The name as given: the package, its feature module and its test target's prefix.
  let text: String

  init(_ text: String) throws(InitProblem) {
    if let problem = Self.problem(with: text) {
      throw InitProblem(problem)
    }
    self.text = text
  }

  /// The step glue's library.
  var specsTarget: String { text + "Specs" }
  /// The runner's executable target (its product is ``runnerProduct``).
  var runnerTarget: String { text + "SpecRun" }
  /// What `swift run` is given: the name in lower case, then `-specs`.
  var runnerProduct: String { text.lowercased() + "-specs" }
  /// The behaviour specs of the feature module.
  var testsTarget: String { text + "Tests" }
  /// The test target that replays Specs/ inside `swift test`.
  var specsTestsTarget: String { text + "SpecsTests" }

  /// Modules a package depending on Evergreen cannot define again.
  static let takenModules: Set<String> = [
    "Evergreen", "EvergreenTesting", "EvergreenReporting", "Gherkin", "SpecRun", "SpecRunInit", "DependencyRules",
    "Foundation", "Dispatch", "Synchronization", "Observation", "Testing", "XCTest", "Swift", "PackageDescription",
  ]

  /// Words Swift reserves, which cannot name a module that others import.
  static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator",
    "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer",
    "do", "else", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false",
    "is", "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try", "Any", "Type", "Protocol",
  ]

  private static func problem(with text: String) -> String? {
    let hint = "Hint: name the package as you would a Swift type, e.g. specrun init MyApp."
    guard let first = text.unicodeScalars.first else {
      return "specrun: init needs the package's name. \(hint)"
    }
    guard isLetter(first) else {
      return
        "specrun: init: \"\(text)\" is not a Swift identifier: it must start with a letter (A–Z or a–z), not \"\(first)\". \(hint)"
    }
    for (offset, scalar) in text.unicodeScalars.enumerated()
    where !isLetter(scalar) && !isDigit(scalar) && scalar != "_" {
      return
        "specrun: init: \"\(text)\" is not a Swift identifier: \"\(scalar)\" at column \(offset + 1) is not a letter, digit or underscore. \(hint)"
    }
    if keywords.contains(text) {
      return "specrun: init: \"\(text)\" is a Swift keyword and cannot name a module. \(hint)"
    }
    if takenModules.contains(text) {
      return
        "specrun: init: \"\(text)\" is a module Evergreen or the toolchain already has; a package that uses it cannot have another. \(hint)"
    }
    return nil
  }

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
