/// `README.md`: the two commands, what each folder holds and the loop to follow for the next feature.
enum ReadmeTemplate {
  static func text(_ package: PackageRecipe) -> String {
    let name = package.name
    let scenario = "Specs/" + package.language.words.scenarioFile
    return """
      # \(name.text)

      Made with Evergreen's `specrun init`; Evergreen comes from `\(package.evergreen.description)` (see `Package.swift`).\(pathDependencyNote(package.evergreen))

      ## Two commands

      ```sh
      swift run \(name.runnerProduct)   # replays every scenario in Specs/ and prints the report
      swift test\(String(repeating: " ", count: name.runnerProduct.count + 3))# runs the behaviour specs, and every scenario in Specs/ too
      ```

      `swift run \(name.runnerProduct) --help` lists the runner's options (tags, reports, JUnit for CI).

      ## What is where

      | folder | what it holds |
      |---|---|
      | `\(scenario)` | the scenarios a product owner reads and writes |
      | `Sources/\(name.text)/Counter` | the counter feature (`CounterFeature`) and its dependency (`NumberFactClient`) |
      | `Sources/\(name.specsTarget)` | the step glue: what each scenario line does |
      | `Sources/\(name.runnerTarget)` | the runner, `swift run \(name.runnerProduct)` |
      | `Tests/\(name.testsTarget)` | behaviour specs of the feature, with the `TestStore` |
      | `Tests/\(name.specsTestsTarget)` | replays every scenario inside `swift test` |

      ## The next feature, test first

      1. Write its scenario in `Specs/`, then `swift run \(name.runnerProduct)`: every new step is
         undefined, and the report prints the Swift step definition to paste.
      2. Paste the steps into `Sources/\(name.specsTarget)`, driving a `ScenarioStore`.
      3. Write its behaviour specs in `Tests/\(name.testsTarget)` with the `TestStore`, and watch them fail.
      4. Write the reducer in `Sources/\(name.text)` until `swift test` is green.

      """
  }

  /// For a folder dependency: SwiftPM keeps the list of a path dependency's source files until the
  /// root package changes, so files the folder gains are not compiled and Evergreen's own build
  /// stops; touching the manifest makes it list them again.
  private static func pathDependencyNote(_ evergreen: EvergreenDependency) -> String {
    guard case .path = evergreen else { return "" }
    return """
       When that folder gains new files (Evergreen updated), SwiftPM may build from its old list of a \
      path dependency's files and stop inside Evergreen with `cannot find '…' in scope`: \
      `touch Package.swift` here, and build again.
      """
  }
}
