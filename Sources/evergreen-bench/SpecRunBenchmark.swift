import Foundation
import MachoSpecs
import SpecRun

// specrun's throughput: 2,000 scenarios of 4 trivial steps, against the same steps' closures
// called directly (the baseline, measured in the same run); and the wall time of replaying the
// project's own Specs/ folder.

@MainActor
func runSpecRunBenchmarks() async {
  print("specrun")
  let scenarioCount = 2_000
  var text = "Feature: Throughput\n"
  for index in 0..<scenarioCount {
    text += "\n  Scenario: Trivial \(index)\n    Given a number \(index)\n    When I add 1\n    And I add 2\n    Then the total is \(index + 3)\n"
  }
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("evergreen-bench-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("throughput.feature")
  try? text.write(to: file, atomically: true, encoding: .utf8)

  var steps = StepLibrary()
  steps.given("a number {int}") { (context, number: Int) in context[Total.self] = Total(value: number) }
  steps.when("I add {int}") { (context, amount: Int) in context[Total.self]?.value += amount }
  steps.then("the total is {int}") { (context, expected: Int) in
    guard context[Total.self]?.value == expected else { throw StepFailure("wrong total") }
  }

  // Baseline: the four closures' work, done directly.
  let clock = ContinuousClock()
  var sink = 0
  let direct = clock.measure {
    for index in 0..<scenarioCount {
      var total = Total(value: index)
      total.value += 1
      total.value += 2
      if total.value == index + 3 { sink &+= 1 }
    }
  }

  var options = RunOptions()
  options.selections = [.init(path: file.path)]
  var results = [Double]()
  var exitCode: Int32 = 0
  for _ in 0..<3 {
    var envelopeCount = 0
    let elapsed = await clock.measure {
      let outcome = await SpecRunner(library: steps, options: options) { _ in envelopeCount += 1 }.run()
      exitCode = outcome.exitCode
    }
    results.append(seconds(elapsed))
    if envelopeCount == 0 { print("  (no messages?)") }
  }
  let median = results.sorted()[1]
  let perSecond = Double(scenarioCount) / median
  print("  \(scenarioCount) scenarios × 4 steps: \(Int(perSecond)) scenarios/s (median of 3: \(milliseconds(median)) ms, exit \(exitCode))")
  print("  baseline, the same work called directly: \(milliseconds(seconds(direct))) ms (\(sink == scenarioCount ? "ok" : "?"))")
  print("  per scenario: \(String(format: "%.1f", median / Double(scenarioCount) * 1e6)) µs; goal ≥ 20,000 scenarios/s (behave ≈ 800/s)")

  let specs = SpecSuite.folder(beside: #filePath)
  var specsOptions = RunOptions()
  specsOptions.selections = [.init(path: specs)]
  var specsScenarios = 0
  let specsTime = await clock.measure {
    let outcome = await SpecRunner(library: MachoSpecs.steps, options: specsOptions) { _ in }.run()
    specsScenarios = outcome.summary.scenarioCount
  }
  print("  Specs/ (\(specsScenarios) scenarios, Macho in English and Japanese): \(milliseconds(seconds(specsTime))) ms in process\n")
}

private struct Total { var value: Int }

private func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

private func milliseconds(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }
