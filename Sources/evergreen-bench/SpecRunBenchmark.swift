import CucumberMessages
import Foundation
import Gherkin
import MachoSpecs
import SeedAppCatalog
import SpecRun

// specrun's throughput: 2,000 scenarios of 4 trivial steps, against two baselines measured in the
// same run on the same file: the Gherkin target alone parsing it and compiling its pickles (work
// any runner must do), and that plus matching every pickle step against the library's
// expressions and doing the steps' work directly (the least a runner could do without messages,
// hooks, results or reports). Then the wall time of replaying the project's own Specs/ folder (the
// median of three runs), unless `withSpecs` is false. The runner and the baselines take turns for
// `runs` rounds (at least nine) and the medians count: more runs give a profiler more samples.

@MainActor
func runSpecRunBenchmarks(runs: Int = 3, withSpecs: Bool = true) async {
  print("specrun")
  let scenarioCount = 2_000
  var text = "Feature: Throughput\n"
  for index in 0..<scenarioCount {
    text +=
      "\n  Scenario: Trivial \(index)\n    Given a number \(index)\n    When I add 1\n    And I add 2\n    Then the total is \(index + 3)\n"
  }
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("evergreen-bench-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("throughput.feature")
  try? text.write(to: file, atomically: true, encoding: .utf8)

  // A fresh library for every measurement: expressions remember the texts they matched, and a
  // real run starts without that.
  func makeSteps() -> StepLibrary {
    var steps = StepLibrary()
    steps.given("a number {int}") { (context, number: Int) in context[Total.self] = Total(value: number) }
    steps.when("I add {int}") { (context, amount: Int) in context[Total.self]?.value += amount }
    steps.then("the total is {int}") { (context, expected: Int) in
      guard context[Total.self]?.value == expected else { throw StepFailure("wrong total") }
    }
    return steps
  }

  let clock = ContinuousClock()
  // The runner and its baselines take turns, one run each per round, so that all three see the
  // same machine: a shared machine's speed swings over seconds, and a baseline timed before the
  // runner (or after it) could land in a faster or slower spell than the runner. The ratios are
  // given by the medians and by the bests (the run that waited least), wall and CPU time.
  var options = RunOptions()
  options.selections = [.init(path: file.path)]
  var gherkinOnly = Timings(wall: [], cpu: [])
  var direct = Timings(wall: [], cpu: [])
  var runner = Timings(wall: [], cpu: [])
  var pickles: [Messages.Pickle] = []
  var sink = 0
  var exitCode: Int32 = 0
  for _ in 0..<max(9, runs) {
    // Baseline 1: the Gherkin target alone, parsing the file and compiling its pickles.
    gherkinOnly.time(clock) {
      let parsed = Gherkin.parse(text, uri: file.path, ids: IdGenerator(.incrementing), compilePickles: true)
      pickles = parsed.pickles
    }
    // Baseline 2: that, plus every step matched against every definition's expression and the
    // steps' work done directly on the matched values.
    direct.time(clock) {
      let steps = makeSteps()
      let parsed = Gherkin.parse(text, uri: file.path, ids: IdGenerator(.incrementing), compilePickles: true)
      sink = 0
      for pickle in parsed.pickles {
        var total = Total(value: 0)
        for step in pickle.steps {
          for definition in steps.definitions {
            guard let value = (try? definition.expression.match(step.text))?.first?.value as? Int else { continue }
            switch definition.pattern {
            case "a number {int}": total = Total(value: value)
            case "I add {int}": total.value += value
            default: if total.value == value { sink += 1 }
            }
          }
        }
      }
    }
    let steps = makeSteps()
    let cpuBefore = CPUTime.seconds(of: .thisProcess)
    let elapsed = await clock.measure {
      // Nothing is counted per message: a captured counter is checked for exclusive access at
      // each increment, 1.4% of the run's samples on the main actor, the benchmark's own work. The
      // exit code, printed below, says whether every scenario passed (the first run's that did not).
      let outcome = await SpecRunner(library: steps, options: options) { _ in }.run()
      if exitCode == 0 { exitCode = outcome.exitCode }
    }
    runner.wall.append(seconds(elapsed))
    // The run's index is freed behind, on a thread of its own, once its outcome is gone: the wall
    // time ends with the outcome, the CPU time once that is freed too (and the next baseline is
    // not timed while it is being freed).
    SpecRunner.waitUntilReleased()
    runner.cpu.append(CPUTime.seconds(of: .thisProcess) - cpuBefore)
  }
  let results = runner.wall
  let cpuTimes = runner.cpu
  let median = results.sorted()[results.count / 2]
  let perSecond = Double(scenarioCount) / median
  print(
    "  \(scenarioCount) scenarios × 4 steps: \(Int(perSecond)) scenarios/s (median of \(results.count): \(milliseconds(median)) ms, best \(milliseconds(results.min() ?? 0)) ms, exit \(exitCode))"
  )
  print(
    "  the same runs' CPU time: median \(milliseconds(cpuTimes.sorted()[cpuTimes.count / 2])) ms, best \(milliseconds(cpuTimes.min() ?? 0)) ms"
  )
  print(
    "  per scenario: \(String(format: "%.1f", median / Double(scenarioCount) * 1e6)) µs; goal ≥ 40,000 scenarios/s with the default --step-timeout (behave ≈ 800/s)"
  )
  print(
    "  baseline 1, Gherkin alone (parse + \(pickles.count) pickles): \(gherkinOnly.summary); specrun = \(runner.ratios(to: gherkinOnly)); goal ≤ 5×"
  )
  print(
    "  baseline 2, + matching and the steps' work done directly (\(sink == scenarioCount ? "ok" : "?")): \(direct.summary); specrun = \(runner.ratios(to: direct))"
  )

  guard withSpecs else {
    print()
    return
  }
  // One run of Specs/ swings with the machine's load, so it is replayed three times and the
  // median printed (the first run also pays for what a process does once: the manifest read, the
  // runtime's first look-ups of each type), with the CPU time of each run beside it: on a shared
  // machine the wall time waits for the cores, the CPU time does not.
  let catalog = SeedApps.catalog(specsFolder: SpecSuite.folder(beside: #filePath))
  var specsScenarios = 0
  var specsTimes: [Double] = []
  var specsCPUTimes: [Double] = []
  for _ in 0..<3 {
    let cpuBefore = CPUTime.seconds(of: .thisProcess)
    let elapsed = await clock.measure {
      let outcome = await SpecRunner(catalog: catalog) { _ in }.run()
      specsScenarios = outcome.summary.scenarioCount
    }
    specsTimes.append(seconds(elapsed))
    SpecRunner.waitUntilReleased()
    specsCPUTimes.append(CPUTime.seconds(of: .thisProcess) - cpuBefore)
  }
  let apps = catalog.apps.map(\.name).joined(separator: ", ")
  let runs = specsTimes.map(milliseconds).joined(separator: ", ")
  let cpuRuns = specsCPUTimes.map(milliseconds).joined(separator: ", ")
  print(
    "  Specs/ (\(specsScenarios) scenarios of \(apps)): \(milliseconds(specsTimes.sorted()[1])) ms in process, median of 3 runs (\(runs) ms); goal ≤ 500 ms"
  )
  print("  the same runs' CPU time: median \(milliseconds(specsCPUTimes.sorted()[1])) ms (\(cpuRuns) ms)\n")
}

private struct Total { var value: Int }

private func seconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

private func ratio(_ measured: Double, _ baseline: Double) -> String { String(format: "%.1f×", measured / baseline) }

/// The wall and CPU times of several runs of the same work, in seconds.
private struct Timings {
  var wall: [Double]
  var cpu: [Double]

  /// One more run of `body`, timed by `clock` and by the process's CPU time.
  mutating func time(_ clock: ContinuousClock, _ body: () -> Void) {
    let cpuBefore = CPUTime.seconds(of: .thisProcess)
    wall.append(seconds(clock.measure(body)))
    cpu.append(CPUTime.seconds(of: .thisProcess) - cpuBefore)
  }

  var medianWall: Double { wall.sorted()[wall.count / 2] }
  var medianCPU: Double { cpu.sorted()[cpu.count / 2] }

  /// `median 12.2 ms, best 10.1 ms (CPU 10.0 ms), 9 runs`
  var summary: String {
    "median \(milliseconds(medianWall)) ms, best \(milliseconds(wall.min() ?? 0)) ms (CPU median \(milliseconds(medianCPU)) ms, best \(milliseconds(cpu.min() ?? 0)) ms), \(wall.count) runs"
  }

  /// How many times `baseline` these timings are: `7.2× by the medians, 7.0× by the median of
  /// the rounds' own ratios, 5.0× by the bests, 5.1× by the CPU medians`. The rounds' own ratios
  /// pair each run with the baseline's run of the same round (timed just before it, in the same
  /// spell of the machine).
  func ratios(to baseline: Timings) -> String {
    let paired = zip(wall, baseline.wall).map { $0 / $1 }.sorted()
    return
      "\(ratio(medianWall, baseline.medianWall)) by the medians, \(String(format: "%.1f×", paired[paired.count / 2])) by the median of the rounds' own ratios, \(ratio(wall.min() ?? 0, baseline.wall.min() ?? 1)) by the bests, \(ratio(medianCPU, baseline.medianCPU)) by the CPU medians"
  }
}

private func milliseconds(_ seconds: Double) -> String { String(format: "%.1f", seconds * 1000) }
